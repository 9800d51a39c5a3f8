import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBmp } from '../testing/bmp-writer.js';
import { appErrorOf } from '../testing/expect-app-error.js';
import { makeImportWorld, type ImportWorld } from '../testing/import-world.js';
import { naturalFileOrder } from './natural-order.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

async function writeImage(name: string, width: number, height: number, format: 'png' | 'jpeg'): Promise<string> {
  const file = world.scratch(name);
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  await (format === 'png' ? image.png() : image.jpeg()).toFile(file);
  return file;
}

describe('image.import', () => {
  it('imports images in natural file-name order, one page each with three renditions', async () => {
    const files = [
      await writeImage('img10.png', 100, 70, 'png'),
      await writeImage('img2.jpg', 100, 60, 'jpeg'),
      await writeImage('img1.jpeg', 100, 50, 'jpeg'),
    ];
    const { importedPages, project } = await world.client.call('image.import', { paths: files });
    expect(importedPages).toBe(3);
    expect(project.pages.map((page) => page.source)).toEqual(
      ['img1.jpeg', 'img2.jpg', 'img10.png'].map((name) => ({ kind: 'image', file: world.scratch(name) })),
    );
    // Small images are never enlarged, so each page keeps its own size.
    expect(project.pages.map((page) => [page.width, page.height])).toEqual([
      [100, 50],
      [100, 60],
      [100, 70],
    ]);
    for (const page of project.pages) {
      for (const key of Object.values(page.renditions)) {
        const meta = await sharp(world.engine.readAsset(key) as Uint8Array).metadata();
        expect(meta.format).toBe('webp');
      }
    }
    expect(world.progress.map((event) => event.page)).toEqual([1, 2, 3]);
  });

  it('scales a large image down to each rendition size, keeping its shape', async () => {
    const file = await writeImage('poster.png', 3000, 1500, 'png');
    const { project } = await world.client.call('image.import', { paths: [file] });
    const page = project.pages[0];
    expect(page).toMatchObject({ width: 1400, height: 700 });
    const thumb = await sharp(world.engine.readAsset(page?.renditions.thumb ?? '') as Uint8Array).metadata();
    const hd = await sharp(world.engine.readAsset(page?.renditions.hd ?? '') as Uint8Array).metadata();
    expect([thumb.width, thumb.height]).toEqual([240, 120]);
    expect([hd.width, hd.height]).toEqual([2400, 1200]);
  });

  it('turns a photo upright according to its EXIF orientation', async () => {
    const file = world.scratch('sideways.jpg');
    // Stored 200 wide and 100 high, marked "rotate 90° clockwise to display".
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(file);
    const { project } = await world.client.call('image.import', { paths: [file] });
    expect(project.pages[0]).toMatchObject({ width: 100, height: 200 });
  });

  it('imports an uncompressed BMP', async () => {
    const file = world.scratch('scan.bmp');
    fs.writeFileSync(file, writeBmp(30, 20, (x, y) => [x * 8, y * 12, 100, 255], '24'));
    const { project } = await world.client.call('image.import', { paths: [file] });
    expect(project.pages[0]).toMatchObject({ width: 30, height: 20, source: { kind: 'image', file } });
  });

  it('refuses a GIF with the supported-formats message before converting anything', async () => {
    const gif = world.scratch('b.gif');
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toFile(gif);
    const error = await appErrorOf(world.client.call('image.import', { paths: [gif] }));
    expect(error.code).toBe('IMAGE_FORMAT');
    expect(error.message).toBe('Only support JPG/JPEG/PNG/BMP format!');
    expect(world.progress).toEqual([]);
    expect(world.engine.context.session.current()).toBeNull();
  });

  it('refuses a folder with no image in it, rather than make a book of no pages', async () => {
    const folder = world.scratch('notes');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'readme.txt'), 'no pictures here');
    const error = await appErrorOf(world.client.call('image.import', { paths: [folder] }));
    expect(error.code).toBe('IMAGE_FORMAT');
    expect(world.progress).toEqual([]);
    expect(world.engine.context.session.current()).toBeNull();
  });

  it('refuses a file named .png whose content is not an image', async () => {
    const file = world.scratch('fake.png');
    fs.writeFileSync(file, 'just some text');
    expect((await appErrorOf(world.client.call('image.import', { paths: [file] }))).code).toBe('IMAGE_FORMAT');
  });

  it('fails with IMAGE_CONVERSION_FAILED for a broken image and leaves earlier pages untouched', async () => {
    const seed = await writeImage('seed.png', 40, 40, 'png');
    const before = (await world.client.call('image.import', { paths: [seed] })).project;
    const good = await writeImage('1.png', 50, 50, 'png');
    const broken = world.scratch('2.jpg');
    fs.writeFileSync(broken, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]));
    const error = await appErrorOf(world.client.call('image.import', { paths: [good, broken] }));
    expect(error.code).toBe('IMAGE_CONVERSION_FAILED');
    const after = world.engine.context.session.require().snapshot();
    expect(after.pages).toEqual(before.pages);
  });
});

describe('natural file order', () => {
  it('compares digit runs as numbers and ignores case', () => {
    expect(naturalFileOrder(['/x/Page10.png', '/x/page9.png', '/x/page1.png', '/y/page2.png'])).toEqual([
      '/x/page1.png',
      '/y/page2.png',
      '/x/page9.png',
      '/x/Page10.png',
    ]);
  });
});
