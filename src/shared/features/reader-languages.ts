import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.js';

/**
 * The languages a published book offers its readers (the language tab), stored in the
 * catalogue key `languages` as a list in the author's order: the first is the default.
 * Each entry is a locale code with the label the reader's language menu shows; older books
 * stored bare codes, which still read as entries with no label of their own.
 */
export const BOOK_LANGUAGE_CODES = LANGUAGE_CODES;
export type BookLanguageCode = LanguageCode;

export interface BookLanguage {
  code: BookLanguageCode;
  /** What the reader's menu shows; empty means the language's own name. */
  label: string;
}

/** The longest label kept: a menu entry, not a paragraph. */
export const LANGUAGE_LABEL_MAX = 40;

export function isBookLanguageCode(value: unknown): value is BookLanguageCode {
  return typeof value === 'string' && (BOOK_LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The entries of a stored value, in order, each code once, anything malformed left out. */
export function parseBookLanguages(value: unknown): BookLanguage[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: BookLanguage[] = [];
  for (const item of value) {
    const code: unknown = typeof item === 'object' && item !== null ? (item as { code?: unknown }).code : item;
    const label: unknown = typeof item === 'object' && item !== null ? (item as { label?: unknown }).label : '';
    if (!isBookLanguageCode(code) || seen.has(code)) continue;
    seen.add(code);
    entries.push({ code, label: typeof label === 'string' ? label.trim().slice(0, LANGUAGE_LABEL_MAX) : '' });
  }
  return entries;
}

/** Adds a language at the end, or takes it out; the first left is the default. */
export function toggleBookLanguage(entries: readonly BookLanguage[], code: BookLanguageCode): BookLanguage[] {
  return entries.some((entry) => entry.code === code) ? entries.filter((entry) => entry.code !== code) : [...entries, { code, label: '' }];
}

/** Moves a language one place earlier (-1) or later (+1); moving one to the top makes it the default. */
export function moveBookLanguage(entries: readonly BookLanguage[], code: BookLanguageCode, step: -1 | 1): BookLanguage[] {
  const from = entries.findIndex((entry) => entry.code === code);
  const to = from + step;
  if (from < 0 || to < 0 || to >= entries.length) return [...entries];
  const next = [...entries];
  [next[from], next[to]] = [next[to] as BookLanguage, next[from] as BookLanguage];
  return next;
}

export function relabelBookLanguage(entries: readonly BookLanguage[], code: BookLanguageCode, label: string): BookLanguage[] {
  return entries.map((entry) => (entry.code === code ? { ...entry, label: label.slice(0, LANGUAGE_LABEL_MAX) } : entry));
}
