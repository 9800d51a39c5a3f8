import { parseBookmarks, type Bookmark } from '../../shared/features/bookmarks.js';
import { storedColourToCss } from '../../shared/settings/colour.js';
import { el } from '../dom.js';
import type { SidePanel } from '../panels/side-panel.js';
import type { Reader } from '../reader.js';
import { extrasWords } from '../extras/extras-words.js';
import { READER_STRINGS } from '../strings.js';
import { toolButton, type ToolButton } from '../toolbar/tool-button.js';
import type { ReaderView } from '../view.js';

type Raw = Readonly<Record<string, unknown>>;

/** The tab of one bookmark: its caption (as text), colours and texture; a press turns to its page. */
function bookmarkTab(bookmark: Bookmark, pageCount: number, goToPage: (page: number) => void): HTMLButtonElement {
  const label = bookmark.caption.trim() === '' ? String(bookmark.page) : bookmark.caption;
  const tab = el('button', `fb-bookmark fb-bookmark-${bookmark.texture}`, { type: 'button', 'data-bookmark-page': String(bookmark.page) });
  tab.setAttribute('aria-label', `${label}: ${READER_STRINGS.linkToPage(bookmark.page)}`);
  tab.title = label;
  const text = el('span', 'fb-bookmark-text');
  text.textContent = label;
  tab.append(text);
  // Colours come from the book only through the 0xrrggbb check, never as free CSS.
  tab.style.backgroundColor = storedColourToCss(bookmark.background) ?? '';
  tab.style.color = storedColourToCss(bookmark.fontColour) ?? '';
  tab.disabled = bookmark.page > pageCount;
  // The tab sits on the book: keep its press from starting a page drag.
  tab.addEventListener('pointerdown', (event) => event.stopPropagation());
  tab.addEventListener('click', () => goToPage(bookmark.page));
  return tab;
}

/**
 * The book's bookmarks as tabs on its left and right side edges (outside the pages, so they
 * never cover them), redrawn whenever the bookmarks or the `button.bookmark` switch change.
 */
export function mountBookmarkTabs(reader: Reader, view: ReaderView): void {
  const stacks = {
    left: el('nav', 'fb-bookmarks fb-bookmarks-left', { 'aria-label': extrasWords(document.documentElement.lang).bookmarks, 'data-testid': 'bookmarks-left' }),
    right: el('nav', 'fb-bookmarks fb-bookmarks-right', { 'aria-label': extrasWords(document.documentElement.lang).bookmarks, 'data-testid': 'bookmarks-right' }),
  };
  view.book.append(stacks.left, stacks.right);
  let drawn = '';
  reader.onSettingsChange((raw: Raw) => {
    const shown = raw['button.bookmark'] !== false;
    const bookmarks = shown ? parseBookmarks(raw.bookmarks) : [];
    const key = JSON.stringify([bookmarks, reader.pageCount]);
    if (key === drawn) return;
    drawn = key;
    for (const side of ['left', 'right'] as const) {
      const tabs = bookmarks.filter((bookmark) => bookmark.side === side).map((bookmark) => bookmarkTab(bookmark, reader.pageCount, (page) => reader.goToPage(page)));
      stacks[side].replaceChildren(...tabs);
      stacks[side].hidden = tabs.length === 0;
    }
  });
}

/** The toolbar's bookmark button: a panel listing the bookmarks, for readers who prefer a list to the edge tabs. */
export function bookmarkTool(reader: Reader, panel: SidePanel): ToolButton {
  const title = extrasWords(document.documentElement.lang).bookmarks;
  const element = toolButton('bookmark', title, '🔖');
  element.setAttribute('aria-expanded', 'false');
  const bookmarks = () => parseBookmarks(reader.bookData?.settings.bookmarks).filter((bookmark) => bookmark.page <= reader.pageCount);
  const content = {
    id: 'bookmark',
    title,
    fill: (body: HTMLElement) => {
      const list = el('ul', 'fb-downloads');
      for (const bookmark of bookmarks()) {
        const entry = el('button', 'fb-toc-entry', { type: 'button', 'data-bookmark-page': String(bookmark.page) });
        entry.textContent = bookmark.caption.trim() === '' ? READER_STRINGS.pageAlt(bookmark.page) : bookmark.caption;
        entry.addEventListener('click', () => {
          reader.goToPage(bookmark.page);
          panel.close();
        });
        const item = el('li');
        item.append(entry);
        list.append(item);
      }
      body.append(list);
    },
  };
  element.addEventListener('click', () => panel.toggle(content, element));
  return { element, applies: () => bookmarks().length > 0 };
}
