import type { ReaderPage } from '../../shared/reader/book-data.js';
import { el } from '../dom.js';
import { setImageSource } from '../protection/hooks.js';
import { READER_STRINGS } from '../strings.js';
import { parsePrintRange } from './share.js';

/** More pages than this in one print job would hold the browser for minutes. */
const MAX_PRINT_PAGES = 500;

export interface PrintSource {
  pages: readonly ReaderPage[];
  shown: readonly number[];
  watermark: string;
}

/**
 * The print panel: a page range (the pages on show by default) and, when the book has a
 * watermark text, whether to print it. Printing lays the chosen page images out in a
 * print-only container (see the print stylesheet) and opens the browser's print dialog
 * once they have loaded.
 */
export function fillPrint(body: HTMLElement, source: PrintSource): void {
  const form = el('form', 'fb-goto');
  const field = el('input', 'fb-field', { type: 'text', 'aria-label': READER_STRINGS.printRange, 'data-testid': 'print-range' });
  field.value = source.shown.length === 2 ? `${source.shown[0]}-${source.shown[1]}` : String(source.shown[0] ?? 1);
  const submit = el('button', 'fb-text-button', { type: 'submit' });
  submit.textContent = READER_STRINGS.print;
  const error = el('p', 'fb-field-error', { role: 'alert' });
  form.append(field, submit);
  let watermark: HTMLInputElement | null = null;
  if (source.watermark.trim() !== '') {
    const label = el('label', 'fb-check');
    watermark = el('input', undefined, { type: 'checkbox', 'data-testid': 'print-watermark' });
    watermark.checked = true;
    label.append(watermark, READER_STRINGS.printWatermark);
    form.append(label);
  }
  form.append(error);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const pages = parsePrintRange(field.value, source.pages.length);
    const valid = pages !== null && pages.length > 0 && pages.length <= MAX_PRINT_PAGES;
    error.textContent = valid ? '' : READER_STRINGS.badRange;
    if (valid) void printPages(pages, source, watermark?.checked === true ? source.watermark : '');
  });
  body.append(form);
}

async function printPages(numbers: readonly number[], source: PrintSource, watermark: string): Promise<void> {
  document.querySelector('.fb-print')?.remove();
  const sheet = el('div', 'fb-print', { 'data-testid': 'print-sheet' });
  const loads: Promise<unknown>[] = [];
  for (const number of numbers) {
    const page = source.pages[number - 1];
    if (page === undefined) continue;
    const figure = el('figure', 'fb-print-page');
    const image = el('img', undefined, { alt: READER_STRINGS.pageAlt(number), 'data-print-page': String(number) });
    loads.push(setImageSource(image, page.hd).then((set) => (set ? image.decode() : undefined)).catch(() => undefined));
    figure.append(image);
    if (watermark !== '') {
      const mark = el('span', 'fb-watermark');
      mark.textContent = watermark;
      figure.append(mark);
    }
    sheet.append(figure);
  }
  document.body.append(sheet);
  await Promise.all(loads);
  window.addEventListener('afterprint', () => sheet.remove(), { once: true });
  window.print();
}
