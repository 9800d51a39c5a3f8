import { isSafeWebUrl } from '../validation/safe-url.js';
/**
 * Which files a media setting accepts, by extension, and which URLs any book link may use.
 * Shared by validation, the editor's fields and the reader, so all three agree.
 */

export const MEDIA_EXTENSIONS = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp'],
  sound: ['mp3', 'ogg', 'oga', 'wav', 'm4a', 'aac'],
  video: ['mp4', 'webm', 'ogv', 'mov'],
} as const;
export type MediaKind = keyof typeof MEDIA_EXTENSIONS;

/** Only web links and the book's own relative files; never javascript:, data:, file: or protocol-relative (see isSafeWebUrl). */
export function isSafeUrl(url: string): boolean {
  return isSafeWebUrl(url);
}

/** The lower-case extension of a URL's path, ignoring its query and fragment. */
export function urlExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a URL is safe and names a file of the kind (an image for an image setting, say). */
export function isMediaUrl(kind: MediaKind, url: string): boolean {
  return isSafeUrl(url) && (MEDIA_EXTENSIONS[kind] as readonly string[]).includes(urlExtension(url));
}
