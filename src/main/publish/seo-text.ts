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
  /** The first page published only sealed: from it on, a page has no open picture to show. */
  firstSealedPage?: number | null;
}

/**
 * Runs whose tops are this close (as a fraction of the page height) sit on one line. Half a
 * typical body-text line height keeps sub- and superscripts with their line.
 */
const SAME_LINE = 0.006;
/** A gap between lines of more than this many line heights starts a new paragraph. */
const PARAGRAPH_GAP = 1.8;

/**
 * A page's text as paragraphs, in the PDF's own order (pdf.js gives runs in content order,
 * which keeps the columns of a two-column page apart, where sorting by position would
 * interleave them). A new line starts where the baseline moves; a new paragraph where the
 * text jumps up (a new column) or leaves a gap of more than PARAGRAPH_GAP line heights.
 */
export function pageParagraphs(runs: readonly ReaderTextRun[]): string[] {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  let line: string[] = [];
  let previous: ReaderTextRun | undefined;
  const endLine = () => {
    const text = line.join(' ').replace(/\s+/g, ' ').trim();
    if (text !== '') lines.push(text);
    line = [];
  };
  const endParagraph = () => {
    endLine();
    if (lines.length > 0) paragraphs.push(joinLines(lines));
    lines = [];
  };
  for (const run of runs) {
    const [text, x, y, , height] = run;
    if (previous !== undefined && !(Math.abs(y - previous[2]) <= SAME_LINE && x >= previous[1])) {
      const jump = y - previous[2];
      if (jump < -SAME_LINE || jump > Math.max(height, previous[4]) * PARAGRAPH_GAP) endParagraph();
      else endLine();
    }
    line.push(text);
    previous = run;
  }
  endParagraph();
  return paragraphs;
}

/**
 * Joins a paragraph's lines; a word hyphenated across a line end ("com-" then "pile") is
 * joined back, so searches for the whole word find it ("Just-in-" then "Time" keeps its hyphen).
 */
function joinLines(lines: readonly string[]): string {
  return lines.reduce((text, line) => {
    if (!/\p{L}-$/u.test(text)) return `${text} ${line}`;
    // Before a lower-case letter the hyphen was the line break's; otherwise it is the word's own.
    return /^\p{Ll}/u.test(line) ? `${text.slice(0, -1)}${line}` : `${text}${line}`;
  });
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
  const paragraphs = pageParagraphs(book.pages[page - 1] ?? []);
  const text = paragraphs.length === 0 ? '<p>(This page has no text.)</p>' : paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const nav = [
    page > 1 ? `<a href="page-${page - 1}.html" rel="prev">Previous page</a>` : '',
    `<a href="index.html">Contents</a>`,
    page < total ? `<a href="page-${page + 1}.html" rel="next">Next page</a>` : '',
  ].filter((link) => link !== '');
  const sealed = book.firstSealedPage !== undefined && book.firstSealedPage !== null && page >= book.firstSealedPage;
  const picture = sealed ? '' : `<img src="../${pageFilePath(page, 'thumb')}" alt="Page ${page}" loading="lazy">\n`;
  const body = `<header><p><a href="../index.html#page=${page}">Open page ${page} in the flipbook</a></p></header>
<main>
<h1>${escapeHtml(book.title)}: page ${page} of ${total}</h1>
${picture}${text}
</main>
<nav>${nav.join(' | ')}</nav>`;
  const summary = paragraphs.join(' ').slice(0, 300);
  return document(
    { title: `${book.title} - page ${page}`, description: summary === '' ? book.description : summary, keywords: book.keywords },
    body,
  );
}

/** The text version's entry page: the book's description and a link to every page. */
export function renderSeoTextIndex(book: SeoTextBook): string {
  const items = book.pages.map((runs, index) => {
    const first = pageParagraphs(runs ?? [])[0] ?? '';
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
