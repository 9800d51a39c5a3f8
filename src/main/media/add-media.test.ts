import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import type { AssetStore } from '../engine/project-session.js';
import { silentMp3 } from '../../../tests/support/silent-mp3.js';
import { addMedia } from './add-media.js';

let dir: string;
let stored: Map<string, Uint8Array>;
let assets: AssetStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-media-'));
  stored = new Map();
  assets = {
    put: (key, data) => void stored.set(key, data),
    putAll: (entries) => entries.forEach(([key, data]) => stored.set(key, data)),
    get: (key) => stored.get(key) ?? null,
    delete: (keys) => keys.forEach((key) => stored.delete(key)),
  };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, data: Buffer | string): string {
  const target = path.join(dir, name);
  fs.writeFileSync(target, data);
  return target;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const png = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#c33' } }).png().toBuffer();

describe('adding a file to the book', () => {
  it('stores a real image under a key made from its content, once however often it is added', async () => {
    const logo = file('Logo.png', await png());
    const first = await addMedia(assets, { path: logo, kind: 'image' });
    const again = await addMedia(assets, { path: file('copy.png', fs.readFileSync(logo)), kind: 'image' });
    expect(first.key).toMatch(/^media\/[0-9a-f]{32}\.png$/);
    expect(first).toMatchObject({ name: 'Logo.png', size: fs.statSync(logo).size });
    expect(again.key).toBe(first.key);
    expect(stored.size).toBe(1);
    expect(Buffer.from(stored.get(first.key) ?? []).equals(fs.readFileSync(logo))).toBe(true);
  });

  it('refuses a file whose type does not fit, naming the types that do, and stores nothing', async () => {
    const error = await refusal(addMedia(assets, { path: file('clip.mov', 'x'), kind: 'video' }));
    expect(error.code).toBe('MEDIA_FORMAT');
    expect(error.message).toBe('This file type is not supported here. Use: mp4, webm.');
    expect(stored.size).toBe(0);
  });

  it('refuses a text file dressed up as an image', async () => {
    const error = await refusal(addMedia(assets, { path: file('logo.png', 'not a picture'), kind: 'image' }));
    expect(error.code).toBe('IMAGE_CONVERSION_FAILED');
    expect(stored.size).toBe(0);
  });

  it('refuses a JPEG named .png', async () => {
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).jpeg().toBuffer();
    expect((await refusal(addMedia(assets, { path: file('logo.png', jpeg), kind: 'image' }))).code).toBe('MEDIA_FORMAT');
  });

  it('refuses a BMP that claims more pixels than a reader should decode', async () => {
    const header = Buffer.alloc(54);
    header.write('BM', 0, 'latin1');
    header.writeInt32LE(100_000, 18);
    header.writeInt32LE(100_000, 22);
    expect((await refusal(addMedia(assets, { path: file('huge.bmp', header), kind: 'image' }))).code).toBe('IMAGE_CONVERSION_FAILED');
  });

  it('keeps multimedia under 10 MB unless a larger limit is asked for', async () => {
    const big = file('talk.mp3', Buffer.alloc(10 * 1024 * 1024 + 1));
    const error = await refusal(addMedia(assets, { path: big, kind: 'sound' }));
    expect([error.code, error.message]).toEqual(['MEDIA_TOO_LARGE', 'Files must be smaller than 10 MB.']);
    expect((await addMedia(assets, { path: big, kind: 'sound', maxBytes: 20 * 1024 * 1024 })).key).toMatch(/\.mp3$/);
  });

  it('takes only real MP3 files as page audio', async () => {
    const added = await addMedia(assets, { path: file('Page one.mp3', silentMp3(1)), kind: 'narration' });
    expect(added.key).toMatch(/^media\/[0-9a-f]{32}\.mp3$/);
    const tagged = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), silentMp3(1)]);
    expect((await addMedia(assets, { path: file('tagged.mp3', tagged), kind: 'narration' })).key).toMatch(/\.mp3$/);
    const wav = await refusal(addMedia(assets, { path: file('talk.wav', 'RIFF....WAVE'), kind: 'narration' }));
    expect([wav.code, wav.message]).toEqual(['MEDIA_FORMAT', 'This file type is not supported here. Use: mp3.']);
    const fake = await refusal(addMedia(assets, { path: file('fake.mp3', 'RIFF....WAVE'), kind: 'narration' }));
    expect(fake.code).toBe('MEDIA_FORMAT');
    expect(stored.size).toBe(2);
  });

  it('takes any attachment but an .exe, up to 100 MB', async () => {
    expect((await refusal(addMedia(assets, { path: file('setup.exe', 'MZ'), kind: 'attachment' }))).code).toBe('ATTACHMENT_EXE');
    expect((await addMedia(assets, { path: file('Price list.xlsx', 'cells'), kind: 'attachment' })).name).toBe('Price list.xlsx');
    const huge = file('film.zip', '');
    fs.truncateSync(huge, 100 * 1024 * 1024 + 1);
    const error = await refusal(addMedia(assets, { path: huge, kind: 'attachment' }));
    expect([error.code, error.message]).toEqual(['ATTACHMENT_TOO_LARGE', 'Attachments must be smaller than 100 MB.']);
  });
});
