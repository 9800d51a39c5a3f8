import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/errors/app-error.js';
import { MAX_IMAGE_BYTES } from '../../src/shared/limits.js';
import { corpusFile, makeImportWorld, type ImportWorld } from '../../src/main/import/testing/import-world.js';
import { CORPUS_WORLD, expectImportsOrFailsCleanly, FILE_TIMEOUT_MS } from './corpus-import.js';

let world: ImportWorld;
beforeAll(() => {
  world = makeImportWorld(CORPUS_WORLD);
});
afterAll(() => world.cleanup());

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** CRC-32 as PNG chunks use it (ISO 3309). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims width × height RGB pixels: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
}

describe('broken input', () => {
  it('refuses a zero-byte PDF as not a PDF', async () => {
    const file = world.scratch('empty.pdf');
    fs.writeFileSync(file, '');
    expect((await failureOf(world.client.call('pdf.import', { path: file }))).code).toBe('INCORRECT_FILE_FORMAT');
  });

  it('refuses a PNG renamed to .pdf as not a PDF', async () => {
    const file = world.scratch('picture.pdf');
    fs.writeFileSync(file, await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer());
    expect((await failureOf(world.client.call('pdf.import', { path: file }))).code).toBe('INCORRECT_FILE_FORMAT');
  });

  it.each([0.1, 0.5, 0.9])('imports a PDF cut off at %s of its length, or fails with a typed error', { timeout: FILE_TIMEOUT_MS }, async (share) => {
    const whole = fs.readFileSync(corpusFile('books', 'tracemonkey.pdf'));
    const file = world.scratch(`truncated-${share}.pdf`);
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length * share)));
    await expectImportsOrFailsCleanly(world, { name: `tracemonkey cut at ${share}`, file });
  });

  it('asks before importing an image over the size limit, and skips it on request', { timeout: FILE_TIMEOUT_MS }, async () => {
    const file = world.scratch('large.png');
    // Noise does not compress, so 2,000 × 2,000 RGB pixels make a PNG of about 12 MB.
    const noise = Buffer.alloc(2000 * 2000 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    fs.writeFileSync(file, await sharp(noise, { raw: { width: 2000, height: 2000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer());
    expect(fs.statSync(file).size).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect((await failureOf(world.client.call('image.import', { paths: [file] }))).code).toBe('LARGE_IMAGES');
    const small = world.scratch('small.png');
    fs.writeFileSync(small, await sharp({ create: { width: 30, height: 40, channels: 3, background: '#888' } }).png().toBuffer());
    const result = await world.client.call('image.import', { paths: [file, small], largeImages: 'skip' });
    expect(result.importedPages).toBe(1);
  });

  it('refuses an image claiming too many pixels (a decompression bomb) with a typed error', { timeout: FILE_TIMEOUT_MS }, async () => {
    const file = world.scratch('bomb.png');
    fs.writeFileSync(file, pngClaiming(50_000, 50_000));
    const error = await failureOf(world.client.call('image.import', { paths: [file], largeImages: 'include' }));
    expect(['IMAGE_CONVERSION_FAILED', 'IMAGE_FORMAT']).toContain(error.code);
  });
});
