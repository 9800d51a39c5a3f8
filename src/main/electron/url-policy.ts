import { ELECTRON_ASSET_ORIGIN } from '../../shared/api/envelope.js';

/** The privileged scheme the editor and the reader are served from. */
export const APP_SCHEME = 'app';
export const ASSET_SCHEME = new URL(ELECTRON_ASSET_ORIGIN).protocol.slice(0, -1);
export const EDITOR_HOST = 'editor';
export const READER_HOST = 'reader';
export const EDITOR_INDEX_URL = `${APP_SCHEME}://${EDITOR_HOST}/index.html`;

/**
 * The editor's CSP inside Electron: as on the web host, plus page images from the asset
 * scheme and the reader's own origin for the preview iframe and the design previews it serves.
 */
export const ELECTRON_EDITOR_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: flipbook-asset: app://reader; " +
  "media-src 'self' flipbook-asset:; connect-src 'self'; frame-src app://reader; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The reader carries its own meta CSP; the header adds what a meta tag cannot say. */
export const ELECTRON_READER_CSP = "frame-ancestors app://editor; object-src 'none'; base-uri 'none'; form-action 'none'";

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True for a page of our editor (app://editor/…), the only origin that may use the API. */
export function isEditorUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && parsed.protocol === `${APP_SCHEME}:` && parsed.host === EDITOR_HOST;
}

/**
 * Only web links and mail addresses are handed to the system (browser or mail program);
 * file:, javascript: and the rest never are.
 */
export function isExternalLinkUrl(url: string): boolean {
  const parsed = parse(url);
  if (parsed === null) return false;
  if (parsed.protocol === 'mailto:') return /^[^@\s/]+@[^@\s/]+$/.test(decodeURIComponent(parsed.pathname));
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.host !== '';
}

/** Which built folder an app:// request is for, and the still-encoded path inside it. */
export function appRequestTarget(url: string): { site: 'editor' | 'reader'; path: string } | null {
  const parsed = parse(url);
  if (parsed === null || parsed.protocol !== `${APP_SCHEME}:`) return null;
  if (parsed.host !== EDITOR_HOST && parsed.host !== READER_HOST) return null;
  return { site: parsed.host, path: parsed.pathname.replace(/^\/+/, '') };
}

/** The asset key of a flipbook-asset://project/<key> URL, or null for anything else. */
export function assetKeyFromUrl(url: string): string | null {
  const parsed = parse(url);
  if (parsed === null || `${parsed.protocol}//${parsed.host}/` !== ELECTRON_ASSET_ORIGIN) return null;
  try {
    return decodeURIComponent(parsed.pathname.replace(/^\/+/, ''));
  } catch {
    return null;
  }
}
