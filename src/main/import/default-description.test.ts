import { describe, expect, it } from 'vitest';
import type { Page } from '../../shared/domain/page.js';
import { cutAtWord, defaultDescription, DESCRIPTION_LENGTH, pageText, withoutSealedDescription } from './default-description.js';

const WORDS = 'The quick brown fox jumps over the lazy dog and keeps running across the wide green field until evening falls on the quiet village by the slow river bend';

function pageWithText(text: string | null): { page: Page; assets: { get: (key: string) => Uint8Array | null } } {
  const page: Page = { id: 'p1', width: 60, height: 80, renditions: { thumb: 't', normal: 'n', hd: 'h' }, source: { kind: 'blank' } };
  if (text === null) return { page, assets: { get: () => null } };
  page.textLayer = 'text.json';
  const layer = { version: 1, items: text.split(' ').map((word, i) => ({ text: word, x: i, y: 0, width: 1, height: 1 })) };
  return { page, assets: { get: (key) => (key === 'text.json' ? new TextEncoder().encode(JSON.stringify(layer)) : null) } };
}

describe("a new book's default description", () => {
  it("is the PDF's Subject, on one line", () => {
    expect(defaultDescription({ subject: ' Yearly\n figures ', firstPageText: WORDS, title: 'Report' })).toBe('Yearly figures');
  });

  it("else the first page's text, cut at a word boundary to about 155 characters", () => {
    const long = `${WORDS} ${WORDS}`;
    const description = defaultDescription({ subject: '', firstPageText: long, title: 'Report' });
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description.length).toBeGreaterThan(DESCRIPTION_LENGTH - 20);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(long.charAt(description.length - 1)).toBe(' ');
    expect(defaultDescription({ firstPageText: 'Short  cover\ttext', title: 'Report' })).toBe('Short cover text');
  });

  it('else the title', () => {
    expect(defaultDescription({ subject: '   ', firstPageText: ' \n ', title: 'Report' })).toBe('Report');
  });

  it('cuts one endless word where it must, and never leaves half a surrogate pair', () => {
    expect(cutAtWord('x'.repeat(300), 155)).toBe(`${'x'.repeat(154)}…`);
    const emoji = `${'a'.repeat(153)}😀😀`;
    expect(cutAtWord(emoji, 155)).toBe(`${'a'.repeat(153)}…`);
  });

  it("reads a page's text layer, and no text from a page without one", () => {
    const { page, assets } = pageWithText('Hello world');
    expect(pageText(page, assets)).toBe('Hello world');
    expect(pageText(pageWithText(null).page, assets)).toBe('');
    expect(pageText(undefined, assets)).toBe('');
  });

  it('is not published from a page 1 that is sealed, but an author-written one is', () => {
    const { page, assets } = pageWithText(WORDS);
    const quoted = defaultDescription({ firstPageText: WORDS, title: 'Report' });
    const snapshot = { book: { title: 'Report', description: quoted }, pages: [page] };
    expect(withoutSealedDescription(snapshot, 1, assets).book.description).toBe('Report');
    expect(withoutSealedDescription(snapshot, 2, assets)).toBe(snapshot);
    expect(withoutSealedDescription(snapshot, null, assets)).toBe(snapshot);
    const written = { ...snapshot, book: { title: 'Report', description: 'A fox story' } };
    expect(withoutSealedDescription(written, 1, assets)).toBe(written);
  });
});
