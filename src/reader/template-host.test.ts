import { describe, expect, it } from 'vitest';
import { readTemplateChoice, templateStylesheet } from './template-host.js';

describe('the template host', () => {
  it('uses metro and the template’s default theme when the book names neither', () => {
    expect(readTemplateChoice({})).toEqual({ template: 'metro', theme: null, buttonsOn: [] });
  });

  it('reads the template, the theme and the buttons the book turns on explicitly', () => {
    expect(readTemplateChoice({ template: 'handy', theme: 'night', 'button.print': true, 'button.email': false })).toEqual({
      template: 'handy',
      theme: 'night',
      buttonsOn: ['print'],
    });
  });

  it('ignores unknown or hostile names rather than putting them in a URL', () => {
    const choice = readTemplateChoice({ template: '../../evil', theme: 'x" onload="' });
    expect(choice).toEqual({ template: 'metro', theme: null, buttonsOn: [] });
    expect(templateStylesheet(choice.template)).toBe('templates/metro.css');
  });
});
