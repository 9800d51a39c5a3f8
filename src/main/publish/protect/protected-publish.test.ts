import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64ToBytes } from '../../../shared/protection/base64.js';
import { openKeySlot, openSealed } from '../../../shared/protection/protection-crypto.js';
import type { ProtectionSettings } from '../../../shared/protection/protection-settings.js';
import { PBKDF2_ITERATIONS, SEALED_GLOBAL, type SealedEntry } from '../../../shared/protection/sealed-format.js';
import type { ReaderBookData } from '../../../shared/reader/book-data.js';
import type { ImportWorld } from '../../import/testing/import-world.js';
import type { OpenProject } from '../../engine/project-session.js';
import { publishHtml } from '../publish-html.js';
import { createPublishTestEngine } from '../testing/test-context.js';
import { writeFakeReaderAssets } from '../testing/fake-reader-assets.js';
import { importProtectedTestBook, PAGE_WORDS, SECRET_URL } from './testing/protected-book.js';
import { secretRuns, windowsFound as found } from './testing/leak-scan.js';
import type { JobProgress } from '../../../shared/jobs/job-progress.js';
import type { PublishStep, StepProgress } from '../../../shared/jobs/step-progress.js';

const PASSWORD = 'hunter2-Secret!';
const PROTECTED = [2, 3];
const RENDITIONS = ['thumb', 'normal', 'hd'] as const;

let world: ImportWorld;
let project: OpenProject;
let readerDir: string;
let outDir: string;
let files: Map<string, Buffer>;
let progress: StepProgress<PublishStep>[];

function protect(settings: Partial<ProtectionSettings>): void {
  project.updateBook({ settings: { protection: { mode: 'password', kind: 'single', password: PASSWORD, users: [], fromPage: 2, ...settings } } });
}

function publish(target: string, signal = new AbortController().signal, onProgress = (_: StepProgress<PublishStep>) => undefined) {
  return publishHtml({ outDir: target, project, readerAssetsDir: readerDir, signal, onProgress });
}

function readAll(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full).split(path.sep).join('/'), fs.readFileSync(full));
  }
  return out;
}

function runScript<T>(source: string, global: string): T {
  const sandbox = { window: {} as Record<string, unknown> };
  vm.runInNewContext(source, sandbox);
  return sandbox.window[global] as T;
}

function book(): ReaderBookData {
  return runScript<ReaderBookData>(files.get('book.js')?.toString('utf8') ?? '', '__FLIPBOOK_BOOK__');
}

function sealedEntry(file: string): SealedEntry {
  const map = runScript<Record<string, SealedEntry>>(files.get(file)?.toString('utf8') ?? '', SEALED_GLOBAL);
  const entry = map[file];
  if (entry === undefined) throw new Error(`${file} holds no entry for itself`);
  return entry;
}

beforeAll(async () => {
  ({ world, project } = await importProtectedTestBook());
  readerDir = writeFakeReaderAssets(world.scratch('reader'));
  outDir = world.scratch('out', 'book');
  protect({});
  progress = [];
  await publish(outDir, undefined, (event) => void progress.push(event));
  files = readAll(outDir);
}, 60_000);

afterAll(() => world?.cleanup());

describe('publishing a book protected from page 2', () => {
  it('keeps page 1 plain and replaces every rendition of pages 2 and 3 with a sealed script', () => {
    const names = [...files.keys()];
    for (const rendition of RENDITIONS) {
      expect(names).toContain(`files/page-1-${rendition}.webp`);
      for (const page of PROTECTED) {
        expect(names).not.toContain(`files/page-${page}-${rendition}.webp`);
        expect(names).toContain(`files/sealed/page-${page}-${rendition}.js`);
      }
    }
    const data = book();
    expect(data.pages[1]?.normal).toBe('files/sealed/page-2-normal.js');
    expect(data.pages[0]?.normal).toBe('files/page-1-normal.webp');
    expect(data.pages.map((page) => page.links)).toEqual([undefined, undefined, undefined]);
  });

  it('records the key derivation, with at least 600,000 iterations, and never the password', () => {
    const protection = book().protection;
    expect(protection).toMatchObject({ version: 1, fromPage: 2, kind: 'single', cipher: 'AES-256-GCM', kdf: { name: 'PBKDF2', hash: 'SHA-256' } });
    expect(protection?.kdf.iterations).toBeGreaterThanOrEqual(600_000);
    expect(protection?.keys).toHaveLength(1);
    expect(book().settings).not.toHaveProperty('protection');
    for (const [name, bytes] of files) expect(bytes.includes(PASSWORD), name).toBe(false);
  });

  it('reports its progress as encrypting for the sealed pages', () => {
    expect(progress).toContainEqual({ done: 0, total: 3, step: 'encrypting' });
    expect(progress.at(-1)).toEqual({ done: 3, total: 3, step: 'encrypting' });
    expect(progress).toContainEqual({ done: 1, total: 3, step: 'book' });
  });

  it('has no byte run of a protected rendition anywhere, raw, in base64 or inside a sealed payload', () => {
    const snapshot = project.snapshot();
    const protectedFiles = PROTECTED.flatMap((page) => RENDITIONS.map((rendition) => project.assets.get(snapshot.pages[page - 1]?.renditions[rendition] ?? '') ?? new Uint8Array()));
    for (const bytes of protectedFiles) expect(bytes.length).toBeGreaterThan(100);
    const publicFiles = RENDITIONS.map((rendition) => files.get(`files/page-1-${rendition}.webp`) ?? new Uint8Array());
    const { raw: secret, base64: secretBase64 } = secretRuns(protectedFiles, publicFiles);
    expect(secret.size).toBeGreaterThan(100);
    // The scan can fail: a protected rendition published as is would be found.
    const hd = project.assets.get(snapshot.pages[1]?.renditions.hd ?? '') ?? new Uint8Array();
    expect(found(secret, hd).length).toBeGreaterThan(10);
    expect(found(secretBase64, Buffer.from(Buffer.from(hd).toString('base64'))).length).toBeGreaterThan(10);
    for (const [name, bytes] of files) {
      expect(found(secret, bytes), name).toEqual([]);
      expect(found(secretBase64, bytes), name).toEqual([]);
      if (!name.startsWith('files/sealed/')) continue;
      const payload = base64ToBytes(sealedEntry(name)[1]);
      expect(found(secret, payload), `${name} decoded`).toEqual([]);
    }
  });

  it('has no image signature in the sealed files, which are plain ASCII scripts', () => {
    for (const [name, bytes] of files) {
      if (!name.startsWith('files/sealed/')) continue;
      expect([...bytes].every((byte) => byte < 0x80), name).toBe(true);
      const payload = Buffer.from(base64ToBytes(sealedEntry(name)[1])).toString('latin1');
      expect(payload, name).not.toMatch(/RIFF[\s\S]{4}WEBP|\x89PNG\r\n\x1a\n|\xff\xd8\xff[\xc0-\xfe][\s\S]{2}(?:JFIF|Exif)/);
    }
  });

  it('has no word of a protected page, and no protected link, in any file, while page 1 stays searchable', () => {
    const all = [...files.values()].map((bytes) => bytes.toString('latin1').toLowerCase()).join('\n');
    for (const page of PROTECTED) for (const word of PAGE_WORDS[page] ?? []) expect(all).not.toContain(word.toLowerCase());
    expect(all).not.toContain('xyzzy');
    expect(all).not.toContain(Buffer.from(SECRET_URL).toString('base64').slice(0, 24).toLowerCase());
    expect(files.get('files/text.js')?.toString('utf8')).toContain(PAGE_WORDS[1]?.[0]);
  });

  it('opens with the password: the sealed files give back the exact renditions, the text and the links', async () => {
    const protection = book().protection;
    const slot = protection?.keys[0];
    if (protection === undefined || slot === undefined) throw new Error('no key slot');
    expect(await openKeySlot(slot, 'wrong', protection.kdf.iterations)).toBeNull();
    const key = await openKeySlot(slot, PASSWORD, protection.kdf.iterations);
    if (key === null) throw new Error('the password did not open the book');
    const file = 'files/sealed/page-3-hd.js';
    const [type, data] = sealedEntry(file);
    expect(type).toBe('image/webp');
    const original = project.assets.get(project.snapshot().pages[2]?.renditions.hd ?? '');
    expect(Buffer.from((await openSealed(key, file, data)) ?? [])).toEqual(Buffer.from(original ?? []));
    const text = await openSealed(key, protection.text ?? '', sealedEntry(protection.text ?? '')[1]);
    expect(new TextDecoder().decode(text ?? new Uint8Array())).toContain(PAGE_WORDS[2]?.[0]);
    const links = await openSealed(key, protection.pages, sealedEntry(protection.pages)[1]);
    expect(new TextDecoder().decode(links ?? new Uint8Array())).toContain(SECRET_URL);
  });
});

describe('publishing a book for several users', () => {
  it('wraps the key once per user with its own salt and publishes the hints and names only', async () => {
    protect({ kind: 'users', fromPage: 1, users: [ { user: 'Ann', password: 'ann-pass', hint: 'cat' }, { user: 'Bob', password: 'bob-pass', hint: '' } ] });
    const target = world.scratch('out', 'users');
    await publish(target);
    const data = runScript<ReaderBookData>(fs.readFileSync(path.join(target, 'book.js'), 'utf8'), '__FLIPBOOK_BOOK__');
    const keys = data.protection?.keys ?? [];
    expect(keys.map((slot) => [slot.user, slot.hint])).toEqual([
      ['Ann', 'cat'],
      ['Bob', undefined],
    ]);
    expect(keys[0]?.salt).not.toBe(keys[1]?.salt);
    expect(data.protection?.kdf.iterations).toBe(PBKDF2_ITERATIONS);
    expect(await openKeySlot(keys[1] ?? keys[0]!, 'bob-pass', PBKDF2_ITERATIONS)).not.toBeNull();
    expect(await openKeySlot(keys[0]!, 'bob-pass', PBKDF2_ITERATIONS)).toBeNull();
    expect(fs.readdirSync(path.join(target, 'files')).filter((name) => name.endsWith('.webp'))).toEqual([]);
  }, 30_000);

  it('refuses to publish with an empty password, in the spec words, and writes nothing', async () => {
    protect({ password: '' });
    const target = world.scratch('out', 'empty');
    await expect(publish(target)).rejects.toMatchObject({ code: 'PROTECT_PASSWORD_MISSING', message: 'Please enter a password for the protected pages.' });
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe('stopping the encryption', () => {
  it('leaves no output folder behind, and an earlier book unchanged', async () => {
    protect({});
    const parent = world.scratch('out', 'stopped');
    const target = path.join(parent, 'book');
    const stopAtPage2 = async () => {
      const controller = new AbortController();
      const run = publish(target, controller.signal, (event) => {
        if (event.step === 'encrypting' && event.done >= 2) controller.abort();
      });
      await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
    };
    await stopAtPage2();
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(parent)).toEqual([]);

    project.updateBook({ settings: { protection: { mode: 'public', kind: 'single', password: '', users: [], fromPage: 1 } } });
    await publish(target);
    const before = readAll(target);
    protect({});
    await stopAtPage2();
    expect(readAll(target)).toEqual(before);
    expect(fs.readdirSync(parent)).toEqual(['book']);
  }, 30_000);

  it('stops through a cancel of its job, the Cancel button of the editor', async () => {
    protect({});
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const target = world.scratch('out', 'stop-button', 'book');
    const cancelled: unknown[] = [];
    engine.ctx.events.subscribe((name, payload) => {
      const progress = payload as JobProgress;
      if (name === 'job.progress' && progress.step === 'encrypting' && cancelled.length === 0) {
        cancelled.push('asked');
        cancelled.push({ cancelled: engine.ctx.jobs.cancel(progress.id) });
      }
    });
    await expect(engine.publish(target)).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(cancelled).toEqual(['asked', { cancelled: true }]);
    expect(fs.existsSync(target)).toBe(false);
  }, 30_000);
});
