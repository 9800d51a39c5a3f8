import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../app/create-engine.js';
import { createInProcessClient } from '../engine/in-process-client.js';
import { createNodePlatform } from '../platform/node-platform.js';
import { demoBookFile } from '../platform/demo-book.js';
import { defaultReaderAssetsDir } from '../platform/reader-assets.js';

// The demo book is the one `npm install` built (scripts/build-demo.mjs, run by the build).
const demoSource = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'demo', 'demo-book.json'), 'utf8')) as {
  pages: { heading: string; links?: { page?: number; url?: string }[] }[];
};

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-demo-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function engineIn(readerAssetsDir?: string) {
  const platform = createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), documentsDir: root, homeDir: root });
  return createEngine({ platform, edition: 'trial', ...(readerAssetsDir === undefined ? {} : { readerAssetsDir }) });
}

describe('the demo book', () => {
  it('is built into dist beside the reader, within the trial page limit', () => {
    expect(fs.statSync(demoBookFile(defaultReaderAssetsDir())).size).toBeGreaterThan(10_000);
    expect(demoSource.pages.length).toBeLessThanOrEqual(12);
  });

  it('opens as a new unsaved project with every page, its outline as the table of contents and its links live', async () => {
    const engine = engineIn();
    const client = createInProcessClient(engine);
    await client.call('project.new', { title: 'My own book' });
    const result = await client.call('help.openDemo', { title: 'Flipbook Studio: a tour' });
    expect(result.importedPages).toBe(demoSource.pages.length);
    expect(result.project.path).toBeNull();
    expect(result.project.book.title).toBe('Flipbook Studio: a tour');
    expect(result.project.toc.map((entry) => [entry.title, entry.page])).toEqual(demoSource.pages.map((page, index) => [page.heading, index + 1]));
    // Page 2 links to the templates page; the back cover back to page 1 and out to the site.
    const targets = result.project.pages.map((page) => (page.links ?? []).map((link) => link.target));
    expect(targets[1]).toEqual([{ kind: 'page', page: 4 }]);
    expect(targets[demoSource.pages.length - 1]).toEqual([{ kind: 'page', page: 1 }, { kind: 'url', url: 'https://flipbookstudio.app/' }]);
    engine.dispose();
  });

  it('without its file says the file does not exist and leaves the open project as it was', async () => {
    const engine = engineIn(path.join(root, 'no-reader-here'));
    const client = createInProcessClient(engine);
    const before = await client.call('project.new', { title: 'Keep me' });
    await expect(client.call('help.openDemo', { title: 'Demo' })).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    const { project } = await client.call('project.get', {});
    expect(project?.id).toBe(before.id);
    expect(project?.book.title).toBe('Keep me');
    engine.dispose();
  });
});
