import { describe, expect, it } from 'vitest';
import type { PageLink } from '../../../../shared/domain/page-content.js';
import type { Page } from '../../../../shared/domain/page.js';
import { retargetLinks } from './retarget-links.js';

const toPage = (page: number): PageLink => ({ x: 0, y: 0, width: 0.5, height: 0.5, target: { kind: 'page', page } });
const toUrl: PageLink = { x: 0, y: 0, width: 0.5, height: 0.5, target: { kind: 'url', url: 'https://example.com/' } };

function pdfPage(id: string, pageNumber: number, links?: PageLink[], part?: 'left' | 'right', file = '/book.pdf'): Page {
  return {
    id,
    width: 100,
    height: 100,
    renditions: { thumb: `pages/${id}/t.webp`, normal: `pages/${id}/n.webp`, hd: `pages/${id}/h.webp` },
    source: { kind: 'pdf', file, pageNumber, ...(part ? { part } : {}) },
    ...(links ? { links } : {}),
  };
}

describe('retargetLinks', () => {
  it('sends links to where their PDF page landed after a page range, and drops links to pages left out', () => {
    // Pages 3 to 5 of a PDF were imported: PDF page 4 is book page 2.
    const pages = [pdfPage('a', 3, [toPage(4), toPage(1), toUrl]), pdfPage('b', 4), pdfPage('c', 5, [toPage(3)])];
    const out = retargetLinks(pages);
    expect(out[0]?.links?.map((link) => link.target)).toEqual([{ kind: 'page', page: 2 }, toUrl.target]);
    expect(out[2]?.links?.map((link) => link.target)).toEqual([{ kind: 'page', page: 1 }]);
  });

  it('sends a link to a cut page to its first half', () => {
    const pages = [pdfPage('a', 1, [toPage(2)]), pdfPage('b', 2, undefined, 'left'), pdfPage('c', 2, undefined, 'right')];
    expect(retargetLinks(pages)[0]?.links?.[0]?.target).toEqual({ kind: 'page', page: 2 });
  });

  it('keeps each PDF of a merge linking into its own pages', () => {
    const pages = [pdfPage('a', 1, [toPage(2)], undefined, '/one.pdf'), pdfPage('b', 2, [], undefined, '/one.pdf'), pdfPage('c', 1, [toPage(2)], undefined, '/two.pdf'), pdfPage('d', 2, [], undefined, '/two.pdf')];
    const out = retargetLinks(pages);
    expect(out[0]?.links?.[0]?.target).toEqual({ kind: 'page', page: 2 });
    expect(out[2]?.links?.[0]?.target).toEqual({ kind: 'page', page: 4 });
  });

  it('removes the links field from a page whose every link led out of the book', () => {
    const out = retargetLinks([pdfPage('a', 1, [toPage(9)])]);
    expect(out[0]).not.toHaveProperty('links');
  });
});
