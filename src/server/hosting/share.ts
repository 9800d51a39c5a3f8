import QRCode from 'qrcode';

/** What a book's share panel offers: the link itself and an iframe to paste into another site. */
export interface ShareLinks {
  link: string;
  embedCode: string;
}

export interface ShareOptions {
  /** The iframe's width in CSS pixels, an integer from 100 to 4000; 800 if left out. */
  width?: number;
  /** The iframe's height in CSS pixels, an integer from 100 to 4000; 600 if left out. */
  height?: number;
  /** The book's title, which screen readers announce for the iframe; "Flipbook" if left out. */
  title?: string;
}

const DEFAULT_WIDTH = 800;
const DEFAULT_HEIGHT = 600;
const MIN_SIZE = 100;
const MAX_SIZE = 4000;
const DEFAULT_TITLE = 'Flipbook';
const DEFAULT_PNG_PX = 512;
const MIN_PNG_PX = 64;
const MAX_PNG_PX = 4096;

// The same settings for both formats, so the SVG and the PNG of one link are the same symbol.
// Level M survives a smudged print; four modules of quiet zone is what the standard asks of scanners.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000', light: '#fff' } } as const;

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

/**
 * Checks a book URL before it is shown, embedded or encoded, and returns it unchanged.
 * The raw string is checked as well as the parsed one because the URL parser quietly drops
 * tabs and newlines and reads backslashes as slashes: `java\tscript:` or `https:\\evil`
 * would otherwise pass as something other than what the author typed.
 */
function checkBookUrl(bookUrl: string): string {
  if (/[\u0000-\u001f\u007f]/.test(bookUrl)) throw new Error('The book URL contains control characters.');
  if (bookUrl.includes('\\')) throw new Error('The book URL contains a backslash.');
  let url: URL;
  try {
    url = new URL(bookUrl);
  } catch {
    throw new Error('The book URL is not an absolute URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The book URL must be http or https, not ${url.protocol}`);
  return bookUrl;
}

function checkSize(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < MIN_SIZE || value > MAX_SIZE) {
    throw new Error(`The embed ${name} must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}, not ${value}.`);
  }
  return value;
}

/**
 * The link to a published book and the HTML to embed it elsewhere. Throws an Error for a
 * URL that is not absolute http(s) or hides control characters or backslashes, and for a
 * width or height that is not an integer from 100 to 4000.
 */
export function shareLinks(bookUrl: string, options: ShareOptions = {}): ShareLinks {
  const link = checkBookUrl(bookUrl);
  const width = checkSize('width', options.width, DEFAULT_WIDTH);
  const height = checkSize('height', options.height, DEFAULT_HEIGHT);
  const title = options.title ?? DEFAULT_TITLE;
  // Lazy, since an embedded book is often far down the host page; no border, since the host
  // site frames it the way it likes; fullscreen both ways, for browsers that know only one.
  const embedCode =
    `<iframe src="${escapeAttribute(link)}" width="${width}" height="${height}" title="${escapeAttribute(title)}"` +
    ` style="border:0" loading="lazy" allow="fullscreen" allowfullscreen></iframe>`;
  return { link, embedCode };
}

/** A QR code of `text` as an SVG document (scalable, for print). Rejects text too long for any QR version. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' });
}

/**
 * A QR code of `text` as a PNG about `sizePx` pixels square (512 unless given; an integer from
 * 64 to 4096). A symbol with more modules than that size has pixels comes out larger: the
 * qrcode package then ignores the width and draws each module 4 pixels wide, which still scans.
 * Rejects text too long for any QR version.
 */
export async function qrPng(text: string, sizePx: number = DEFAULT_PNG_PX): Promise<Buffer> {
  if (!Number.isInteger(sizePx) || sizePx < MIN_PNG_PX || sizePx > MAX_PNG_PX) {
    throw new Error(`The QR code size must be a whole number of pixels from ${MIN_PNG_PX} to ${MAX_PNG_PX}, not ${sizePx}.`);
  }
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png', width: sizePx });
}
