import { el } from '../dom.js';
import type { ShareEntry } from '../settings.js';
import { settingsWords } from '../settings-words.js';
import { READER_STRINGS } from '../strings.js';
import { qrSvg } from './qr-code.js';
import { embedCode, htmlLinkCode, socialLinks, type ShareValues } from './share.js';

/** What the book lets its share panel offer: the entries of its share settings, and the QR code. */
export interface ShareOptions {
  entries: Readonly<Record<ShareEntry, boolean>>;
  qrCode: boolean;
}

/**
 * The share panel: the book's web page link, an HTML link and an embed code to copy (each
 * behind its share setting), and links to share it on social sites. The clipboard API needs
 * a secure context; elsewhere (file://) the field is selected and copied the old way, and
 * failing that stays selected for the reader to copy.
 */
export function fillShare(body: HTMLElement, values: ShareValues, options: ShareOptions): void {
  const words = settingsWords();
  const status = el('p', 'fb-search-status', { role: 'status' });
  const codes: [ShareEntry, string, string][] = [
    ['webPage', words.webPage, values.link],
    ['html', words.htmlLink, htmlLinkCode(values)],
    ['embed', words.embedCode, embedCode(values)],
  ];
  for (const [entry, label, text] of codes) {
    if (options.entries[entry]) body.append(copyRow({ entry, label, text, copyLabel: entry === 'webPage' ? READER_STRINGS.copyLink : words.copy }, status));
  }
  const list = el('ul', 'fb-downloads');
  for (const site of socialLinks(values)) {
    const link = el('a', 'fb-toc-entry', { href: site.url, target: '_blank', rel: 'noopener noreferrer', 'data-social': site.name });
    link.textContent = site.name;
    const item = el('li');
    item.append(link);
    list.append(item);
  }
  body.append(status, list);
  // The book's QR code setting: a phone camera opens the same page.
  const qr = options.qrCode ? qrSvg(values.link, READER_STRINGS.bookLink) : null;
  if (qr !== null) body.append(qr);
}

interface CopyEntry {
  entry: ShareEntry;
  label: string;
  text: string;
  copyLabel: string;
}

/** One entry to copy: its text in a read-only field, and a copy button that reports in `status`. */
function copyRow({ entry, label, text, copyLabel }: CopyEntry, status: HTMLElement): HTMLElement {
  // The web page entry keeps the link field's long-standing label and test id.
  const isLink = entry === 'webPage';
  const field = el('input', 'fb-field', {
    type: 'text',
    readonly: '',
    'aria-label': isLink ? READER_STRINGS.bookLink : label,
    'data-testid': isLink ? 'share-link' : `share-${entry}`,
    'data-share': entry,
  });
  field.value = text;
  // Each copy button names its entry, so a screen reader (and a test) can tell them apart.
  const copy = el('button', 'fb-text-button', { type: 'button', 'aria-label': isLink ? copyLabel : `${copyLabel}: ${label}` });
  copy.textContent = copyLabel;
  copy.addEventListener('click', () => {
    const done = (): void => {
      status.textContent = READER_STRINGS.linkCopied;
    };
    const fallback = (): void => {
      field.select();
      // execCommand is deprecated but the only copy that works outside secure contexts.
      if (document.execCommand('copy')) done();
    };
    if (navigator.clipboard === undefined) fallback();
    else navigator.clipboard.writeText(text).then(done, fallback);
  });
  const title = el('p', 'fb-share-label');
  title.textContent = label;
  const row = el('div', 'fb-goto');
  row.append(field, copy);
  const group = el('div', 'fb-share-entry', { 'data-share-entry': entry });
  group.append(title, row);
  return group;
}
