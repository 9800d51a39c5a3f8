import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '../../shared/design/design-ids.js';
import { appErrorOf } from '../import/testing/expect-app-error.js';
import { createDesignWorld, FIXTURE_CATALOGUE, type DesignWorld } from './testing/design-world.js';
import { defaultDesignCatalogue } from './register-design-handlers.js';

let w: DesignWorld;
beforeEach(async () => {
  w = await createDesignWorld();
});
afterEach(() => w.cleanup());

const settingsNow = async () => (await w.client.call('project.get', {})).project?.book.settings;

describe('design methods', () => {
  it('serves the injected catalogue', async () => {
    expect(await w.client.call('design.catalogue', {})).toEqual(FIXTURE_CATALOGUE);
  });

  it('applies a template together with its default theme, and answers with the book alone', async () => {
    const change = await w.client.call('design.applyTemplate', { template: 'classical' });
    expect(change.book?.settings).toMatchObject({ template: 'classical', theme: 'paper' });
    expect(change.dirty).toBe(true);
    expect(change.changed).toEqual(['book']);
    expect(change.pages).toBeUndefined();
    expect(change.revision).toBe((await w.client.call('project.get', {})).project?.revision);
  });

  it('applies a theme of the current template and a scene', async () => {
    await w.client.call('design.applyTemplate', { template: 'classical' });
    await w.client.call('design.applyTheme', { theme: 'royal' });
    const change = await w.client.call('design.applyScene', { scene: 'snow' });
    expect(change.book?.settings).toMatchObject({ template: 'classical', theme: 'royal', scene: 'snow' });
  });

  it('judges a theme against the default template when the book has none yet', async () => {
    const change = await w.client.call('design.applyTheme', { theme: 'night' });
    expect(change.book?.settings).toMatchObject({ template: 'metro', theme: 'night' });
  });

  it('refuses unknown ids with the spec messages and leaves the book unchanged', async () => {
    await w.client.call('design.applyTemplate', { template: 'metro' });
    const before = await w.client.call('project.get', {});
    expect((await appErrorOf(w.client.call('design.applyTemplate', { template: 'gorgeous' }))).message).toBe('Failed to replace template!');
    expect((await appErrorOf(w.client.call('design.applyTheme', { theme: 'paper' }))).message).toBe('Failed to apply theme!');
    expect((await appErrorOf(w.client.call('design.applyScene', { scene: 'balloon' }))).message).toBe('Failed to replace dynamic scene!');
    expect((await appErrorOf(w.client.call('design.applyTemplate', { template: '__proto__' }))).code).toBe('TEMPLATE_REPLACE_FAILED');
    expect(await w.client.call('project.get', {})).toEqual(before);
  });

  it('needs an open project', async () => {
    await w.client.call('project.close', {});
    expect((await appErrorOf(w.client.call('design.applyScene', { scene: 'snow' }))).code).toBe('NO_PROJECT');
    expect(await settingsNow()).toBeUndefined();
  });
});

describe('reading the catalogue from templates/', () => {
  it('serves the shipped templates by default: all 16, each with its default theme first', () => {
    const catalogue = defaultDesignCatalogue();
    expect(catalogue.templates.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    for (const template of catalogue.templates) {
      expect(template.themes.length).toBeGreaterThanOrEqual(3);
      expect(template.defaultTheme).toBe(template.themes[0]?.id);
    }
    expect(catalogue.scenes).toContain('none');
  });
});
