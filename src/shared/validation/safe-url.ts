/**
 * Characters a browser removes or reinterprets while it parses a URL, which would let a
 * link look harmless to a check and still run as `javascript:` or go to another host: C0
 * control characters (tab and newline included), DEL and the backslash (read as `/`).
 */
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
/** A scheme at the start, as a browser finds one. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A base no real link can have: a relative link must stay on it. */
const BOOK_BASE = 'https://book.invalid/book/';
/** The only fields a mailto: link keeps: `attach`, `file` and the like reach some mail programs. */
const MAILTO_FIELDS: ReadonlySet<string> = new Set(['subject', 'body', 'cc', 'bcc']);

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Whether the text is one a browser reads as it is written: no hidden characters, nothing around it. */
function isPlain(url: string): boolean {
  return url !== '' && url === url.trim() && !HIDDEN_CHARACTERS.test(url);
}

/** An absolute http or https URL with a host. */
export function isWebUrl(url: string): boolean {
  if (!isPlain(url)) return false;
  const parsed = parse(url);
  return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
}

/**
 * A web link or a file of the book itself (a relative path that stays inside the book): never
 * `javascript:`, `data:` or `file:`, never protocol-relative (`//host`) and never a text a
 * browser would read otherwise (`java\tscript:`, `/\host`).
 */
export function isSafeWebUrl(url: string): boolean {
  if (!isPlain(url)) return false;
  if (SCHEME.test(url)) return isWebUrl(url);
  const resolved = parse(url, BOOK_BASE);
  return resolved !== null && resolved.origin === new URL(BOOK_BASE).origin && !url.startsWith('//');
}

/**
 * A mailto: link with only its addresses and the subject, body, cc and bcc fields, or null
 * when it is not a plain mailto: link.
 */
export function safeMailto(url: string): string | null {
  if (!isPlain(url) || !/^mailto:/i.test(url)) return null;
  const parsed = parse(url);
  if (parsed === null || parsed.protocol !== 'mailto:') return null;
  const kept = [...parsed.searchParams].filter(([name]) => MAILTO_FIELDS.has(name.toLowerCase()));
  const query = kept.map(([name, value]) => `${encodeURIComponent(name.toLowerCase())}=${encodeURIComponent(value)}`).join('&');
  return `mailto:${parsed.pathname}${query === '' ? '' : `?${query}`}`;
}

/** A tel: link of a phone number's characters only. */
function isTel(url: string): boolean {
  return /^tel:\+?[0-9().\- ]{1,40}$/i.test(url);
}

/**
 * A link a reader may open from a page or a setting: an absolute web URL, a cleaned mailto:
 * link or a tel: number. Null when it must be dropped.
 */
export function safeLinkUrl(url: string): string | null {
  if (isWebUrl(url)) return url;
  if (/^mailto:/i.test(url)) return safeMailto(url);
  return isPlain(url) && isTel(url) ? url : null;
}
