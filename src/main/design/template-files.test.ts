import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appErrorOf } from '../import/testing/expect-app-error.js';
import { createDesignWorld, type DesignWorld } from './testing/design-world.js';

let w: DesignWorld;
let outDir: string;
beforeEach(async () => {
  w = await createDesignWorld();
  outDir = path.join(w.world.root, 'exports');
  await w.client.call('project.update', { patch: { settings: { template: 'classical', theme: 'royal', scene: 'snow', autoFlip: true } } });
});
afterEach(() => w.cleanup());

async function saved(name = 'Shared look') {
  const coverPath = await w.image('cover.png');
  return (await w.client.call('templates.save', { name, coverPath, groups: ['template', 'theme', 'scene', 'settings'] })).item;
}

const storeFiles = () => (fs.existsSync(w.storeDir) ? fs.readdirSync(w.storeDir).sort() : []);

/** A valid exported file, parsed, for tests that tamper with it. */
async function exportedJson(): Promise<Record<string, unknown>> {
  const item = await saved();
  const { path: file } = await w.client.call('templates.export', { id: item.id, outDir });
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

async function importError(content: string | Buffer, name = 'bad.fbtemplate') {
  const file = path.join(w.world.root, name);
  fs.writeFileSync(file, content);
  return appErrorOf(w.client.call('templates.import', { path: file }));
}

describe('exporting and importing user templates', () => {
  it('round-trips a template through one file', async () => {
    const item = await saved();
    const { path: file } = await w.client.call('templates.export', { id: item.id, outDir });
    expect(path.basename(file)).toBe('Shared look.fbtemplate');
    await w.client.call('templates.delete', { id: item.id });
    const imported = (await w.client.call('templates.import', { path: file })).item;
    expect(imported).toMatchObject({ name: item.name, groups: item.groups, createdAt: item.createdAt, thumbnail: item.thumbnail });
    await w.client.call('project.update', { patch: { settings: { template: 'metro', theme: 'daylight', scene: 'none', autoFlip: false } } });
    const after = await w.client.call('templates.apply', { id: imported.id });
    expect(after.book?.settings).toMatchObject({ template: 'classical', theme: 'royal', scene: 'snow', autoFlip: true });
  });

  it('never overwrites an earlier export, and refuses a duplicate import unless replacing', async () => {
    const item = await saved();
    const first = (await w.client.call('templates.export', { id: item.id, outDir })).path;
    const second = (await w.client.call('templates.export', { id: item.id, outDir })).path;
    expect(path.basename(second)).toBe('Shared look (2).fbtemplate');
    expect((await appErrorOf(w.client.call('templates.import', { path: first }))).code).toBe('TEMPLATE_EXISTS');
    const replaced = (await w.client.call('templates.import', { path: first, replace: true })).item;
    expect(replaced.id).toBe(item.id);
  });

  it('keeps hostile names out of the export path', async () => {
    const item = await saved('../../etc/passwd');
    const { path: file } = await w.client.call('templates.export', { id: item.id, outDir });
    expect(path.dirname(file)).toBe(outDir);
    expect(path.basename(file)).toBe('__.._etc_passwd.fbtemplate');
  });

  it('refuses bad, corrupt, oversized and hostile files with the store unchanged', async () => {
    const good = await exportedJson();
    const before = storeFiles();
    const cases: (string | Buffer)[] = [
      '',
      'not json at all',
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      JSON.stringify({ ...good, format: 'something-else' }),
      JSON.stringify({ ...good, version: 99 }),
      JSON.stringify({ ...good, groups: [] }),
      JSON.stringify({ ...good, name: '' }),
      JSON.stringify({ ...good, extra: true }),
      '{"format":"flipbook-studio-template","version":1,"name":"x","createdAt":"","groups":["settings"],"values":{"settings":{"__proto__":{"polluted":true}}},"cover":' +
        JSON.stringify(good.cover) +
        '}',
      JSON.stringify({ ...good, values: { settings: { template: 'no-such-template' } } }),
      JSON.stringify({ ...good, values: { settings: { languages: ['en'] } } }),
      JSON.stringify({ ...good, cover: { type: 'png', data: Buffer.from('GIF89a').toString('base64') } }),
      JSON.stringify({ ...good, cover: { type: 'jpeg', data: (good.cover as { data: string }).data } }),
      JSON.stringify({ ...good, cover: { type: 'png', data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]).toString('base64') } }),
      JSON.stringify({ ...good, cover: { type: 'png', data: '!!not base64!!' } }),
    ];
    for (const [index, content] of cases.entries()) {
      const error = await importError(content);
      expect(`${index}: ${error.message}`).toBe(`${index}: Incorrect configuration import`);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(storeFiles()).toEqual(before);
  });

  it('refuses a file over the size limit without reading it, and a folder or a missing path', async () => {
    const big = path.join(w.world.root, 'big.fbtemplate');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, 40 * 1024 * 1024);
    expect((await appErrorOf(w.client.call('templates.import', { path: big }))).code).toBe('CONFIG_IMPORT_INCORRECT');
    expect((await appErrorOf(w.client.call('templates.import', { path: w.world.root }))).code).toBe('CONFIG_IMPORT_INCORRECT');
    expect((await appErrorOf(w.client.call('templates.import', { path: path.join(w.world.root, 'none.fbtemplate') }))).code).toBe('CONFIG_IMPORT_INCORRECT');
    expect(storeFiles()).toEqual([]);
  });

  it('refuses an export path that is empty or relative', async () => {
    const item = await saved();
    expect((await appErrorOf(w.client.call('templates.export', { id: item.id, outDir: '   ' }))).code).toBe('PATH_EMPTY');
    expect((await appErrorOf(w.client.call('templates.export', { id: item.id, outDir: 'relative/dir' }))).code).toBe('PATH_FORMAT');
  });
});
