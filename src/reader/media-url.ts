import { isBookMediaKey } from '../shared/media/book-media.js';
import { isSafeUrl } from '../shared/settings/media-kinds.js';
import type { ReaderBookData } from '../shared/reader/book-data.js';

/**
 * The URL to load for a value the author set: a file stored in the book (a media key) is
 * looked up in the book's media table; a web link or relative path is used as it is. Null
 * for anything else (javascript:, data:, a key the book does not carry), which the caller
 * then leaves out rather than loading.
 */
export function mediaUrl(book: Pick<ReaderBookData, 'media'>, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (isBookMediaKey(value)) {
    const url = book.media?.[value];
    return typeof url === 'string' ? url : null;
  }
  return isSafeUrl(value.trim()) ? value.trim() : null;
}
