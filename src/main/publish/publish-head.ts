import { createHash } from 'node:crypto';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { firstSealedPage } from '../../shared/protection/protection-settings.js';
import { pageFilePath } from './book-script.js';
import { editCspSources } from './csp-edit.js';
import { escapeHtml, renderIndexHtml } from './index-html.js';
import { SEO_TEXT_INDEX } from './seo-text.js';

/**
 * The author's choices for one published book's index.html and its search-engine text.
 * Every field is optional: a missing title, keywords or description falls back to the book's.
 */
export interface BookPublishOptions {
  title?: string | undefined;
  keywords?: string | undefined;
  description?: string | undefined;
  /**
   * Markup the author pastes (an analytics snippet). The author is trusted: it goes into the
   * head verbatim (docs/decisions/0070). Text from a PDF never takes this path.
   */
  trackingScript?: string | undefined;
  /** Also write text/index.html and one text page per book page for search engines. */
  seoText?: boolean | undefined;
}

/** The head text a publish uses: the author's overrides, else the book's own. */
export function publishedHeadText(snapshot: ProjectSnapshot, options: BookPublishOptions = {}) {
  const pick = (override: string | undefined, own: string) => (override !== undefined && override.trim() !== '' ? override : own);
  return {
    title: pick(options.title, snapshot.book.title),
    // A book imported before descriptions had a default (default-description.ts) is described by its title.
    description: pick(options.description, pick(snapshot.book.description, snapshot.book.title)),
    keywords: pick(options.keywords, snapshot.book.keywords),
  };
}

/**
 * The published index.html: the reader template with the title, description and keywords,
 * Open Graph and Twitter card tags, the author's tracking script (with the CSP opened just
 * enough for it) and, with SEO text, a crawlable link to the text version.
 */
export function renderPublishedIndex(template: string, snapshot: ProjectSnapshot, options: BookPublishOptions = {}): string {
  const text = publishedHeadText(snapshot, options);
  let html = renderIndexHtml(template, text);
  // A book sealed from page 1 has no open picture of its cover to show when shared.
  const cover = firstSealedPage(snapshot.book.settings) === 1 ? [] : [['og:image', pageFilePath(1, 'thumb')]];
  const social = [['og:title', text.title], ['og:description', text.description], ['og:type', 'book'], ...cover].map(
    ([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? '')}">`,
  );
  social.push(`<meta name="twitter:card" content="${cover.length === 0 ? 'summary' : 'summary_large_image'}">`);
  html = insertBefore(html, '</head>', `${social.join('\n    ')}\n  `);

  const script = options.trackingScript?.trim() ?? '';
  if (script !== '') {
    html = widenCsp(html, script);
    html = insertBefore(html, '</head>', `<!-- tracking script added by the author -->\n${script}\n  `);
  }
  if (options.seoText === true) {
    // Visually hidden (by the reader's stylesheet: the CSP refuses inline styles) but in the
    // markup, so crawlers follow it and screen readers can use it.
    const link = `<a href="${SEO_TEXT_INDEX}" class="seo-text-link fb-visually-hidden">${escapeHtml(text.title)}: text version</a>`;
    html = insertAfter(html, '<body>', `\n    ${link}`);
  }
  return html;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * Opens the reader's CSP for the author's tracking script only: its inline scripts by hash,
 * plus https: for the script, beacon and pixel hosts such snippets load from. Without a
 * tracking script the book keeps the strict policy.
 */
export function widenCsp(html: string, trackingScript: string): string {
  const hashes = [...trackingScript.matchAll(INLINE_SCRIPT)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  return editCspSources(html, (name, sources) => {
    if (name === 'script-src') return [...sources, 'https:', ...hashes];
    if ((name === 'connect-src' || name === 'img-src') && !sources.includes('https:')) return [...sources, 'https:'];
    return sources;
  });
}

function insertBefore(html: string, marker: string, addition: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`the reader's index.html has no ${marker}`);
  return html.slice(0, at) + addition + html.slice(at);
}

function insertAfter(html: string, marker: string, addition: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`the reader's index.html has no ${marker}`);
  return html.slice(0, at + marker.length) + addition + html.slice(at + marker.length);
}
