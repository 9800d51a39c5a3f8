import { brandName, shareTypesOf, shareUrl, type ShareRegion, type ShareType } from '../../shared/features/share-types.js';
import { el } from '../dom.js';
import type { ShareEntry } from '../settings.js';
import { settingsWords } from '../settings-words.js';
import { READER_STRINGS } from '../strings.js';
import { qrSvg } from './qr-code.js';
import { embedCode, htmlLinkCode, type ShareValues } from './share.js';
import { offerPoster } from './share-poster.js';

/** What the book lets its share panel offer: the entries of its share settings, its share types and the QR code. */
export interface ShareOptions {
  entries: Readonly<Record<ShareEntry, boolean>>;
  qrCode: boolean;
  region: ShareRegion;
  /** The mini-program code picture the author gave, or null (the type is then left out). */
  miniProgramCode: string | null;
  /** The cover image for the poster, or null. */
  cover: string | null;
}

/**
 * The share panel: the book's web page link, an HTML link and an embed code to copy (each
 * behind its share setting), and the share types of the book's region (decision 0236). The
 * clipboard API needs a secure context; elsewhere (file://) the field is selected and copied
 * the old way, and failing that stays selected for the reader to copy.
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
  // What a QR, poster or mini-program entry shows, one at a time.
  const shown = el('div', 'fb-share-shown');
  const show = (...nodes: (Node | string)[]): void => shown.replaceChildren(...nodes);
  for (const type of shareTypesOf(options.region)) {
    if (type.kind === 'image' && options.miniProgramCode === null) continue;
    const item = el('li');
    item.append(shareEntry(type, values, () => {
      if (type.kind === 'copy') copyText(values.link, status);
      else if (type.kind === 'poster') offerPoster(show, { cover: options.cover, title: values.title, link: values.link, label: words.downloadPoster });
      else if (type.kind === 'image') show(el('img', 'fb-qr', { src: options.miniProgramCode ?? '', alt: words.miniProgramCode }));
      else show(qrSvg(values.link, READER_STRINGS.bookLink) ?? '');
    }));
    list.append(item);
  }
  body.append(status, list, shown);
  // The book's QR code setting: a phone camera opens the same page.
  const qr = options.qrCode ? qrSvg(values.link, READER_STRINGS.bookLink) : null;
  if (qr !== null) body.append(qr);
}

/** One share type: a link that opens in a new tab (mail in the mail program), or a button for the panel's own actions. */
function shareEntry(type: ShareType, values: ShareValues, act: () => void): HTMLElement {
  const words = settingsWords();
  const name = brandName(type, document.documentElement.lang) ?? (type.id === 'email' ? READER_STRINGS.aboutEmail : type.id === 'copyLink' ? READER_STRINGS.copyLink : words[type.id as 'qrCode']);
  const href = shareUrl(type, { url: values.link, title: values.title });
  const entry =
    href === null
      ? el('button', 'fb-toc-entry', { type: 'button' })
      : el('a', 'fb-toc-entry', href.startsWith('mailto:') ? { href } : { href, target: '_blank', rel: 'noopener noreferrer' });
  entry.dataset.shareType = type.id;
  entry.textContent = name;
  if (href === null) entry.addEventListener('click', act);
  return entry;
}

/** Copies text, through the clipboard API where there is one, else from `field` (a hidden one by default) the old way. */
function copyText(text: string, status: HTMLElement, field?: HTMLInputElement): void {
  const done = (): void => {
    status.textContent = READER_STRINGS.linkCopied;
  };
  const fallback = (): void => {
    const source = field ?? el('input', 'fb-field', { value: text });
    if (field === undefined) status.after(source);
    source.select();
    // execCommand is deprecated but the only copy that works outside secure contexts.
    if (document.execCommand('copy')) done();
    if (field === undefined) source.remove();
  };
  if (navigator.clipboard === undefined) fallback();
  else navigator.clipboard.writeText(text).then(done, fallback);
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
  copy.addEventListener('click', () => copyText(text, status, field));
  const title = el('p', 'fb-share-label');
  title.textContent = label;
  const row = el('div', 'fb-goto');
  row.append(field, copy);
  const group = el('div', 'fb-share-entry', { 'data-share-entry': entry });
  group.append(title, row);
  return group;
}
