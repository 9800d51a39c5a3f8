import { afterEach, describe, expect, it } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PageLinkSchema } from '../../../../shared/domain/page-content.js';
import { corpusFile } from '../../testing/import-world.js';
import { extractPageLinks, safeLinkUrl } from './page-links.js';
import { linkedPdf, type LinkedPdfLink } from './testing/linked-pdf.js';
import { openTestPdf, testPage } from './testing/open-test-pdf.js';

const opened: PDFDocumentProxy[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((doc) => doc.destroy()));
});

async function linksOf(source: string | Uint8Array, pageNumber = 1) {
  const doc = await openTestPdf(source);
  opened.push(doc);
  const { page, viewport } = await testPage(doc, pageNumber);
  return extractPageLinks(doc, page, pageNumber, viewport);
}

const PAGE = { width: 600, height: 800 };
const BLANK = { ...PAGE };

describe('extractPageLinks', () => {
  it('resolves explicit, named and GoTo destinations to 1-based pages, with boxes as fractions from the top left', async () => {
    const links: LinkedPdfLink[] = [
      { rect: [60, 700, 180, 720], to: { page: 3 } },
      { rect: [60, 600, 180, 620], to: { named: 'chapter-two', page: 2 } },
      { rect: [60, 500, 180, 520], to: { goto: 4 } },
    ];
    const pdf = linkedPdf([{ ...PAGE, links }, BLANK, BLANK, BLANK]);
    expect(await linksOf(pdf)).toEqual([
      { x: 0.1, y: 0.1, width: 0.2, height: 0.025, target: { kind: 'page', page: 3 } },
      { x: 0.1, y: 0.225, width: 0.2, height: 0.025, target: { kind: 'page', page: 2 } },
      { x: 0.1, y: 0.35, width: 0.2, height: 0.025, target: { kind: 'page', page: 4 } },
    ]);
  });

  it('keeps http, https, mailto and tel links in any letter case, and drops every other scheme', async () => {
    const uris = [
      'https://example.com/a?b=c',
      'HTTP://EXAMPLE.COM/',
      'mailto:author@example.com',
      'tel:+1-555-0100',
      'javascript:app.alert(1)',
      'JavaScript:void(0)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      '../relative/page.html',
      `https://example.com/${'x'.repeat(2000)}`,
    ];
    const links = uris.map((uri, i): LinkedPdfLink => ({ rect: [10, 10 + i * 20, 100, 25 + i * 20], to: { uri } }));
    const kept = await linksOf(linkedPdf([{ ...PAGE, links }]));
    expect(kept.map((link) => link.target)).toEqual([
      { kind: 'url', url: 'https://example.com/a?b=c' },
      // pdf.js hands over a safe URL in its normalised form.
      { kind: 'url', url: 'http://example.com/' },
      { kind: 'url', url: 'mailto:author@example.com' },
      { kind: 'url', url: 'tel:+1-555-0100' },
    ]);
    for (const link of kept) expect(PageLinkSchema.parse(link)).toEqual(link);
  });

  it('drops a link to a destination that does not exist and keeps the page its other links', async () => {
    const links: LinkedPdfLink[] = [
      { rect: [10, 10, 50, 50], to: { named: 'real', page: 2 } },
      { rect: [10, 60, 50, 90], to: { uri: 'https://example.com/' } },
    ];
    const pdf = new TextDecoder('latin1').decode(linkedPdf([{ ...PAGE, links }, BLANK]));
    // Point the first link at a name the document never defines.
    const broken = new TextEncoder().encode(pdf.replace('/Dest (real)', '/Dest (nowhere)'));
    expect((await linksOf(broken)).map((link) => link.target)).toEqual([{ kind: 'url', url: 'https://example.com/' }]);
  });

  it('turns the navigation actions into links to the next, previous, first and last pages', async () => {
    const actions = ['NextPage', 'PrevPage', 'FirstPage', 'LastPage'] as const;
    const links = actions.map((action, i): LinkedPdfLink => ({ rect: [10, 10 + i * 40, 50, 40 + i * 40], to: { action } }));
    const pdf = linkedPdf([BLANK, { ...PAGE, links }, BLANK, BLANK, BLANK]);
    expect((await linksOf(pdf, 2)).map((link) => link.target)).toEqual([
      { kind: 'page', page: 3 },
      { kind: 'page', page: 1 },
      { kind: 'page', page: 1 },
      { kind: 'page', page: 5 },
    ]);
  });

  it('places links on a rotated page where the rendered page shows them', async () => {
    // A 600 × 800 page turned 90° clockwise is shown 800 wide and 600 tall; its bottom-left
    // corner ends up at the top left.
    const pdf = linkedPdf([{ ...PAGE, rotate: 90, links: [{ rect: [0, 0, 60, 80], to: { uri: 'https://example.com/' } }] }]);
    const [link] = await linksOf(pdf);
    expect(link).toMatchObject({ x: 0, y: 0, width: 0.1, height: 0.1 });
  });

  it('clamps a link reaching off the page to the page, and drops one wholly off it', async () => {
    const links: LinkedPdfLink[] = [
      { rect: [540, 760, 700, 900], to: { page: 1 } },
      { rect: [700, 900, 800, 1000], to: { page: 1 } },
    ];
    expect(await linksOf(linkedPdf([{ ...PAGE, links }]))).toEqual([{ x: 0.9, y: 0, width: 0.1, height: 0.05, target: { kind: 'page', page: 1 } }]);
  });

  it('reads the URL links of a real web page printed to PDF', async () => {
    const links = await linksOf(corpusFile('pdfjs', 'pdfjs_wikipedia.pdf'));
    expect(links.length).toBeGreaterThan(5);
    expect(links[0]?.target).toEqual({ kind: 'url', url: 'https://en.wikipedia.org/wiki/File:Pdf-js_logo.svg' });
    for (const link of links) expect(PageLinkSchema.safeParse(link).success).toBe(true);
  });

  it('follows a named destination of a real file to its page', async () => {
    expect(await linksOf(corpusFile('pdfjs', 'issue6204.pdf'))).toEqual([
      expect.objectContaining({ target: { kind: 'page', page: 2 } }),
    ]);
  });

  it('drops a file: link of a real file', async () => {
    expect(await linksOf(corpusFile('pdfjs', 'file_url_link.pdf'))).toEqual([]);
  });
});

describe('safeLinkUrl', () => {
  it('refuses URLs carrying control characters, and trims surrounding spaces', () => {
    expect(safeLinkUrl('https://exa\u0000mple.com')).toBeNull();
    expect(safeLinkUrl('https://example.com/\nx')).toBeNull();
    expect(safeLinkUrl('  https://example.com/  ')).toBe('https://example.com/');
    expect(safeLinkUrl(' javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl(42)).toBeNull();
  });
});
