import { createHash } from 'node:crypto';

/** Names Windows reserves for devices; a file called CON.exe cannot be opened. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const MAX_NAME_LENGTH = 64;

/**
 * A file name made from the book's title, safe on Windows, macOS and in a zip: no path
 * separators or reserved characters, no control characters, no leading or trailing dots
 * or spaces, no device names. Letters of any script are kept.
 */
export function safeAppName(title: string, fallback = 'Flipbook'): string {
  const cleaned = title
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|！／＼：＊？＂＜＞｜]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const short = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim();
  if (short === '') return fallback;
  return WINDOWS_RESERVED.test(short) ? `${short}_` : short;
}

/**
 * A bundle identifier (reverse DNS: letters, digits, hyphens and dots only) for a Mac app.
 * Titles in other scripts leave nothing usable, so a short hash of the title keeps
 * different books apart.
 */
export function bundleIdentifier(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const hash = createHash('sha256').update(title).digest('hex').slice(0, 8);
  return `com.flipbookstudio.book.${slug === '' ? 'b' : slug}-${hash}`;
}

/** An npm-style package name for the viewer's package.json (lower case, URL-safe). */
export function packageName(title: string): string {
  return `flipbook-${bundleIdentifier(title).split('.').at(-1)!}`;
}

/** The book's title, or a neutral name for an untitled book. */
export function bookTitle(title: string): string {
  return title.trim() === '' ? 'Flipbook' : title.trim();
}
