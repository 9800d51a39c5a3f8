import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appErrorOf } from '../import/testing/expect-app-error.js';
import { createDesignWorld, type DesignWorld } from './testing/design-world.js';

let w: DesignWorld;
beforeEach(async () => {
  w = await createDesignWorld();
  await w.client.call('project.update', {
    patch: { settings: { template: 'classical', theme: 'sand', scene: 'moon', languages: ['en', 'fr'], bookmarks: [3], protection: { pages: [2] }, pageAudio: { on: true }, autoFlip: true } },
  });
});
afterEach(() => w.cleanup());

const ALL = ['template', 'theme', 'scene', 'settings', 'languages', 'toc', 'bookmarks', 'password', 'voice'] as const;

async function save(name: string, groups: readonly (typeof ALL)[number][] = ALL, replace?: boolean) {
  const coverPath = await w.image(`${name.replace(/\W/g, '_')}.png`);
  return (await w.client.call('templates.save', { name, coverPath, groups: [...groups], ...(replace === undefined ? {} : { replace }) })).item;
}

const storeFiles = () => (fs.existsSync(w.storeDir) ? fs.readdirSync(w.storeDir).sort() : []);

describe('saving user templates', () => {
  it('saves the chosen groups with a cover thumbnail and lists them', async () => {
    const item = await save('Blue book');
    expect(item).toMatchObject({ name: 'Blue book', groups: [...ALL] });
    expect(item.thumbnail).toMatch(/^data:image\/png;base64,/);
    expect((await w.client.call('templates.list', {})).items).toEqual([item]);
    expect(storeFiles()).toEqual([`${item.id}.fbtemplate`]);
  });

  it('accepts a JPEG cover', async () => {
    const coverPath = await w.image('cover.jpg', { format: 'jpeg' });
    const { item } = await w.client.call('templates.save', { name: 'Jpeg', coverPath, groups: ['scene'] });
    expect(item.name).toBe('Jpeg');
  });

  it('needs a name, a cover and a group', async () => {
    const coverPath = await w.image('c.png');
    const incomplete = [
      { name: '  ', coverPath, groups: ['scene' as const] },
      { name: 'No cover', coverPath: '', groups: ['scene' as const] },
      { name: 'Missing cover', coverPath: path.join(w.world.root, 'missing.png'), groups: ['scene' as const] },
      { name: 'No groups', coverPath, groups: [] },
    ];
    for (const arg of incomplete) {
      const error = await appErrorOf(w.client.call('templates.save', arg));
      expect(error.code).toBe('TEMPLATE_INCOMPLETE');
    }
    const notImage = path.join(w.world.root, 'cover.png');
    fs.writeFileSync(notImage, 'GIF89a not really');
    expect((await appErrorOf(w.client.call('templates.save', { name: 'Bad', coverPath: notImage, groups: ['scene'] }))).code).toBe('TEMPLATE_INCOMPLETE');
    const huge = path.join(w.world.root, 'huge.png');
    fs.writeFileSync(huge, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect((await appErrorOf(w.client.call('templates.save', { name: 'Huge', coverPath: huge, groups: ['scene'] }))).code).toBe('MEDIA_TOO_LARGE');
    expect(storeFiles()).toEqual([]);
  });

  it('refuses a duplicate name unless replacing, and replaces in place', async () => {
    const first = await save('Mine', ['scene']);
    const error = await appErrorOf(save(' mine ', ['theme']));
    expect(error.message).toBe('Template already exists in the list');
    const replaced = await save('mine', ['theme'], true);
    expect(replaced.id).toBe(first.id);
    const items = (await w.client.call('templates.list', {})).items;
    expect(items).toHaveLength(1);
    expect(items[0]?.groups).toEqual(['theme']);
  });

  it('writes atomically: a failed replace keeps the old template and leaves no temporary file', async () => {
    const first = await save('One', ['scene']);
    const file = path.join(w.storeDir, `${first.id}.fbtemplate`);
    const before = fs.readFileSync(file, 'utf8');
    const rename = vi.spyOn(fs, 'renameSync').mockImplementation(() => {
      throw new Error('disk full');
    });
    try {
      await expect(save('One', ['theme'], true)).rejects.toThrow();
    } finally {
      rename.mockRestore();
    }
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(storeFiles()).toEqual([`${first.id}.fbtemplate`]);
  });
});

describe('applying and deleting', () => {
  it('copies only the chosen groups into the book in one edit', async () => {
    const item = await save('Design only', ['template', 'theme', 'scene', 'languages']);
    await w.client.call('project.update', { patch: { settings: { template: 'metro', theme: 'night', scene: 'none', languages: ['de'], autoFlip: false } } });
    const before = (await w.client.call('project.get', {})).project;
    const after = await w.client.call('templates.apply', { id: item.id });
    expect(after.book?.settings).toMatchObject({ template: 'classical', theme: 'sand', scene: 'moon', languages: ['en', 'fr'], autoFlip: false });
    expect(after.revision).toBeGreaterThan(before?.revision ?? 0);
  });

  it('carries the settings group without the design keys, and the table of contents', async () => {
    const project = w.engine.context.session.require();
    const toc = [{ title: 'Chapter', page: 1, children: [{ title: 'Part', page: 2, children: [] }] }];
    project.replacePages([], toc);
    const item = await save('Settings', ['settings', 'toc', 'password', 'voice', 'bookmarks']);
    project.replacePages([], []);
    await w.client.call('project.update', { patch: { settings: { autoFlip: false, scene: 'snow', bookmarks: [], protection: null, pageAudio: null } } });
    const before = project.snapshot().revision;
    const after = await w.client.call('templates.apply', { id: item.id });
    expect(after.book?.settings).toMatchObject({ autoFlip: true, scene: 'snow', bookmarks: [3], protection: { pages: [2] }, pageAudio: { on: true } });
    expect(after.toc).toEqual(toc);
    expect(after.revision).toBe(before + 1);
  });

  it('fails with TEMPLATE_APPLY_FAILED and leaves the book as it was', async () => {
    const before = (await w.client.call('project.get', {})).project;
    const error = await appErrorOf(w.client.call('templates.apply', { id: '00000000-0000-4000-8000-000000000000' }));
    expect(error.message).toBe('Failed to apply template configuration');
    expect((await w.client.call('project.get', {})).project).toEqual(before);
  });

  it('refuses a theme that does not belong to the template the book would have', async () => {
    const item = await save('Theme only', ['theme']);
    await w.client.call('design.applyTemplate', { template: 'metro' });
    const before = (await w.client.call('project.get', {})).project;
    expect((await appErrorOf(w.client.call('templates.apply', { id: item.id }))).code).toBe('TEMPLATE_APPLY_FAILED');
    expect((await w.client.call('project.get', {})).project).toEqual(before);
  });

  it('deletes a template, and a second delete fails', async () => {
    const item = await save('Gone');
    expect(await w.client.call('templates.delete', { id: item.id })).toEqual({ deleted: true });
    expect((await w.client.call('templates.list', {})).items).toEqual([]);
    expect((await appErrorOf(w.client.call('templates.delete', { id: item.id }))).message).toBe('Failed to delete template');
  });
});
