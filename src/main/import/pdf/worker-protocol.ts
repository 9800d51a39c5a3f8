import type { TocEntry } from '../../../shared/domain/page.js';
import type { ErrorCode } from '../../../shared/errors/error-codes.js';
import type { ExternalBitmap } from '../external/encode-external-page.js';
import type { RenditionProfile } from '../rendition-profile.js';
import type { PartContent } from './extract/content-for-parts.js';
import type { PagePart, PageSize } from './widepage-cut.js';

/**
 * Messages from the import to a render worker. A worker serves one request at a time:
 * `open` first, then any number of `outline` and `render` requests, and `close` before the
 * next `open`.
 * The worker opens the file itself, so only the path crosses the thread boundary.
 */
export type WorkerRequest =
  /** extract says which content to read from each rendered page (links, text); absent: none. */
  | { type: 'open'; file: string; password: string | null; profile: RenditionProfile; extract?: { links: boolean; text: boolean } }
  | { type: 'outline' }
  /** Facts for pdf.inspect: whether there is an outline, and page 1's size. */
  | { type: 'facts' }
  /** The displayed sizes, in points, of these pages (auto widepage cut plans with them). */
  | { type: 'sizes'; pageNumbers: number[] }
  /** Renders a page once; parts lists the halves to cut it into, in book order (empty: whole). */
  /** external: the page as the external engine rendered it, to encode instead of rendering it. */
  /** thumbnailFirst: send the first book page's thumbnail (a ThumbnailNotice) as soon as it is encoded, before its normal and HD renditions. */
  | { type: 'render'; pageNumber: number; parts: PagePart[]; external?: ExternalBitmap; thumbnailFirst?: boolean }
  /** Forgets the open document, so the worker can wait idle for the next one (decision 0234). */
  | { type: 'close' };

/** The renditions of one book page: a whole PDF page, or one half of a cut one, with its links and text. */
export interface RenderedImages extends PartContent {
  part: PagePart | null;
  width: number;
  height: number;
  thumb: ArrayBuffer;
  normal: ArrayBuffer;
  hd: ArrayBuffer;
}

/**
 * A rendered PDF page: one set of renditions per book page it makes (two for a cut page),
 * with the WebP files transferred, not copied; width and height are the normal size.
 */
export interface RenderedPageMessage {
  type: 'rendered';
  pageNumber: number;
  images: RenderedImages[];
}

/** Replies from a render worker, one per request. */
export type WorkerReply =
  /** title and subject: the document's Title and Subject metadata, one line each, '' when it has none. */
  | { type: 'opened'; numPages: number; title: string; subject?: string }
  | { type: 'outlined'; toc: TocEntry[] }
  | { type: 'facts'; hasOutline: boolean; firstPage: PageSize }
  | { type: 'sized'; sizes: PageSize[] }
  | RenderedPageMessage
  | { type: 'closed' }
  | { type: 'failed'; code: ErrorCode; detail: string };

/**
 * Sent during a `render` request that asked for `thumbnailFirst`, before its reply: the first
 * book page's thumbnail, so the editor can show the page while its larger renditions are
 * still being encoded (decision 0264). It is not a reply: the request still waits for `rendered`.
 */
export interface ThumbnailNotice {
  type: 'thumbnail';
  pageNumber: number;
  thumb: ArrayBuffer;
}

/** Everything a render worker sends: replies, and notices that come ahead of a reply. */
export type WorkerMessage = WorkerReply | ThumbnailNotice;
