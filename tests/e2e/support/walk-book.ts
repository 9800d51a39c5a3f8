import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createFakeProject, pageColor, type FakeProject } from '../../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../../src/main/publish/testing/test-context.js';
import { TOOLBAR_BUTTONS } from '../../../src/reader/settings.js';
import { silentWav } from './silent-wav.js';

/** The files the walk's book stores, by media key: pictures, music and a video. */
export const WALK_MEDIA = {
  logo: 'media/10000000000000000000000000000001.png',
  background: 'media/10000000000000000000000000000002.png',
  loading: 'media/10000000000000000000000000000003.png',
  code: 'media/10000000000000000000000000000004.png',
  music: 'media/10000000000000000000000000000005.wav',
  video: 'media/10000000000000000000000000000006.webm',
} as const;

/**
 * The walk's base book: every toolbar button on and each feature given what it needs to
 * show (a logo, a background, music, contacts, bookmarks, a video, links, text), so that a
 * setting which depends on another (the logo's link on the logo, the shop's address on the
 * shop button) has something to change. Each probe changes one key of this.
 */
export function walkBaseSettings(): Record<string, unknown> {
  return {
    ...Object.fromEntries(TOOLBAR_BUTTONS.map((id) => [`button.${id}`, true])),
    logoImage: WALK_MEDIA.logo,
    logoUrl: 'https://example.org/',
    backgroundImage: WALK_MEDIA.background,
    backgroundSound: WALK_MEDIA.music,
    loadingImage: WALK_MEDIA.loading,
    homeUrl: 'https://example.org/home',
    shoppingUrl: 'https://shop.example.org/book',
    reportUrl: 'mailto:desk@example.org',
    coverBorderWidth: 2,
    phone: true,
    phoneNumbers: [{ label: 'Desk', number: '5550100' }],
    about: { title: 'Harbour Press', email: 'desk@example.org', tel: '', url: '', address: '', description: '' },
    downloads: [{ title: 'Guide', url: 'https://example.org/guide.pdf' }],
    languages: ['en', 'fr'],
    bookmarks: [{ caption: 'Start', page: 3, background: '0xe4572e', fontColour: '0xffffff', side: 'right', texture: 'none' }],
    pageMedia: {
      p2: [
        { id: 'link', kind: 'link', x: 0.1, y: 0.6, w: 0.5, h: 0.2, url: 'https://example.org/page-link' },
        { id: 'film', kind: 'video', x: 0.1, y: 0.1, w: 0.5, h: 0.3, src: WALK_MEDIA.video, title: 'Film' },
      ],
    },
  };
}

const PAGE_COUNT = 8;

/**
 * Makes the walk's project: letter-shaped pages with a line of text each, a TOC, its media
 * files, and a first page that came from a PDF in `dir` (for the original-PDF download).
 */
export async function createWalkProject(dir: string): Promise<FakeProject> {
  const pages = Array.from({ length: PAGE_COUNT }, (_, i) => ({
    width: 216,
    height: 279,
    color: pageColor(i + 1),
    text: { version: 1 as const, items: [{ text: `Lantern ${i + 1}`, x: 0.1, y: 0.1, width: 0.5, height: 0.05 }] },
  }));
  const project = await createFakeProject({ title: 'Walk', pages, toc: [{ title: 'Start', page: 1, children: [] }, { title: 'Middle', page: 4, children: [] }] });
  const picture = async (colour: { r: number; g: number; b: number }) => new Uint8Array(await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } }).png().toBuffer());
  project.assets.put(WALK_MEDIA.logo, await picture({ r: 200, g: 30, b: 30 }));
  project.assets.put(WALK_MEDIA.background, await picture({ r: 30, g: 200, b: 30 }));
  project.assets.put(WALK_MEDIA.loading, await picture({ r: 30, g: 30, b: 200 }));
  project.assets.put(WALK_MEDIA.code, await picture({ r: 200, g: 200, b: 30 }));
  project.assets.put(WALK_MEDIA.music, new Uint8Array(silentWav()));
  // Not a playable film: the walk looks at what the reader builds for it, not at the picture.
  project.assets.put(WALK_MEDIA.video, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]));
  const original = path.join(dir, 'walk-source.pdf');
  fs.writeFileSync(original, '%PDF-1.4\n%%EOF\n');
  const [first, second, ...rest] = project.snapshot().pages;
  if (first === undefined || second === undefined) throw new Error('the walk book has too few pages');
  // Page 2 has a link from its PDF, which the link target setting opens in this window or another.
  const link = { x: 0.1, y: 0.8, width: 0.4, height: 0.1, target: { kind: 'url' as const, url: 'https://example.org/pdf-link' } };
  project.replacePages([{ ...first, source: { kind: 'pdf', file: original, pageNumber: 1 } }, { ...second, links: [link] }, ...rest], project.snapshot().toc);
  return project;
}

/**
 * Publishes the project with these settings into `dir`, through the same code a user's
 * publish runs (index.html, book.js, scene and template files, media files).
 */
export async function publishWalkBook(project: FakeProject, readerAssetsDir: string, dir: string, settings: Record<string, unknown>): Promise<string> {
  project.updateBook({ title: 'Walk', description: '', keywords: '', settings });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  await createPublishTestEngine({ project, readerAssetsDir }).publish(dir);
  return dir;
}
