import type { TocEntry } from '../domain/page.js';
import { PAGE_MEDIA_SETTING } from '../features/page-media.js';
import { SETTINGS_CATALOGUE } from './catalogue.js';
import { isSafeUrl } from './media-kinds.js';
import { checkSettingValue } from './validate-settings.js';

/**
 * The URL-valued parts of a book (the Home and shop links, the logo link, media settings,
 * multimedia links on pages, table-of-contents links) checked in one place. The engine uses
 * it three times (issue 14, item 1): an edit carrying an unsafe URL is refused, a project
 * file carrying one has it dropped when opened, and a publish drops it again, so a book
 * never carries a `javascript:` link even when the reader's own checks or its CSP are absent
 * (a book embedded by a plug-in, or hosted elsewhere).
 */

/** A table-of-contents link must be an absolute web link (the editor's rule, check-toc.ts). */
export function isSafeTocUrl(url: string): boolean {
  return isSafeUrl(url) && /^https?:\/\//i.test(url);
}

function unsafeMediaLink(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const url = (item as { url?: unknown }).url;
  return url !== undefined && (typeof url !== 'string' || !isSafeUrl(url));
}

/** Whether the multimedia on pages holds a link the reader must not open. */
function pageMediaHasUnsafeUrl(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((items) => Array.isArray(items) && items.some(unsafeMediaLink));
}

/** The setting keys whose value holds an unsafe URL. Other kinds of problems are not this check's business. */
export function unsafeUrlSettingKeys(settings: Readonly<Record<string, unknown>>): string[] {
  const keys = SETTINGS_CATALOGUE.filter((entry) => Object.hasOwn(settings, entry.key) && checkSettingValue(entry, settings[entry.key]) === 'url').map((entry) => entry.key);
  if (Object.hasOwn(settings, PAGE_MEDIA_SETTING) && pageMediaHasUnsafeUrl(settings[PAGE_MEDIA_SETTING])) keys.push(PAGE_MEDIA_SETTING);
  return keys;
}

/** The page media with every unsafe link removed from its object; the box stays, inert. */
function pageMediaWithoutUnsafeUrls(value: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([pageId, items]) => [
      pageId,
      Array.isArray(items)
        ? items.map((item: unknown) => {
            if (!unsafeMediaLink(item)) return item;
            const { url: _dropped, ...rest } = item as Record<string, unknown>;
            return rest;
          })
        : items,
    ]),
  );
}

/** The settings with every unsafe URL removed: a catalogue setting falls back to its default. */
export function settingsWithoutUnsafeUrls(settings: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const unsafe = unsafeUrlSettingKeys(settings);
  if (unsafe.length === 0) return { ...settings };
  const out: Record<string, unknown> = { ...settings };
  for (const key of unsafe) {
    if (key === PAGE_MEDIA_SETTING) out[key] = pageMediaWithoutUnsafeUrls(settings[key] as object);
    else delete out[key];
  }
  return out;
}

function isUnsafeTocLink(url: string | undefined): boolean {
  return url !== undefined && url !== '' && !isSafeTocUrl(url);
}

function tocHasUnsafeUrl(toc: readonly TocEntry[]): boolean {
  return toc.some((entry) => isUnsafeTocLink(entry.url) || tocHasUnsafeUrl(entry.children));
}

/** The table of contents with unsafe links removed; entries keep their titles and pages. */
export function tocWithoutUnsafeUrls(toc: readonly TocEntry[]): TocEntry[] {
  return toc.map((entry) => {
    const children = tocWithoutUnsafeUrls(entry.children);
    if (!isUnsafeTocLink(entry.url)) return { ...entry, children };
    const { url: _dropped, ...rest } = entry;
    return { ...rest, children };
  });
}

/**
 * A book (a project document or a snapshot) with every unsafe URL dropped. Returns the same
 * object when there is nothing to drop, so callers comparing by identity see no change.
 */
export function withoutUnsafeUrls<T extends { book: { settings: Record<string, unknown> }; toc: TocEntry[] }>(document: T): T {
  const settingsUnsafe = unsafeUrlSettingKeys(document.book.settings).length > 0;
  const tocUnsafe = tocHasUnsafeUrl(document.toc);
  if (!settingsUnsafe && !tocUnsafe) return document;
  return {
    ...document,
    book: settingsUnsafe ? { ...document.book, settings: settingsWithoutUnsafeUrls(document.book.settings) } : document.book,
    toc: tocUnsafe ? tocWithoutUnsafeUrls(document.toc) : document.toc,
  };
}
