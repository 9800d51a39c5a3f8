import { measurementIdOf } from '../../shared/settings/analytics-id.js';
import { settingOrDefault } from './appearance-vars.js';

type Raw = Readonly<Record<string, unknown>>;

/** Whether a book set to embed-only reading must refuse to show: published and opened as a page of its own. */
export function refusesToShow(raw: Raw, context: { published: boolean; framed: boolean }): boolean {
  return context.published && !context.framed && settingOrDefault(raw, 'embedOnly') === true;
}

/** The analytics id to load, or null: only in a published book, and only for an id of Google's shape. */
export function analyticsIdToLoad(raw: Raw, published: boolean): string | null {
  return published ? measurementIdOf(raw) : null;
}

type Gtag = (...args: unknown[]) => void;

/**
 * Loads Google's tag for a published book whose author set an analytics id, and reports page
 * turns. Privacy: nothing is loaded or sent without an id (the default), never in the
 * editor's preview, and IP anonymisation is asked for. The published page's CSP allows
 * Google's hosts only when the book has an id (src/main/publish/analytics-csp.ts).
 */
export function startAnalytics(id: string, doc: Document = document): { pageView(page: number): void } {
  const win = doc.defaultView as (Window & { dataLayer?: unknown[]; gtag?: Gtag }) | null;
  if (win === null) return { pageView: () => undefined };
  win.dataLayer = win.dataLayer ?? [];
  const layer = win.dataLayer;
  // gtag.js only understands `arguments` objects in its queue (its own snippet pushes them), not arrays.
  const gtag: Gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  win.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id, { anonymize_ip: true });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  doc.head.append(script);
  return { pageView: (page) => gtag('event', 'page_view', { page_title: doc.title, page_location: `${win.location.href.split('#')[0]}#page=${page}` }) };
}
