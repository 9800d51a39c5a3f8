import { TextLayerSchema } from '../../shared/domain/page-content.js';
import type { Page } from '../../shared/domain/page.js';
import type { AssetStore } from '../engine/project-session.js';

/** About what search engines show of a description; longer text is cut at a word boundary. */
export const DESCRIPTION_LENGTH = 155;

/** Where a new book's description comes from, best first. */
export interface DescriptionSources {
  /** The PDF's Subject metadata, one line; '' or absent when it has none. */
  subject?: string | undefined;
  /** The first page's text, as extracted; '' when it has none. */
  firstPageText: string;
  title: string;
}

/**
 * The description a book gets by default, so the published page's meta description is never
 * empty (issue 23): the PDF's Subject, else the first page's text cut to about 155
 * characters, else the title. The author edits it like any description.
 */
export function defaultDescription(sources: DescriptionSources): string {
  const subject = oneLine(sources.subject ?? '');
  if (subject !== '') return subject;
  const text = cutAtWord(oneLine(sources.firstPageText), DESCRIPTION_LENGTH);
  return text !== '' ? text : sources.title;
}

function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

/** At most `max` characters, ending on a whole word with an ellipsis when cut; one long word is cut where it must be. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room;
  // Never end on half a surrogate pair, nor on a dangling comma or dash.
  return `${cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s,;:–—-]+$/, '')}…`;
}

/** A page's extracted text in reading order, or '' when it has none (text extraction off, a scan). */
export function pageText(page: Page | undefined, assets: Pick<AssetStore, 'get'>): string {
  if (page?.textLayer === undefined) return '';
  const data = assets.get(page.textLayer);
  if (data === null) return '';
  try {
    const layer = TextLayerSchema.safeParse(JSON.parse(new TextDecoder().decode(data)));
    return layer.success ? layer.data.items.map((item) => item.text).join(' ') : '';
  } catch {
    return '';
  }
}

/**
 * The book with its description replaced by the title when that description is the default
 * one quoted from page 1 and page 1 is published sealed: protection set after the import
 * must not leave the protected page's words in the open page head.
 */
export function withoutSealedDescription<T extends { book: { title: string; description: string }; pages: Page[] }>(snapshot: T, firstSealedPage: number | null, assets: Pick<AssetStore, 'get'>): T {
  if (firstSealedPage !== 1 || snapshot.book.description === '') return snapshot;
  const quoted = cutAtWord(oneLine(pageText(snapshot.pages[0], assets)), DESCRIPTION_LENGTH);
  if (quoted === '' || snapshot.book.description !== quoted) return snapshot;
  return { ...snapshot, book: { ...snapshot.book, description: snapshot.book.title } };
}
