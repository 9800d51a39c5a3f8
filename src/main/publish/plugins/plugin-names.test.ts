import { describe, expect, it } from 'vitest';
import { phpCommentText, phpString, pluginNames, xmlText, yamlString } from './plugin-names.js';

describe('plug-in names', () => {
  it('derives ASCII slugs, machine names and class names from a title', () => {
    expect(pluginNames('Année 2024: Rapport', '')).toEqual({ title: 'Année 2024: Rapport', slug: 'flipbook-annee-2024-rapport', machine: 'flipbook_annee_2024_rapport', className: 'FlipbookAnnee2024Rapport' });
    expect(pluginNames('Flipbook of cats', '').slug).toBe('flipbook-of-cats');
  });

  it('never lets a title steer a path or a PHP name, and falls back when nothing is left', () => {
    for (const title of ['../../etc/passwd', '..\\..\\x', '年度报告', '<?php ?>', '   ']) {
      const names = pluginNames(title, '');
      expect(names.slug, title).toMatch(/^flipbook(-[a-z0-9]+)+$/);
      expect(names.machine, title).toMatch(/^flipbook(_[a-z0-9]+)+$/);
      expect(names.className, title).toMatch(/^Flipbook[A-Za-z0-9]+$/);
    }
    expect(pluginNames('年度报告', '').slug).toBe('flipbook-book');
    expect(pluginNames('', 'Book title').title).toBe('Book title');
    expect(pluginNames('x'.repeat(200), '').slug.length).toBeLessThanOrEqual('flipbook-'.length + 40);
  });

  it('escapes for each context', () => {
    expect(phpString("it's \\ ok")).toBe("'it\\'s \\\\ ok'");
    expect(phpCommentText('a */ b\n * Evil: yes')).toBe('a * / b * Evil: yes');
    expect(xmlText('<a href="x">&\'\u0001')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    expect(yamlString("it's: [x]\n# y")).toBe("'it''s: [x] # y'");
  });
});
