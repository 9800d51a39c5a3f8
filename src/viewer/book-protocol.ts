import path from 'node:path';

/** The book is served from book://local/, a privileged scheme with its own origin. */
export const BOOK_SCHEME = 'book';
export const BOOK_HOST = 'local';
export const BOOK_INDEX_URL = `${BOOK_SCHEME}://${BOOK_HOST}/index.html`;

/**
 * The viewer's CSP header. The reader's own meta CSP still applies on top; this one also
 * says what a meta tag cannot (frame-ancestors) and shuts everything else. Pictures and
 * sounds may come over https here because the book's meta policy decides: it allows them
 * only when the author linked pictures or sounds on the web (publish/web-media-csp.ts).
 */
export const VIEWER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https:; media-src 'self' blob: https:; " +
  "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
};

export function bookContentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The file under `bookRoot` a book:// URL asks for, or null when the URL is not ours or
 * would leave the book folder (percent-encoded dots and backslashes included).
 */
export function bookFileFor(bookRoot: string, url: string): string | null {
  const parsed = parse(url);
  if (parsed === null || parsed.protocol !== `${BOOK_SCHEME}:` || parsed.host !== BOOK_HOST) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(parsed.pathname).replace(/^\/+/, '');
  } catch {
    return null;
  }
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  if (relative.includes('\0') || relative.includes('\\')) return null;
  const root = path.resolve(bookRoot);
  const file = path.resolve(root, relative);
  const inside = path.relative(root, file);
  return inside === '' || inside.startsWith('..') || path.isAbsolute(inside) ? null : file;
}

/** What the viewer does with a navigation or window.open: stay, hand to the browser, or refuse. */
export type NavigationDecision = 'allow' | 'external' | 'deny';

/**
 * Only the book's own pages load in the window. Web links (http, https, with a host and no
 * credentials) open in the system browser; everything else (file:, javascript:, custom
 * schemes, other origins' frames) is refused.
 */
export function decideNavigation(url: string): NavigationDecision {
  const parsed = parse(url);
  if (parsed === null) return 'deny';
  if (parsed.protocol === `${BOOK_SCHEME}:` && parsed.host === BOOK_HOST) return 'allow';
  const web = (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  return web && parsed.username === '' && parsed.password === '' ? 'external' : 'deny';
}
