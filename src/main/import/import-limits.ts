/**
 * The limits an import enforces. The PDF limits are the spec's (under 1 GB, at most
 * 1,000 pages); the rest keep a hostile file from hanging the app or exhausting memory.
 */

// The spec's business limits live in shared, where the editor reads them too.
export { MAX_PDF_BYTES, MAX_PDF_PAGES, MAX_PDF_SIZE_LABEL } from '../../shared/limits.js';
/** `%PDF-` must start within this many leading bytes; readers tolerate some junk before it. */
export const PDF_HEADER_WINDOW_BYTES = 1024;

/** A page that takes longer than this to render kills its worker and fails the import. */
export const PAGE_RENDER_TIMEOUT_MS = 60_000;
/** Opening the document or reading its outline gets the same bound as a page. */
export const DOCUMENT_STEP_TIMEOUT_MS = 60_000;

/** pdf.js skips embedded images larger than this many pixels (width × height). */
export const PDF_MAX_IMAGE_PIXELS = 64 * 1024 * 1024;
/** sharp refuses source images larger than this many pixels (decompression bombs). */
export const MAX_IMAGE_INPUT_PIXELS = 200 * 1000 * 1000;

/** A BMP is read whole into memory to decode it, so its file size is bounded first. */
export const MAX_BMP_BYTES = 256 * 1024 * 1024;

/**
 * A render worker's JavaScript heap. A PDF built to exhaust memory then kills only its
 * worker (and fails the import), never the engine.
 */
export const RENDER_WORKER_HEAP_MB = 1024;

/**
 * A render worker's young generation, where a page's short-lived objects live: three
 * semi-spaces of 1 MB. V8's default (up to 48 MB on a large heap) is resident memory per
 * worker that a page's work never needs. 16 MB took a 1,000-page import's peak from 550–572
 * to 505 MB (decision 0005); 3 MB took freeculture's peak from 443–459 to 421–439 MB and a
 * 14-page paper's from 471–482 to 420–435 MB, and cost no time: the scavenges of a small young
 * generation are short, and its pages stay in the cache (decision 0272).
 */
export const RENDER_WORKER_YOUNG_HEAP_MB = 3;

/**
 * How much a render worker's old generation may hold before its first full collection. With
 * V8's own start (a full collection at about 27 MB) a worker collected about once a page, and
 * each full collection dropped optimised code whose closures had died: pdf.js creates its text
 * extraction functions anew for every page, and our pixel loops run once a page, so they were
 * compiled again and again (freeculture: 94 full collections and 1,447 compile jobs; with 64 MB,
 * 16 and 946). Import CPU fell 17% on freeculture and 8% on TAMReview for 0–26 MB more at the
 * peak (decision 0282). The limit still rises and falls with what the heap holds after each
 * collection, as before.
 */
export const RENDER_WORKER_INITIAL_OLD_GENERATION_MB = 64;

/**
 * How much the engine's resident memory may grow while one page renders: a page still
 * rendering after PAGE_MEMORY_SUSPECT_MS past this growth is stopped. A normal import peaks
 * near 700 MB; a page that drives pdf.js into gigabytes of native buffers (which the
 * worker's heap limit does not see) is stopped here and fails the import with a typed error
 * instead of exhausting the machine. Growth, not the total: a batch converts several books in
 * one process, and memory another book holds (or that the allocator kept after a heavy
 * page) is not this page's doing.
 */
export const PAGE_MEMORY_LIMIT_BYTES = 1536 * 1024 * 1024;
/** The engine's whole resident memory past which any long-running page is stopped, whoever grew it. */
export const ENGINE_MEMORY_CEILING_BYTES = 3072 * 1024 * 1024;
/** How long a page must have been rendering to be held responsible for running out of memory. */
export const PAGE_MEMORY_SUSPECT_MS = 3000;
/** How often a rendering page's memory is checked. */
export const PAGE_MEMORY_CHECK_MS = 250;

/** Render workers never exceed this, however many cores there are. */
export const MAX_RENDER_WORKERS = 4;

/** Table-of-contents entries: titles are capped, and so are depth and count. */
export const MAX_TOC_TITLE_CHARS = 500;
export const MAX_TOC_DEPTH = 16;
export const MAX_TOC_ENTRIES = 5000;

/**
 * How long a render worker waits idle for the next PDF once its import is done. Starting
 * one costs about 0.9 s of CPU (pdf.js, sharp and Node's own modules), more than a typical
 * page, so the next book of a batch or a merge, or a quick next import, takes the waiting
 * one instead. Short, because a worker that rendered pages holds its native memory (about
 * 110 MB after a 14-page paper) until it ends (decision 0234).
 */
export const SPARE_RENDER_WORKER_IDLE_MS = 5_000;
/** At most this many workers wait idle at once, so idle memory stays bounded. */
export const MAX_SPARE_RENDER_WORKERS = 2;
/**
 * A worker is retired after this many documents, so whatever a document leaves behind
 * (fragmented heap, pdf.js's global caches) is bounded too.
 */
export const RENDER_WORKER_MAX_DOCUMENTS = 32;
