import { ATTACHMENT_REFUSED_EXTENSIONS, BOOK_MEDIA_EXTENSIONS, fileExtension } from '../../shared/media/book-media.js';
import { CONTENT_HASH } from '../store/content-store.js';
import type { UploadManifest } from '../store/schema.js';

const MB = 1024 * 1024;
/** The most bytes one file of a book may have (the editor's own cap on a media file or attachment). */
export const MAX_FILE_BYTES = 100 * MB;
/** The most bytes a whole book may have. */
export const MAX_BOOK_BYTES = 1024 * MB;
/** The most files one book may have: a 1,000-page book is about 3,000 page images and some scripts. */
export const MAX_FILES = 20_000;
/** The longest path of a file in a book (Windows' classic MAX_PATH). */
export const MAX_PATH_LENGTH = 260;

/**
 * The files a published HTML book holds, by extension, as src/main/publish writes them:
 *
 * - `html`: index.html (book-folder.ts) and the search-engine text pages `text/*.html` (seo-text.ts);
 * - `js`: reader.js and book.js, `files/text.js` (book-script.ts), the chosen scene `scenes/<id>.js`
 *   (scene-files.ts) and a protected book's sealed scripts `files/sealed/*.js` (protect/);
 * - `css`: reader.css and the chosen template's `templates/<id>.css` (template-files.ts);
 * - `webp`: every page's thumb, normal and hd image `files/page-<n>-<rendition>.webp` (book-script.ts);
 * - `pdf`: the original PDF offered as a download, `files/original/*.pdf` (original-pdf.ts);
 * - the media an author adds, copied to `files/media/` (media-files.ts), in the extensions the
 *   editor accepts (shared/media/book-media.ts): images png jpg jpeg gif webp bmp (no svg: it
 *   can carry script, so the editor refuses it), sounds mp3 ogg wav m4a aac flac, videos mp4 webm.
 *
 * Attachments (download files) may have any extension but an executable's, exactly as the
 * editor allows them; they are only ever under `files/media/` with the editor's generated name
 * `<32 hex digits>.<extension>`, so that is the only place another extension is accepted.
 * json, svg, fonts, ico and the like are written by no HTML publish (json only by the desktop
 * and APK formats, which are not uploaded), so they are refused.
 */
export const BOOK_FILE_EXTENSIONS: ReadonlySet<string> = new Set(['html', 'js', 'css', 'webp', 'pdf', ...BOOK_MEDIA_EXTENSIONS.image, ...BOOK_MEDIA_EXTENSIONS.sound, ...BOOK_MEDIA_EXTENSIONS.video]);

/** An attachment's published name (media/<hash>.<ext>, the editor's isBookMediaKey) under files/. */
const ATTACHMENT_PATH = /^files\/media\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** The files every published book has at its root (book-folder.ts: READER_FILES, book.js). */
export const REQUIRED_FILES = ['index.html', 'reader.js', 'book.js'] as const;

/**
 * Characters refused anywhere in a path: backslashes (a Windows separator), control characters,
 * '%' (a path is used as a URL as it is, never decoded), and '?' and '#' (which end a URL's path).
 */
const REFUSED_CHARACTERS = /[\\\u0000-\u001f\u007f%?#]/;

/** Why a path is refused, or null when it is a fine relative book path. */
export function pathProblem(filePath: string): string | null {
  if (filePath.length === 0) return 'an empty path';
  if (filePath.length > MAX_PATH_LENGTH) return `a path longer than ${MAX_PATH_LENGTH} characters`;
  if (REFUSED_CHARACTERS.test(filePath)) return 'a path with a backslash, a control character, %, ? or #';
  if (filePath.startsWith('/') || /^[A-Za-z]:/.test(filePath)) return 'an absolute path';
  for (const segment of filePath.split('/')) {
    if (segment === '') return 'a path with an empty segment';
    if (segment === '.' || segment === '..') return `a path with a '${segment}' segment`;
  }
  return null;
}

/** Whether a book may hold a file at this path, by its extension. */
export function isAllowedBookFile(filePath: string): boolean {
  const extension = fileExtension(filePath);
  if (extension === '') return false;
  if (BOOK_FILE_EXTENSIONS.has(extension)) return true;
  return ATTACHMENT_PATH.test(filePath) && !ATTACHMENT_REFUSED_EXTENSIONS.includes(extension);
}

/**
 * Checks a book's manifest ("checking"): the reasons it is refused, none when it is a book
 * the service can host. Each reason names the file, for logs; the user sees the spec's one
 * message.
 */
export function manifestProblems(manifest: UploadManifest): string[] {
  const problems: string[] = [];
  const { files } = manifest;
  if (files.length === 0) return ['no files'];
  if (files.length > MAX_FILES) return [`more than ${MAX_FILES} files`];
  const seen = new Set<string>();
  let total = 0;
  for (const file of files) {
    const name = JSON.stringify(file.path.slice(0, 80));
    const problem = pathProblem(file.path);
    if (problem !== null) problems.push(`${name}: ${problem}`);
    else if (!isAllowedBookFile(file.path)) problems.push(`${name}: a file type a published book does not have`);
    if (seen.has(file.path)) problems.push(`${name}: listed twice`);
    seen.add(file.path);
    if (!Number.isSafeInteger(file.size) || file.size < 0) problems.push(`${name}: a size that is not a whole number of bytes`);
    else if (file.size > MAX_FILE_BYTES) problems.push(`${name}: larger than ${MAX_FILE_BYTES / MB} MB`);
    else total += file.size;
    if (!CONTENT_HASH.test(file.sha256)) problems.push(`${name}: a SHA-256 that is not 64 lower-case hex digits`);
  }
  if (total > MAX_BOOK_BYTES) problems.push(`the book is larger than ${MAX_BOOK_BYTES / MB} MB`);
  for (const required of REQUIRED_FILES) if (!seen.has(required)) problems.push(`no ${required} at the book's root`);
  return problems;
}
