import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';

/**
 * Which page a reader means by what they typed: a page caption as shown ("vii", "12"),
 * or else a plain page number. Captions win because they are what the reader sees on the
 * counter. Null when nothing matches.
 */
export function resolvePageInput(input: string, captions: readonly string[]): number | null {
  const text = input.trim();
  if (text === '') return null;
  const byCaption = captions.indexOf(text);
  if (byCaption >= 0) return byCaption + 1;
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= captions.length ? page : null;
}

/** A go-to-page form: a field, a button, and a message when the page does not exist. */
export function fillGoTo(body: HTMLElement, captions: readonly string[], goToPage: (page: number) => void): void {
  const form = el('form', 'fb-goto');
  const field = el('input', 'fb-field', { type: 'text', inputmode: 'text', autocomplete: 'off', 'aria-label': READER_STRINGS.pageField, 'data-testid': 'goto-field' });
  const submit = el('button', 'fb-text-button', { type: 'submit' });
  submit.textContent = READER_STRINGS.go;
  const error = el('p', 'fb-field-error', { role: 'alert' });
  form.append(field, submit, error);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const page = resolvePageInput(field.value, captions);
    error.textContent = page === null ? READER_STRINGS.noSuchPage : '';
    if (page !== null) goToPage(page);
  });
  body.append(form);
}
