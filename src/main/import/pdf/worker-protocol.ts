import type { TocEntry } from '../../../shared/domain/page.js';
import type { ErrorCode } from '../../../shared/errors/error-codes.js';
import type { RenditionProfile } from '../rendition-profile.js';

/**
 * Messages from the import to a render worker. A worker serves one request at a time:
 * `open` first, then any number of `outline` and `render` requests.
 * The worker opens the file itself, so only the path crosses the thread boundary.
 */
export type WorkerRequest =
  | { type: 'open'; file: string; password: string | null; profile: RenditionProfile }
  | { type: 'outline' }
  | { type: 'render'; pageNumber: number };

/** A rendered page: the three WebP files (transferred, not copied) and the normal size. */
export interface RenderedPageMessage {
  type: 'rendered';
  pageNumber: number;
  width: number;
  height: number;
  thumb: ArrayBuffer;
  normal: ArrayBuffer;
  hd: ArrayBuffer;
}

/** Replies from a render worker, one per request. */
export type WorkerReply =
  | { type: 'opened'; numPages: number }
  | { type: 'outlined'; toc: TocEntry[] }
  | RenderedPageMessage
  | { type: 'failed'; code: ErrorCode; detail: string };
