/**
 * Files an author adds to a book (a logo, a background, page audio, a video, an attachment)
 * are stored in the project as assets under `media/<hash>.<ext>` and named by that key
 * wherever the book uses them (a setting, a bookmark, a page's audio). Publishing copies
 * every key the book names to `files/media/`, and the reader maps keys to URLs through the
 * book data's `media` table, so one value works in the preview and in a published book.
 */

/** What a file is added as; each kind has its own extensions and size limit. */
export const BOOK_MEDIA_KINDS = ['image', 'sound', 'video', 'narration', 'attachment'] as const;
export type BookMediaKind = (typeof BOOK_MEDIA_KINDS)[number];

/**
 * The extensions each kind accepts. Images are the raster formats every browser shows (no
 * SVG: it can carry script). Sounds and videos are the spec's multimedia lists; page audio
 * (narration) is MP3 only. Attachments
 * take anything but executables (see ATTACHMENT_REFUSED_EXTENSIONS).
 */
export const BOOK_MEDIA_EXTENSIONS: Record<Exclude<BookMediaKind, 'attachment'>, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'],
  sound: ['mp3', 'ogg', 'wav', 'm4a', 'aac', 'flac'],
  video: ['mp4', 'webm'],
  // Page audio (the assistant tab) is MP3 only, as the spec says.
  narration: ['mp3'],
};

/** The spec refuses `.exe` attachments. */
export const ATTACHMENT_REFUSED_EXTENSIONS: readonly string[] = ['exe'];

const MB = 1024 * 1024;
/** Multimedia files are limited to 10 MB unless a setting raises it (up to the hard cap). */
export const DEFAULT_MEDIA_LIMIT_BYTES = 10 * MB;
/** Attachments (download files) may be up to 100 MB each. */
export const ATTACHMENT_LIMIT_BYTES = 100 * MB;
/** No single media file may be larger than this, whatever a setting says. */
export const MEDIA_HARD_CAP_BYTES = 100 * MB;

const MEDIA_KEY = /^media\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** Whether a value names a file stored in the project (`media/<hash>.<ext>`). */
export function isBookMediaKey(value: unknown): value is `media/${string}` {
  return typeof value === 'string' && MEDIA_KEY.test(value);
}

/** The lower-case extension of a file name, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether a file of this name may be added as this kind. */
export function acceptsMediaFile(kind: BookMediaKind, name: string): boolean {
  const extension = fileExtension(name);
  if (kind === 'attachment') return extension !== '' && !ATTACHMENT_REFUSED_EXTENSIONS.includes(extension);
  return BOOK_MEDIA_EXTENSIONS[kind].includes(extension);
}

/** The most bytes a file of this kind may have: attachments 100 MB, others the given or default limit, never above the cap. */
export function mediaLimitBytes(kind: BookMediaKind, requested?: number): number {
  if (kind === 'attachment') return ATTACHMENT_LIMIT_BYTES;
  return Math.min(requested ?? DEFAULT_MEDIA_LIMIT_BYTES, MEDIA_HARD_CAP_BYTES);
}

/**
 * Every media key named anywhere in a value (settings, page data, nested lists), so a
 * publish copies exactly the files the book uses and the preview can resolve them all.
 */
export function collectMediaKeys(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isBookMediaKey(value)) into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectMediaKeys(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collectMediaKeys(item, into);
  return into;
}

/** Where a published book keeps a media file, relative to its index.html. */
export function publishedMediaPath(key: string): string {
  return `files/${key}`;
}
