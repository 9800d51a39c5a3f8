import { readerWords } from './reader-words.js';

/**
 * The reader's own words, in English until applyLocale() swaps in the book's language. The
 * words live in locales/reader/<lang>.json (reader-words.ts). The views read these once,
 * when they are built, so the language is chosen before the reader's view is created.
 */
const ENGLISH = readerWords('main', 'en');

/** The keys of the reader's main words, in the order of locales/reader/en.json. */
export type TextKey = keyof typeof ENGLISH;
export const TEXT_KEYS = Object.keys(ENGLISH) as TextKey[];

const text: Record<TextKey, string> = { ...ENGLISH };

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** Replaces the reader's words; keys a locale leaves out stay in English. */
export function setReaderText(words: Partial<Record<TextKey, string>>): void {
  Object.assign(text, ENGLISH, words);
}

export const READER_STRINGS = {
  ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, ''])) as Record<TextKey, string>),
  results: (count: number) => (count === 0 ? text.noResults : count === 1 ? text.oneResult : fill(text.manyResults, { n: count })),
  pageAlt: (page: number | string) => fill(text.pageTemplate, { n: page }),
  linkToPage: (page: number | string) => fill(text.linkTemplate, { n: page }),
  announce: (pages: number[], total: number) =>
    pages.length === 2 ? fill(text.announceTwo, { a: pages[0] ?? 0, b: pages[1] ?? 0, t: total }) : fill(text.announceOne, { a: pages[0] ?? 0, t: total }),
  get aboutFields() {
    return { title: text.aboutName, email: text.aboutEmail, url: text.aboutWebsite, tel: text.aboutPhone, address: text.aboutAddress, description: text.about };
  },
};
// The plain words read through to the current language.
for (const key of TEXT_KEYS) Object.defineProperty(READER_STRINGS, key, { get: () => text[key], enumerable: true });
