/** The values an e-mail or share template may use. */
export interface ShareValues {
  title: string;
  link: string;
  thumb: string;
}

/** Replaces the macros {title}, {link} and {thumb}; other braces stay as written. */
export function expandMacros(template: string, values: ShareValues): string {
  return template.replace(/\{(title|link|thumb)\}/g, (_, name: keyof ShareValues) => values[name]);
}

/** A mailto: URL with the book's subject and body templates filled in. */
export function mailtoUrl(subject: string, body: string, values: ShareValues): string {
  return `mailto:?subject=${encodeURIComponent(expandMacros(subject, values))}&body=${encodeURIComponent(expandMacros(body, values))}`;
}

/** Text made safe inside an HTML attribute or element. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The shareHtml entry: a link to the book to paste into a web page. */
export function htmlLinkCode(values: ShareValues): string {
  return `<a href="${escapeHtml(values.link)}">${escapeHtml(values.title)}</a>`;
}

/** The shareEmbed entry: the book in a frame of another site, full screen allowed. */
export function embedCode(values: ShareValues): string {
  return `<iframe src="${escapeHtml(values.link)}" title="${escapeHtml(values.title)}" width="100%" height="600" style="border:0" allowfullscreen></iframe>`;
}

/**
 * The pages a print range names: "all" or blank for every page, else pages and spans
 * such as `1-3, 8`. Null for anything malformed or past the end, so the panel can say so.
 */
export function parsePrintRange(text: string, pageCount: number): number[] | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'all') return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set<number>();
  for (const part of trimmed.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (match === null) return null;
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1 || last < first || last > pageCount) return null;
    for (let page = first; page <= last; page += 1) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}
