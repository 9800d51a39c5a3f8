import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentMp3 } from '../../../../tests/support/silent-mp3.js';
import { openKeySlot, openSealed } from '../../../shared/protection/protection-crypto.js';
import { SEALED_GLOBAL, type SealedEntry, type SealedPagesDocument } from '../../../shared/protection/sealed-format.js';
import type { ReaderBookData } from '../../../shared/reader/book-data.js';
import type { ImportWorld } from '../../import/testing/import-world.js';
import type { OpenProject } from '../../engine/project-session.js';
import { addMedia } from '../../media/add-media.js';
import { publishHtml } from '../publish-html.js';
import { writeFakeReaderAssets } from '../testing/fake-reader-assets.js';
import { importProtectedTestBook } from './testing/protected-book.js';

const PASSWORD = 'media-Secret!';
/** Words that appear only in the protected pages' audio and multimedia. */
const SPOKEN = 'Whisperedlantern';
const VIDEO_TITLE = 'Clandestinereel';
const AUDIO_TAG = 'Secretaudiotag';

let world: ImportWorld;
let project: OpenProject;
let readerDir: string;
let keys: { shared: string; hidden: string; narration: string; video: string };
let pageIds: string[];

/** A PNG of random noise: its bytes cannot turn up anywhere by chance. */
async function noisePng(name: string): Promise<string> {
  const file = world.scratch('media', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const pixels = Buffer.from(Array.from({ length: 32 * 32 * 3 }, () => Math.floor(Math.random() * 256)));
  await sharp(pixels, { raw: { width: 32, height: 32, channels: 3 } }).png().toFile(file);
  return file;
}

function scratchFile(name: string, bytes: Uint8Array): string {
  const file = world.scratch('media', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return file;
}

function box(id: string) {
  return { id, x: 0.1, y: 0.1, w: 0.3, h: 0.3 };
}

function readAll(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.set(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'), fs.readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return out;
}

function runScript<T>(source: string, global: string): T {
  const sandbox = { window: {} as Record<string, unknown> };
  vm.runInNewContext(source, sandbox);
  return sandbox.window[global] as T;
}

async function publish(name: string, fromPage: number): Promise<Map<string, Buffer>> {
  project.updateBook({ settings: { protection: { mode: 'password', kind: 'single', password: PASSWORD, users: [], fromPage } } });
  const outDir = world.scratch('out', name);
  await publishHtml({ outDir, project, readerAssetsDir: readerDir, signal: new AbortController().signal, onProgress: () => undefined, options: { seoText: true } });
  return readAll(outDir);
}

beforeAll(async () => {
  ({ world, project } = await importProtectedTestBook());
  readerDir = writeFakeReaderAssets(world.scratch('reader'));
  const tagged = Buffer.concat([Buffer.from(`ID3\x04\x00\x00\x00\x00\x00\x20TIT2${AUDIO_TAG}`, 'latin1'), silentMp3(1)]);
  keys = {
    shared: (await addMedia(project.assets, { path: await noisePng('shared.png'), kind: 'image' })).key,
    hidden: (await addMedia(project.assets, { path: await noisePng('hidden.png'), kind: 'image' })).key,
    narration: (await addMedia(project.assets, { path: scratchFile('page.mp3', tagged), kind: 'narration' })).key,
    video: (await addMedia(project.assets, { path: scratchFile('clip.mp4', Buffer.from(`\x00\x00\x00\x18ftypmp42${VIDEO_TITLE}-frames`, 'latin1')), kind: 'video' })).key,
  };
  pageIds = project.snapshot().pages.map((page) => page.id);
  const [one, two, three] = pageIds as [string, string, string];
  project.updateBook({
    settings: {
      pageMedia: {
        [one]: [{ ...box('a'), kind: 'image', src: keys.shared }],
        [two]: [{ ...box('b'), kind: 'image', src: keys.shared }, { ...box('c'), kind: 'image', src: keys.hidden }],
        [three]: [{ ...box('d'), kind: 'video', src: keys.video, title: VIDEO_TITLE, inGallery: true }],
      },
      pageAudio: { [two]: { source: 'file', file: keys.narration, text: SPOKEN, subtitles: true, showSubtitles: true, pause: 0 } },
    },
  });
}, 60_000);

afterAll(() => world?.cleanup());

describe('the audio and multimedia of protected pages', () => {
  let files: Map<string, Buffer>;
  let book: ReaderBookData;
  beforeAll(async () => {
    files = await publish('from-2', 2);
    book = runScript<ReaderBookData>(files.get('book.js')?.toString('utf8') ?? '', '__FLIPBOOK_BOOK__');
  }, 60_000);

  it('leaves only the open page’s entries, and its files, in book.js and files/media', () => {
    expect(Object.keys(book.settings.pageMedia as object)).toEqual([pageIds[0]]);
    expect(book.settings.pageAudio).toEqual({});
    expect(Object.keys(book.media ?? {})).toEqual([keys.shared]);
    const open = [...files.keys()].filter((name) => name.startsWith('files/media/'));
    expect(open).toEqual([`files/${keys.shared}`]);
  });

  it('has no word of their audio, video or subtitles, and no key of their files, in any file', () => {
    for (const [name, bytes] of files) {
      const text = bytes.toString('latin1');
      for (const secret of [SPOKEN, VIDEO_TITLE, AUDIO_TAG, keys.hidden, keys.narration, keys.video]) expect(text.includes(secret), `${secret} in ${name}`).toBe(false);
    }
  });

  it('opens with the password: the sealed document gives back their entries, and each file its exact bytes and type', async () => {
    const protection = book.protection;
    const slot = protection?.keys[0];
    if (protection === undefined || slot === undefined) throw new Error('no key slot');
    const key = await openKeySlot(slot, PASSWORD, protection.kdf.iterations);
    if (key === null) throw new Error('the password did not open the book');
    const open = async (file: string): Promise<{ type: string; bytes: Buffer }> => {
      const entry = runScript<Record<string, SealedEntry>>(files.get(file)?.toString('utf8') ?? '', SEALED_GLOBAL)[file];
      if (entry === undefined) throw new Error(`${file} holds no entry for itself`);
      return { type: entry[0], bytes: Buffer.from((await openSealed(key, file, entry[1])) ?? []) };
    };
    const document = JSON.parse((await open(protection.pages)).bytes.toString('utf8')) as SealedPagesDocument;
    expect(Object.keys(document.settings.pageMedia ?? {})).toEqual([pageIds[1], pageIds[2]]);
    expect(document.settings.pageAudio).toEqual({ [pageIds[1] as string]: expect.objectContaining({ text: SPOKEN, file: keys.narration }) });
    // The shared picture is public already (page 1 shows it), so only the other three are sealed.
    expect(Object.keys(document.media).sort()).toEqual([keys.hidden, keys.narration, keys.video].sort());
    const types = { [keys.hidden]: 'image/png', [keys.narration]: 'audio/mpeg', [keys.video]: 'video/mp4' };
    for (const [mediaKey, file] of Object.entries(document.media)) {
      expect(file).toMatch(/^files\/sealed\/media-\d+\.js$/);
      const opened = await open(file);
      expect(opened.type).toBe(types[mediaKey]);
      expect(opened.bytes.equals(Buffer.from(project.assets.get(mediaKey) ?? []))).toBe(true);
    }
  });

  it('gives the text version’s protected pages no picture, since their thumbnails exist only sealed', () => {
    expect(files.get('text/page-1.html')?.toString('utf8')).toContain('<img src="../files/page-1-thumb.webp"');
    for (const page of [2, 3]) expect(files.get(`text/page-${page}.html`)?.toString('utf8')).not.toContain('<img');
    expect(files.get('index.html')?.toString('utf8')).toContain('<meta property="og:image" content="files/page-1-thumb.webp">');
  });
});

describe('a book protected from page 1', () => {
  it('shares no cover picture, and its text version shows none', async () => {
    const files = await publish('from-1', 1);
    const index = files.get('index.html')?.toString('utf8') ?? '';
    expect(index).not.toContain('og:image');
    expect(index).toContain('<meta name="twitter:card" content="summary">');
    for (const page of [1, 2, 3]) expect(files.get(`text/page-${page}.html`)?.toString('utf8')).not.toContain('<img');
    expect([...files.keys()].filter((name) => name.startsWith('files/media/'))).toEqual([]);
  }, 60_000);
});
