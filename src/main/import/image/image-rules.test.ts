import fs from 'node:fs';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../shared/limits.js';
import { appErrorOf } from '../testing/expect-app-error.js';
import { makeImportWorld, type ImportWorld } from '../testing/import-world.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: '#2a6f97' } }).png().toBuffer();
}

/** Writes a small PNG, padded past the end of its image data to `bytes` when asked. */
async function writePng(relative: string, bytes = 0): Promise<string> {
  const file = world.scratch(relative);
  fs.mkdirSync(world.scratch(relative, '..'), { recursive: true });
  const png = await smallPng();
  fs.writeFileSync(file, bytes > png.length ? Buffer.concat([png, Buffer.alloc(bytes - png.length)]) : png);
  return file;
}

const OVER_LIMIT = MAX_IMAGE_BYTES + 1024;

function pageFiles(result: { project: { pages: { source: { kind: string; file?: string } }[] } }): string[] {
  return result.project.pages.map((page) => page.source.file ?? '');
}

describe('image.import input lists', () => {
  it('takes a folder as input: its images in natural order, other files and sub-folders passed over', async () => {
    const files = await Promise.all(['scan10.png', 'scan9.png', 'Scan1.PNG'].map((name) => writePng(`book/${name}`)));
    fs.writeFileSync(world.scratch('book', 'notes.txt'), 'not a page');
    await writePng('book/inner/deep.png');
    const result = await world.client.call('image.import', { paths: [world.scratch('book')] });
    expect(pageFiles(result)).toEqual([files[2], files[1], files[0]]);
  });

  it('orders files and folders together by natural file name across the whole list', async () => {
    const inFolder = await writePng('folder/page2.png');
    const loose = [await writePng('page10.png'), await writePng('page1.png')];
    const result = await world.client.call('image.import', { paths: [loose[0] as string, world.scratch('folder'), loose[1] as string] });
    expect(pageFiles(result)).toEqual([loose[1], inFolder, loose[0]]);
  });

  it('refuses a list where only some files are images, naming them, and imports nothing', async () => {
    const before = (await world.client.call('image.import', { paths: [await writePng('seed.png')] })).project;
    const good = await writePng('a.png');
    const text = world.scratch('b.docx');
    fs.writeFileSync(text, 'not an image');
    const error = await appErrorOf(world.client.call('image.import', { paths: [good, text] }));
    expect(error.code).toBe('IMAGE_FORMAT_SOME');
    expect(error.message).toBe('The file format of some images is incorrect!');
    expect(error.detail).toContain('b.docx');
    expect(world.engine.context.session.require().snapshot().pages).toEqual(before.pages);
  });

  it('says only JPG/JPEG/PNG/BMP are supported when no file in the list is one', async () => {
    const text = world.scratch('readme.txt');
    fs.writeFileSync(text, 'words');
    const error = await appErrorOf(world.client.call('image.import', { paths: [text] }));
    expect(error.code).toBe('IMAGE_FORMAT');
    expect(error.message).toBe('Only support JPG/JPEG/PNG/BMP format!');
  });
});

describe('image.import large images', () => {
  it('asks by default: refuses with the count and the limit, names the files, and imports nothing', async () => {
    const files = [await writePng('1.png'), await writePng('2.png', OVER_LIMIT), await writePng('3.png', OVER_LIMIT)];
    const error = await appErrorOf(world.client.call('image.import', { paths: files }));
    expect(error.code).toBe('LARGE_IMAGES');
    expect(error.message).toBe('2 images are larger than 10 MB. Continue with them, or skip large images?');
    expect(error.detail).toBe('2.png, 3.png');
    expect(world.progress).toEqual([]);
    expect(world.engine.context.session.current()).toBeNull();
  });

  it('imports large images too when told to include them', async () => {
    const files = [await writePng('1.png'), await writePng('2.png', OVER_LIMIT)];
    const result = await world.client.call('image.import', { paths: files, largeImages: 'include' });
    expect(pageFiles(result)).toEqual(files);
    expect(result.skippedFiles).toBeUndefined();
  });

  it('leaves large images out when told to skip them, and says which', async () => {
    const files = [await writePng('1.png'), await writePng('2.png', OVER_LIMIT), await writePng('3.png')];
    const result = await world.client.call('image.import', { paths: files, largeImages: 'skip' });
    expect(pageFiles(result)).toEqual([files[0], files[2]]);
    expect(result.skippedFiles).toEqual([files[1]]);
  });

  it('does not empty the book when skipping would leave no image at all', async () => {
    const error = await appErrorOf(world.client.call('image.import', { paths: [await writePng('huge.png', OVER_LIMIT)], largeImages: 'skip' }));
    expect(error.code).toBe('LARGE_IMAGES');
  });
});

describe('image.import hostile images', () => {
  it('refuses a small file that declares an enormous image (a decompression bomb)', async () => {
    const png = Buffer.from(await smallPng());
    // IHDR's width and height sit at bytes 16-23; its CRC covers bytes 12-28.
    png.writeUInt32BE(30000, 16);
    png.writeUInt32BE(30000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    const file = world.scratch('bomb.png');
    fs.writeFileSync(file, png);
    const error = await appErrorOf(world.client.call('image.import', { paths: [file] }));
    expect(error.code).toBe('IMAGE_CONVERSION_FAILED');
    expect(error.detail).toContain('bomb.png');
  });
});

describe('image.import page allowance', () => {
  it('refuses more images than the trial allows before converting any', async () => {
    world.engine.context.editionPolicy = { maxPages: 12, watermark: true };
    const files = await Promise.all(Array.from({ length: 13 }, (_, i) => writePng(`p${i}.png`)));
    const error = await appErrorOf(world.client.call('image.import', { paths: files }));
    expect(error.code).toBe('TRIAL_PAGE_LIMIT');
    expect(world.progress).toEqual([]);
  });
});
