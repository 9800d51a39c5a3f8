import { PageLinkSchema, type PageLink } from '../../../../shared/domain/page-content.js';
import { fractionRect, type ViewportLike } from './page-frame.js';
import { safeLinkUrl as safeUrlOfLink } from '../../../../shared/validation/safe-url.js';

/** A page keeps at most this many links, the bound the Page schema sets. */
export const MAX_LINKS_PER_PAGE = 2000;
/** URLs longer than this are dropped, not cut: a cut URL would lead somewhere else. */
export const MAX_LINK_URL_CHARS = 2000;

/** What link extraction needs of a pdf.js document: its named and explicit destinations. */
export interface LinkDocument {
  numPages: number;
  getDestination(name: string): Promise<unknown[] | null>;
  getPageIndex(ref: { num: number; gen: number }): Promise<number>;
}

/** What link extraction needs of a pdf.js page. */
export interface LinkPage {
  getAnnotations(params: { intent: 'display' }): Promise<unknown[]>;
}

/** The fields of a pdf.js Link annotation that matter here; all are untrusted. */
interface LinkAnnotation {
  subtype?: unknown;
  rect?: unknown;
  dest?: unknown;
  url?: unknown;
  unsafeUrl?: unknown;
  action?: unknown;
}

/** A URL a reader may open, or null when it must be dropped. */
export function safeLinkUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  if (url.length === 0 || url.length > MAX_LINK_URL_CHARS) return null;
  return safeUrlOfLink(url);
}

function isRef(value: unknown): value is { num: number; gen: number } {
  const ref = value as { num?: unknown; gen?: unknown } | null;
  return typeof ref === 'object' && ref !== null && Number.isInteger(ref.num) && Number.isInteger(ref.gen);
}

/** The 1-based page a destination (a name or an explicit array) points at, if it exists. */
async function destinationPage(doc: LinkDocument, dest: unknown): Promise<number | null> {
  const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  if (!Array.isArray(explicit) || explicit.length === 0) return null;
  const head: unknown = explicit[0];
  let index: number;
  // Some producers write a page index where the spec wants a page reference; readers accept both.
  if (typeof head === 'number' && Number.isInteger(head)) index = head;
  else if (isRef(head)) index = await doc.getPageIndex(head);
  else return null;
  return index >= 0 && index < doc.numPages ? index + 1 : null;
}

/** The page a named action (the PDF's navigation buttons) leads to from this page. */
function namedActionPage(action: unknown, pageNumber: number, numPages: number): number | null {
  const target: Record<string, number> = { FirstPage: 1, LastPage: numPages, NextPage: pageNumber + 1, PrevPage: pageNumber - 1 };
  const page = typeof action === 'string' ? target[action] : undefined;
  return page !== undefined && page >= 1 && page <= numPages ? page : null;
}

async function linkTarget(doc: LinkDocument, annotation: LinkAnnotation, pageNumber: number): Promise<PageLink['target'] | null> {
  if (annotation.dest !== undefined && annotation.dest !== null) {
    const page = await destinationPage(doc, annotation.dest);
    return page === null ? null : { kind: 'page', page };
  }
  const named = namedActionPage(annotation.action, pageNumber, doc.numPages);
  if (named !== null) return { kind: 'page', page: named };
  // pdf.js fills `url` only for URLs it considers safe and keeps the raw one in `unsafeUrl`;
  // the same rule is applied to either, so pdf.js's own list never widens ours.
  const url = safeLinkUrl(annotation.url) ?? safeLinkUrl(annotation.unsafeUrl);
  return url === null ? null : { kind: 'url', url };
}

/**
 * The page's clickable links: internal page links and safe URLs, with their areas as
 * fractions of the page. A link that cannot be resolved is left out on its own, so one
 * broken destination never costs a page its other links.
 */
export async function extractPageLinks(doc: LinkDocument, page: LinkPage, pageNumber: number, viewport: ViewportLike): Promise<PageLink[]> {
  const annotations = await page.getAnnotations({ intent: 'display' });
  const links: PageLink[] = [];
  for (const raw of annotations) {
    if (links.length >= MAX_LINKS_PER_PAGE) break;
    const annotation = (raw ?? {}) as LinkAnnotation;
    if (annotation.subtype !== 'Link') continue;
    const box = fractionRect(viewport, annotation.rect);
    if (!box || box.width <= 0 || box.height <= 0) continue;
    const target = await linkTarget(doc, annotation, pageNumber).catch(() => null);
    if (!target) continue;
    const parsed = PageLinkSchema.safeParse({ ...box, target });
    if (parsed.success) links.push(parsed.data);
  }
  return links;
}
