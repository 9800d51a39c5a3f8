import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';
import { searchPages, type SearchHit } from './search.js';
import type { TextLayers } from './text-layers.js';

export interface SearchSource {
  /** The book's text layers, loaded on first use. */
  layers: () => Promise<TextLayers | null>;
  caption: (page: number) => string;
  /** Turns to a hit and highlights it. */
  show: (hit: SearchHit) => void;
}

/**
 * The search panel: a field, a count, and the hits as buttons with their page and a line
 * of context, the match marked. Everything from the book is set as text. The last query
 * is kept, so reopening the panel shows the same hits.
 */
export function createSearchPanel(source: SearchSource): (body: HTMLElement) => void {
  let lastQuery = '';
  return (body) => {
    const form = el('form', 'fb-search', { role: 'search' });
    const field = el('input', 'fb-field', { type: 'search', autocomplete: 'off', 'aria-label': READER_STRINGS.searchField, 'data-testid': 'search-field' });
    field.value = lastQuery;
    const submit = el('button', 'fb-text-button', { type: 'submit' });
    submit.textContent = READER_STRINGS.search;
    const status = el('p', 'fb-search-status', { role: 'status' });
    const list = el('ol', 'fb-hits-list');
    form.append(field, submit);
    body.append(form, status, list);

    const run = async (): Promise<void> => {
      const query = field.value;
      lastQuery = query;
      if (query.trim() === '') return;
      const layers = await source.layers();
      // A newer query typed while the text loaded wins.
      if (query !== field.value) return;
      const hits = searchPages(layers ?? [], query);
      status.textContent = READER_STRINGS.results(hits.length);
      list.replaceChildren(...hits.map((hit) => hitItem(hit, source)));
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void run();
    });
    if (lastQuery !== '') void run();
  };
}

function hitItem(hit: SearchHit, source: SearchSource): HTMLElement {
  const button = el('button', 'fb-hit-entry', { type: 'button', 'data-hit-page': String(hit.page) });
  const page = el('span', 'fb-hit-page');
  page.textContent = READER_STRINGS.pageAlt(source.caption(hit.page));
  const context = el('span', 'fb-hit-context');
  const match = el('mark');
  match.textContent = hit.match;
  context.append(hit.before, match, hit.after);
  button.append(page, context);
  button.addEventListener('click', () => source.show(hit));
  const item = el('li');
  item.append(button);
  return item;
}
