/**
 * Names and escapes for plug-in sources. A flipbook title is user text (often a PDF's
 * title), so every name derived from it is plain ASCII from a fixed alphabet, and every
 * place it is written as text uses the escape of that context.
 */

/** The names one plug-in uses, derived from the flipbook title and the project's book id. */
export interface PluginNames {
  /** The title as written into headers and manifests (one line, still to be escaped). */
  title: string;
  /** Lower-case words joined by '-', e.g. `flipbook-annual-report-k3x9q2`: WordPress folder. */
  slug: string;
  /** The same words joined by '_', e.g. `flipbook_annual_report`: machine names, PHP prefixes. */
  machine: string;
  /** PascalCase, e.g. `FlipbookAnnualReport`: PHP class names. */
  className: string;
}

/** Every name starts with this word, so a book called "Akismet" cannot replace that plug-in. */
const PREFIX = 'flipbook';
const MAX_WORDS_LENGTH = 40;

/** Text on one line, without control characters (which break headers, YAML and XML). */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The ASCII words of a title: accents dropped, anything else a separator. */
function asciiWords(title: string): string[] {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    if (length + word.length > MAX_WORDS_LENGTH) break;
    kept.push(word);
    length += word.length + 1;
  }
  return kept;
}

/**
 * Derives the plug-in's names from its title and the project's book id. The id comes last,
 * so two books never share a folder, even with the same title or a title with no ASCII
 * letters (which gives `flipbook-book-<id>`), and republishing a project names the same
 * plug-in, which the CMS then updates in place (decision 0229).
 */
export function pluginNames(flipbookTitle: string, fallbackTitle: string, bookId: string): PluginNames {
  if (!/^[a-z0-9]+$/.test(bookId)) throw new Error(`not a book id: ${JSON.stringify(bookId)}`);
  const title = oneLine(flipbookTitle) || oneLine(fallbackTitle) || 'Flipbook';
  const found = asciiWords(title).filter((word, index) => !(index === 0 && word === PREFIX));
  const words = [PREFIX, ...(found.length === 0 ? ['book'] : found), bookId];
  return {
    title,
    slug: words.join('-'),
    machine: words.join('_'),
    className: words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(''),
  };
}

/** A PHP single-quoted string literal: only `\` and `'` are special there. */
export function phpString(text: string): string {
  return `'${text.replace(/[\\']/g, (char) => `\\${char}`)}'`;
}

/** Text inside a PHP doc comment (a plug-in header): one line that cannot end the comment. */
export function phpCommentText(text: string): string {
  return oneLine(text).replace(/\*\//g, '* /');
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** XML text or attribute content, with characters XML 1.0 forbids removed. */
export function xmlText(text: string): string {
  return oneLine(text).replace(/[\p{Cs}\ufffe\uffff]/gu, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A YAML single-quoted scalar: a quote is doubled; nothing else is special there. */
export function yamlString(text: string): string {
  return `'${oneLine(text).replace(/'/g, "''")}'`;
}
