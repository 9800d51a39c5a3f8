import fs from 'node:fs';
import path from 'node:path';
import type { ReaderBookData } from '../../../src/shared/reader/book-data.js';

/** Where the bench serves each book; both come from one static server. */
export const OUR_BOOK_PATH = '/book/index.html';
export const PEER_BOOK_PATH = '/peer/index.html';
const PEER_SCRIPT_PREFIX = '/page-flip/';

/** The published book's data, read from its book.js (`window.__FLIPBOOK_BOOK__ = {...};`). */
export function readPublishedBook(site: string): ReaderBookData {
  const text = fs.readFileSync(path.join(site, 'book.js'), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).trim().replace(/;$/, '')) as ReaderBookData;
}

/** The page images StPageFlip is given: the published `normal` rendition, the very files our reader shows. */
export function peerImageUrls(book: ReaderBookData): string[] {
  return book.pages.map((page) => `/book/${page.normal}`);
}

/** The images of StPageFlip's opening spread: with showCover, the cover alone, as our reader opens. */
export function peerOpeningImages(book: ReaderBookData): string[] {
  return peerImageUrls(book).slice(0, 1);
}

/**
 * A minimal StPageFlip book in its documented image (canvas) mode: the distributed
 * page-flip.browser.js and one `loadFromImages` call, with the settings of its demo, the page
 * size taken from page 1 and the cover shown alone as our reader shows it.
 */
export function peerIndexHtml(book: ReaderBookData): string {
  const first = book.pages[0]!;
  const settings = {
    width: first.width,
    height: first.height,
    size: 'stretch',
    minWidth: 300,
    maxWidth: 1000,
    minHeight: 420,
    maxHeight: 1350,
    maxShadowOpacity: 0.5,
    showCover: true,
    mobileScrollSupport: false,
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${book.title.replace(/[<&]/g, '')} (StPageFlip)</title>
    <style>html, body { margin: 0; background: #333; } #book { margin: 0 auto; }</style>
  </head>
  <body>
    <div id="book"></div>
    <script src="${PEER_SCRIPT_PREFIX}page-flip.browser.js"></script>
    <script>
      const pageFlip = new St.PageFlip(document.getElementById('book'), ${JSON.stringify(settings)});
      pageFlip.loadFromImages(${JSON.stringify(peerImageUrls(book))});
      // For the bench's drags: where the book lies in the canvas, and when a turn has ended.
      window.__pageFlip = pageFlip;
    </script>
  </body>
</html>
`;
}

/** The static server's mounts and pages for both books: our site, StPageFlip's distributed JS, the peer's page. */
export function peerServerLayout(root: string, site: string): { mounts: Record<string, string>; pages: Record<string, string> } {
  return {
    mounts: { '/book/': site, [PEER_SCRIPT_PREFIX]: path.join(root, 'node_modules', 'page-flip', 'dist', 'js') },
    pages: { [PEER_BOOK_PATH]: peerIndexHtml(readPublishedBook(site)) },
  };
}
