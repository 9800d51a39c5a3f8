import sharp from 'sharp';
import { newProjectDocument } from '../../../src/main/project/project-document.js';
import { ProjectStore } from '../../../src/main/project/sqlite-store.js';
import type { Page } from '../../../src/shared/domain/page.js';

/**
 * Writes a project of `count` blank pages straight through the project store, in about a
 * second: importing 1,000 pages takes minutes, and a test of the editor's lists needs only
 * the page list. Every page names the same three small images; each is its own page.
 */
export async function bigProject(file: string, count: number): Promise<void> {
  const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } }).webp().toBuffer();
  const [thumb, normal] = await Promise.all([image(75, 96), image(450, 576)]);
  const document = newProjectDocument('A big book');
  const renditions = { thumb: 'pages/shared/thumb.webp', normal: 'pages/shared/normal.webp', hd: 'pages/shared/hd.webp' };
  document.pages = Array.from({ length: count }, (_, index): Page => ({ id: `p${index + 1}`, width: 612, height: 792, renditions, source: { kind: 'blank' } }));
  const store = ProjectStore.create(file, document);
  try {
    store.transaction(() => {
      store.putAsset(renditions.thumb, thumb);
      store.putAsset(renditions.normal, normal);
      store.putAsset(renditions.hd, normal);
    });
  } finally {
    store.close();
  }
}
