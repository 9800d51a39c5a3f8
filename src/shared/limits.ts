/**
 * The business limits of desktop-app.md section 9, in one place so the engine, the editor
 * and the CLI agree on them.
 */

/** A trial (unregistered) program imports at most this many pages or images. */
export const TRIAL_PAGE_LIMIT = 12;

/** A PDF (or a merge of PDFs) may have at most this many pages. */
export const MAX_PDF_PAGES = 1000;

/** A PDF (or a merge of PDFs) must be smaller than this many bytes. */
export const MAX_PDF_BYTES = 1024 ** 3;
/** How MAX_PDF_BYTES reads in the spec's message ("less than %pdfSize%"). */
export const MAX_PDF_SIZE_LABEL = '1 GB';

/** An imported image may be at most this many bytes before the user is asked about it. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** How MAX_IMAGE_BYTES reads in messages. */
export const MAX_IMAGE_SIZE_LABEL = '10 MB';

/** An attachment (audio, video, downloadable file) may be at most this many bytes. */
export const MAX_ATTACHMENT_BYTES = 100 * 1024 * 1024;
