import { el } from '../dom.js';
import type { Reader } from '../reader.js';
import { settingsWords } from '../settings-words.js';
import { glyphOf } from '../toolbar/tool-button.js';
import type { ReaderView } from '../view.js';
import { PageHistory } from './page-history.js';

/**
 * The back and forward buttons of the backForward setting, around the page arrows of the
 * bottom bar. They follow the pages this reader came to rest on (PageHistory), so a jump
 * through the contents or a link can be undone with one press.
 */
export function mountBackForward(reader: Reader, view: ReaderView): void {
  const words = settingsWords();
  const history = new PageHistory();
  const back = historyButton('back', words.back, '↶');
  const forward = historyButton('forward', words.forward, '↷');
  view.previousButton.before(back);
  view.nextButton.after(forward);
  back.addEventListener('click', () => turnTo(history.back()));
  forward.addEventListener('click', () => turnTo(history.forward()));

  function turnTo(page: number | null): void {
    if (page !== null) reader.goToPage(page);
    update();
  }

  function update(): void {
    const shown = reader.settings.backForward && reader.pageCount > 0;
    back.hidden = !shown;
    forward.hidden = !shown;
    back.disabled = !history.canGoBack;
    forward.disabled = !history.canGoForward;
  }

  // A new book (not a changed setting) starts a new history.
  let pages = reader.bookData?.pages;
  reader.onBookChange(() => {
    if (reader.bookData?.pages !== pages) {
      pages = reader.bookData?.pages;
      history.reset(reader.currentPage);
    }
    update();
  });
  reader.onSettle((page) => {
    history.visit(page);
    update();
  });
  update();
}

function historyButton(name: 'back' | 'forward', label: string, glyph: string): HTMLButtonElement {
  const button = el('button', `fb-button fb-${name}`, { type: 'button', 'aria-label': label, title: label, 'data-history': name });
  button.append(glyphOf(glyph, name));
  return button;
}
