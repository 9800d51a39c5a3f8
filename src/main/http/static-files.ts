import fs from 'node:fs';
import path from 'node:path';

/**
 * The editor's Content-Security-Policy on the web host. Scripts come only from the server
 * itself; inline styles are allowed because React sets style attributes.
 */
export const EDITOR_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "media-src 'self'; connect-src 'self'; frame-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'";

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  // Sounds and videos an author adds to a book (shared/media/book-media.ts).
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.flac': 'audio/flac',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The Content-Type for a file name; unknown kinds are served as opaque bytes. */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a URL path (still percent-encoded, relative to a served folder) to a file inside
 * `root`, or null when it would leave the folder. Decoding happens before the check so
 * `%2e%2e` cannot sneak past it; an empty path or a trailing slash means index.html.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded === '' || decoded.endsWith('/')) decoded += 'index.html';
  const base = path.resolve(root);
  const target = path.resolve(base, '.' + path.posix.sep + decoded);
  if (!target.startsWith(base + path.sep)) return null;
  return target;
}

/**
 * Reads a file found by resolveInside. Symbolic links are followed only when the real
 * file is still inside the served folder; folders and missing files read as null.
 */
export async function readServedFile(root: string, file: string): Promise<Buffer | null> {
  try {
    const [realRoot, realFile] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(file)]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.promises.stat(realFile);
    if (!stat.isFile()) return null;
    return await fs.promises.readFile(realFile);
  } catch {
    return null;
  }
}
