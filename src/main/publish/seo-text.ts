import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReaderTextRun } from '../../shared/reader/book-data.js';
import { pageFilePath } from './book-script.js';
import { escapeHtml } from './index-html.js';

/** The text version's entry page, relative to the book's index.html. */
export const SEO_TEXT_INDEX = 'text/index.html';

/** Where page n's text page goes, relative to the book's index.html. */
export function seoTextPagePath(page: number): string {
  return `text/page-${page}.html`;
}

/** What the text version shows around the pages' own text. */
export interface SeoTextBook {
  title: string;
  description: string;
  keywords: string;
  /** Each page's text runs, null for a page without text (as collectTextLayers gives them). */
  pages: readonly (readonly ReaderTextRun[] | null)[];
}

/**
 * Runs whose tops are this close (as a fraction of the page height) sit on one line. Half a
 * typical body-text line height keeps sub- and superscripts with their line.
 */
const SAME_LINE = 0.006;

/** A page's runs as lines of text in reading order: top to bottom, then left to right. */
export function pageLines(runs: readonly ReaderTextRun[]): string[] {
  const sorted = [...runs].sort((a, b) => (Math.abs(a[2] - b[2]) <= SAME_LINE ? a[1] - b[1] : a[2] - b[2]));
  const lines: { y: number; parts: string[] }[] = [];
  for (const [text, , y] of sorted) {
    const last = lines.at(-1);
    if (last !== undefined && Math.abs(last.y - y) <= SAME_LINE) last.parts.push(text);
    else lines.push({ y, parts: [text] });
  }
  return lines.map((line) => line.parts.join(' ').replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
}

function document(head: { title: string; description: string; keywords: string }, body: string): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<meta name="keywords" content="${escapeHtml(head.keywords)}">
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * One indexable page per book page: its text as paragraphs, a link to that page in the
 * flipbook, and links to its neighbours. Every text from the PDF is HTML-escaped; these
 * pages carry no script at all.
 */
export function renderSeoTextPage(book: SeoTextBook, page: number): string {
  const total = book.pages.length;
  const lines = pageLines(book.pages[page - 1] ?? []);
  const text = lines.length === 0 ? '<p>(This page has no text.)</p>' : lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const nav = [
    page > 1 ? `<a href="page-${page - 1}.html" rel="prev">Previous page</a>` : '',
    `<a href="index.html">Contents</a>`,
    page < total ? `<a href="page-${page + 1}.html" rel="next">Next page</a>` : '',
  ].filter((link) => link !== '');
  const body = `<header><p><a href="../index.html#page=${page}">Open page ${page} in the flipbook</a></p></header>
<main>
<h1>${escapeHtml(book.title)}: page ${page} of ${total}</h1>
<img src="../${pageFilePath(page, 'thumb')}" alt="Page ${page}" loading="lazy">
${text}
</main>
<nav>${nav.join(' | ')}</nav>`;
  const summary = lines.join(' ').slice(0, 300);
  return document(
    { title: `${book.title} - page ${page}`, description: summary === '' ? book.description : summary, keywords: book.keywords },
    body,
  );
}

/** The text version's entry page: the book's description and a link to every page. */
export function renderSeoTextIndex(book: SeoTextBook): string {
  const items = book.pages.map((runs, index) => {
    const first = pageLines(runs ?? [])[0] ?? '';
    const label = first === '' ? `Page ${index + 1}` : `Page ${index + 1}: ${first.slice(0, 120)}`;
    return `<li><a href="page-${index + 1}.html">${escapeHtml(label)}</a></li>`;
  });
  const body = `<header><p><a href="../index.html">Open the flipbook</a></p></header>
<main>
<h1>${escapeHtml(book.title)}</h1>
${book.description === '' ? '' : `<p>${escapeHtml(book.description)}</p>\n`}<ol>
${items.join('\n')}
</ol>
</main>`;
  return document({ title: book.title, description: book.description, keywords: book.keywords }, body);
}

/** Writes text/index.html and text/page-N.html for every page into a book folder. */
export async function writeSeoText(dir: string, book: SeoTextBook): Promise<void> {
  await fs.mkdir(path.join(dir, 'text'));
  await fs.writeFile(path.join(dir, SEO_TEXT_INDEX), renderSeoTextIndex(book));
  for (let page = 1; page <= book.pages.length; page += 1) {
    await fs.writeFile(path.join(dir, seoTextPagePath(page)), renderSeoTextPage(book, page));
  }
}
