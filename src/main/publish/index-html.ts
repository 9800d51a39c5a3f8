/** The book's text that goes into the page head, for browser tabs and search engines. */
export interface IndexHtmlText {
  title: string;
  description: string;
  keywords: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const TITLE = /<title>[^<]*<\/title>/;
const metaTag = (name: string) => new RegExp(`<meta name="${name}" content="[^"]*">`);

/**
 * Fills the reader's index.html with the book's title, description and keywords. The
 * template is ours, so each tag must be there exactly as the reader writes it; a template
 * that lost one is a build error, not something to publish around.
 */
export function renderIndexHtml(template: string, text: IndexHtmlText): string {
  let html = replaceOnce(template, TITLE, `<title>${escapeHtml(text.title)}</title>`);
  for (const name of ['description', 'keywords'] as const) {
    html = replaceOnce(html, metaTag(name), `<meta name="${name}" content="${escapeHtml(text[name])}">`);
  }
  return html;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`the reader's index.html has no ${pattern.source}`);
  // A function replacement, so `$&` or `$1` in a title stays literal text.
  return html.replace(pattern, () => replacement);
}
