import { el } from '../dom.js';
import type { ExtrasWords } from './extras-words.js';
import type { PageNotes } from './notes-store.js';

export interface NotesPanelInput {
  words: ExtrasWords;
  /** The page on show, whose note the field edits. */
  page: number;
  notes: () => PageNotes;
  save: (page: number, text: string) => void;
  goToPage: (page: number) => void;
}

/**
 * The notes panel: a note for the page on show (saved as it is typed), then every page that
 * has a note, to go back to it or delete its note.
 */
export function fillNotes(body: HTMLElement, input: NotesPanelInput): void {
  const { words } = input;
  const label = el('label', 'fb-notes-label', { for: 'fb-note' });
  label.textContent = words.noteForPage.replace('{n}', String(input.page));
  const field = el('textarea', 'fb-field fb-note', { id: 'fb-note', rows: '5', maxlength: '10000', 'data-testid': 'note-field' });
  field.value = input.notes()[input.page] ?? '';
  const hint = el('p', 'fb-search-status');
  hint.textContent = words.notesLocal;
  const heading = el('h3', 'fb-notes-heading');
  heading.textContent = words.notesList;
  const list = el('ul', 'fb-downloads', { 'data-testid': 'notes-list' });

  const render = (): void => {
    const notes = input.notes();
    const pages = Object.keys(notes).map(Number).sort((a, b) => a - b);
    list.replaceChildren();
    if (pages.length === 0) {
      const empty = el('li', 'fb-search-status');
      empty.textContent = words.noNotes;
      list.append(empty);
    }
    for (const page of pages) {
      const open = el('button', 'fb-text-button fb-note-open', { type: 'button', 'data-note-page': String(page) });
      // The note is the reader's own text: shown as text, cut short in the list.
      open.textContent = `${page}: ${(notes[page] ?? '').slice(0, 60)}`;
      open.addEventListener('click', () => input.goToPage(page));
      const remove = el('button', 'fb-text-button', { type: 'button', 'aria-label': `${words.deleteNote} (${page})` });
      remove.textContent = '×';
      remove.addEventListener('click', () => {
        input.save(page, '');
        if (page === input.page) field.value = '';
        render();
      });
      const item = el('li', 'fb-note-row');
      item.append(open, remove);
      list.append(item);
    }
  };
  field.addEventListener('input', () => {
    input.save(input.page, field.value);
    render();
  });
  render();
  body.append(label, field, hint, heading, list);
}
