import { ELECTRON_ASSET_ORIGIN } from '../../shared/api/envelope.js';
import { isBookMediaKey } from '../../shared/media/book-media.js';
import { isSafeUrl } from '../../shared/settings/media-kinds.js';

/**
 * The book's media table (media key → URL) as the reader may trust it: only real media keys
 * mapped to safe URLs (the book's own files, or the preview host's, which in Electron is its
 * asset protocol); anything else is dropped.
 */
export function parseMediaTable(value: unknown): { media?: Record<string, string> } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const media: Record<string, string> = {};
  for (const [key, url] of Object.entries(value)) {
    if (isBookMediaKey(key) && typeof url === 'string' && (isSafeUrl(url) || url.startsWith(ELECTRON_ASSET_ORIGIN))) media[key] = url;
  }
  return Object.keys(media).length === 0 ? {} : { media };
}
