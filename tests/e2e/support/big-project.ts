import sharp from 'sharp';
import { defaultBookConfig } from '../../../src/shared/domain/book.js';
import type { Page, TocEntry } from '../../../src/shared/domain/page.js';
import { ProjectStore } from '../../../src/main/project/sqlite-store.js';

/**
 * Writes a project file of `pageCount` small pages that all show the same tiny images, and
 * answers their ids in book order. A 1,000-page book in a second or two, where importing
 * one would render a thousand pages: the page commands under test never look at the images.
 * `toc` is the book's table of contents, none unless given.
 */
export async function writeBigProject(file: string, pageCount: number, toc: TocEntry[] = []): Promise<string[]> {
  const image = async (width: number, height: number) =>
    new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: 230, g: 230, b: 240 } } }).webp({ quality: 50 }).toBuffer());
  const renditions = { thumb: 'pages/shared/thumb.webp', normal: 'pages/shared/normal.webp', hd: 'pages/shared/hd.webp' };
  const ids = Array.from({ length: pageCount }, (_, index) => `page-${String(index + 1).padStart(4, '0')}`);
  const pages: Page[] = ids.map((id) => ({ id, width: 60, height: 80, renditions, source: { kind: 'blank' } }));
  const store = ProjectStore.create(file, { book: defaultBookConfig('A thousand pages'), pages, toc });
  try {
    store.putAsset(renditions.thumb, await image(30, 40));
    store.putAsset(renditions.normal, await image(60, 80));
    store.putAsset(renditions.hd, await image(120, 160));
  } finally {
    store.close();
  }
  return ids;
}
