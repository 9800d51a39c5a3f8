import { describe, expect, it } from 'vitest';
import type { Page } from '../../../shared/domain/page.js';
import { offsetLinks, offsetToc } from './offset-pages.js';

const page: Page = {
  id: 'p1',
  width: 100,
  height: 100,
  renditions: { thumb: 'pages/p1/thumb.webp', normal: 'pages/p1/normal.webp', hd: 'pages/p1/hd.webp' },
  source: { kind: 'pdf', file: '/b.pdf', pageNumber: 1 },
  links: [
    { x: 0, y: 0, width: 0.5, height: 0.1, target: { kind: 'page', page: 3 } },
    { x: 0, y: 0.5, width: 0.5, height: 0.1, target: { kind: 'url', url: 'https://example.org/' } },
  ],
};

describe('offsetting a merged file', () => {
  it('moves internal links on by the pages before the file and leaves URLs alone', () => {
    expect(offsetLinks(page, 14).links?.map((link) => link.target)).toEqual([
      { kind: 'page', page: 17 },
      { kind: 'url', url: 'https://example.org/' },
    ]);
  });

  it('moves nested table-of-contents entries on too', () => {
    expect(offsetToc([{ title: 'A', page: 1, children: [{ title: 'B', page: 2, children: [] }] }], 10)).toEqual([
      { title: 'A', page: 11, children: [{ title: 'B', page: 12, children: [] }] },
    ]);
  });
});
