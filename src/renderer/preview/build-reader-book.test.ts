import { describe, expect, it } from 'vitest';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { buildReaderBook, previewBookKeys } from './build-reader-book.js';
import { previewTargetOrigin } from './preview-target.js';

function project(overrides: Partial<ProjectSnapshot> = {}): ProjectSnapshot {
  return {
    id: 'p1',
    path: null,
    dirty: false,
    revision: 3,
    book: { title: 'Trace', description: 'About tracing', keywords: 'jit', settings: { flipTime: 0.6 } },
    toc: [{ title: 'Intro', page: 1, children: [] }],
    pages: [
      { id: 'a', width: 600, height: 800, renditions: { thumb: 'pages/a/thumb.webp', normal: 'pages/a/normal.webp', hd: 'pages/a/hd.webp' }, source: { kind: 'pdf', file: 'x.pdf', pageNumber: 1 } },
      { id: 'b', width: 800, height: 600, renditions: { thumb: 'pages/b/thumb.webp', normal: 'pages/b/normal.webp', hd: 'pages/b/hd.webp' }, source: { kind: 'blank' } },
    ],
    ...overrides,
  };
}

const assetUrl = (key: string) => `/assets/${key}?token=t`;

describe('the preview book', () => {
  it('gives the reader every page with its own size and host URLs for each rendition', () => {
    const book = buildReaderBook(project(), assetUrl);
    expect(book.version).toBe(1);
    expect(book.title).toBe('Trace');
    expect(book.pages).toEqual([
      { id: 'a', width: 600, height: 800, thumb: '/assets/pages/a/thumb.webp?token=t', normal: '/assets/pages/a/normal.webp?token=t', hd: '/assets/pages/a/hd.webp?token=t' },
      { id: 'b', width: 800, height: 600, thumb: '/assets/pages/b/thumb.webp?token=t', normal: '/assets/pages/b/normal.webp?token=t', hd: '/assets/pages/b/hd.webp?token=t' },
    ]);
    expect(book.toc).toEqual([{ title: 'Intro', page: 1, children: [] }]);
    expect(book.settings).toEqual({ flipTime: 0.6 });
  });

  it('maps every file the book names to a host URL, and reloads once when a new file is named', () => {
    const logo = 'media/0123456789abcdef0123456789abcdef.png';
    const before = project();
    const withLogo = project({ book: { ...before.book, settings: { logoImage: logo } } });
    expect(buildReaderBook(before, assetUrl).media).toBeUndefined();
    expect(buildReaderBook(withLogo, assetUrl).media).toEqual({ [logo]: `/assets/${logo}?token=t` });
    expect(previewBookKeys(withLogo).rest).not.toBe(previewBookKeys(before).rest);
  });

  it('does not reload the whole book when only the title changes', () => {
    const before = project();
    const retitled = project({ book: { ...before.book, title: 'New title' }, revision: 4, dirty: true });
    expect(previewBookKeys(retitled)).toEqual(previewBookKeys(before));
  });

  it('does not reload the whole book when only a setting changes', () => {
    const before = project();
    const edited = project({ book: { ...before.book, settings: { flipTime: 1, backgroundColourA: '0x112233' } } });
    expect(previewBookKeys(edited)).toEqual(previewBookKeys(before));
  });

  it('reloads the book when its pages change, and tells a change of the page order alone from other changes', () => {
    const before = project();
    const fewer = project({ pages: before.pages.slice(0, 1) });
    expect(previewBookKeys(fewer).pages).not.toBe(previewBookKeys(before).pages);
    expect(previewBookKeys(fewer).rest).toBe(previewBookKeys(before).rest);
    const reordered = project({ pages: [...before.pages].reverse() });
    expect(previewBookKeys(reordered).pages).not.toBe(previewBookKeys(before).pages);
    const newToc = project({ toc: [{ title: 'Start', page: 2, children: [] }] });
    expect(previewBookKeys(newToc).rest).not.toBe(previewBookKeys(before).rest);
    expect(previewBookKeys(newToc).pages).toBe(previewBookKeys(before).pages);
  });

  it('sends preview messages only to the reader origin, or to any origin for an opaque custom scheme', () => {
    expect(previewTargetOrigin('/reader/index.html', 'http://127.0.0.1:4000/?x=1')).toBe('http://127.0.0.1:4000');
    expect(previewTargetOrigin('app://reader/index.html', 'app://editor/index.html')).toMatch(/^(app:\/\/reader|\*)$/);
  });
});
