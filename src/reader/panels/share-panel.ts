import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';
import { qrSvg } from './qr-code.js';
import { socialLinks, type ShareValues } from './share.js';

/**
 * The share panel: the book's link to copy, and links to share it on social sites. The
 * clipboard API needs a secure context; elsewhere (file://) the field is selected and
 * copied the old way, and failing that stays selected for the reader to copy.
 */
export function fillShare(body: HTMLElement, values: ShareValues, showQrCode = false): void {
  const field = el('input', 'fb-field', { type: 'text', readonly: '', 'aria-label': READER_STRINGS.bookLink, 'data-testid': 'share-link' });
  field.value = values.link;
  const copy = el('button', 'fb-text-button', { type: 'button' });
  copy.textContent = READER_STRINGS.copyLink;
  const status = el('p', 'fb-search-status', { role: 'status' });
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
    else navigator.clipboard.writeText(values.link).then(done, fallback);
  });
  const row = el('div', 'fb-goto');
  row.append(field, copy);
  const list = el('ul', 'fb-downloads');
  for (const site of socialLinks(values)) {
    const link = el('a', 'fb-toc-entry', { href: site.url, target: '_blank', rel: 'noopener noreferrer', 'data-social': site.name });
    link.textContent = site.name;
    const item = el('li');
    item.append(link);
    list.append(item);
  }
  body.append(row, status, list);
  // The book's QR code setting: a phone camera opens the same page.
  const qr = showQrCode ? qrSvg(values.link, READER_STRINGS.bookLink) : null;
  if (qr !== null) body.append(qr);
}
