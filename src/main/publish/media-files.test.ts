import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor, type FakeProject } from './testing/fake-project.js';
import { writeFakeReaderAssets } from './testing/fake-reader-assets.js';
import { readPublishedBook as readBook } from './testing/read-published-book.js';
import { createPublishTestEngine } from './testing/test-context.js';

const LOGO = 'media/0123456789abcdef0123456789abcdef.png';
const SONG = 'media/fedcba9876543210fedcba9876543210.mp3';

let work: string;
let readerDir: string;
let project: FakeProject;

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-media-publish-'));
  readerDir = writeFakeReaderAssets(path.join(work, 'reader'));
  project = await createFakeProject({ pages: [1, 2].map((n) => ({ width: 60, height: 80, color: pageColor(n) })) });
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));


describe('publishing the files a book uses', () => {
  it('copies every file the settings name to files/media and tells the reader where each is', async () => {
    project.assets.put(LOGO, new Uint8Array([1, 2, 3]));
    project.assets.put(SONG, new Uint8Array([4, 5]));
    project.assets.put('media/00000000000000000000000000000000.png', new Uint8Array([9]));
    project.updateBook({ settings: { logoImage: LOGO, pageAudio: { p1: { file: SONG } } } });
    const outDir = path.join(work, 'out');
    await createPublishTestEngine({ project, readerAssetsDir: readerDir }).publish(outDir);

    expect(fs.readdirSync(path.join(outDir, 'files', 'media')).sort()).toEqual([path.basename(SONG), path.basename(LOGO)].sort());
    expect([...fs.readFileSync(path.join(outDir, 'files', LOGO))]).toEqual([1, 2, 3]);
    expect(readBook(outDir).media).toEqual({ [LOGO]: `files/${LOGO}`, [SONG]: `files/${SONG}` });
  });

  it('writes no media folder and no table for a book without files', async () => {
    const outDir = path.join(work, 'out');
    await createPublishTestEngine({ project, readerAssetsDir: readerDir }).publish(outDir);
    expect(fs.existsSync(path.join(outDir, 'files', 'media'))).toBe(false);
    expect(readBook(outDir).media).toBeUndefined();
  });

  it('fails clearly, leaving no output, when a named file is missing from the project', async () => {
    project.updateBook({ settings: { logoImage: LOGO } });
    const outDir = path.join(work, 'out');
    await expect(createPublishTestEngine({ project, readerAssetsDir: readerDir }).publish(outDir)).rejects.toMatchObject({ code: 'PUBLISH_HTML_FAILED' });
    expect(fs.existsSync(outDir)).toBe(false);
  });
});
