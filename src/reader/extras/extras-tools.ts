import { isWebUrl, safeMailto } from '../../shared/validation/safe-url.js';
import { el } from '../dom.js';
import type { SidePanel } from '../panels/side-panel.js';
import type { Reader } from '../reader.js';
import type { ToolbarButtonId } from '../settings.js';
import type { ReaderView } from '../view.js';
import { glyphOf, toolButton, toolLink, type ToolButton } from '../toolbar/tool-button.js';
import { extrasWords } from './extras-words.js';
import { Magnifier } from './magnifier.js';
import { fillNotes } from './notes-panel.js';
import { notesKey, readNotes, writeNote, type PageNotes } from './notes-store.js';
import { flagAt } from '../catalogue-reads.js';

type Raw = Readonly<Record<string, unknown>>;

/** A link the author set for the shop or report button: a web link, or an e-mail address for reports. */
export function outwardLink(value: unknown, allowMail: boolean): string {
  if (typeof value !== 'string') return '';
  const link = value.trim();
  if (allowMail && /^mailto:/i.test(link)) return safeMailto(link) ?? '';
  return isWebUrl(link) ? link : '';
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The toolbar's shop and report links and the reader's own notes (annotation). Each starts
 * hidden (the catalogue's defaults); shop and report also need their link.
 */
export function extraTools(reader: Reader, panel: SidePanel): Partial<Record<ToolbarButtonId, ToolButton>> {
  const words = extrasWords(document.documentElement.lang);
  const raw = (): Raw => reader.bookData?.settings ?? {};
  const link = (id: 'shopping' | 'report', label: string, glyph: string, key: string, allowMail: boolean): ToolButton => {
    const element = toolLink(id, label, glyph);
    element.target = '_blank';
    element.rel = 'noopener noreferrer';
    return { element, applies: () => outwardLink(raw()[key], allowMail) !== '', sync: () => (element.href = outwardLink(raw()[key], allowMail)) };
  };

  const storage = safeStorage();
  let notes: PageNotes = {};
  let key = '';
  const notesButton = toolButton('annotation', words.notes, '✎');
  notesButton.setAttribute('aria-expanded', 'false');
  notesButton.addEventListener('click', () =>
    panel.toggle(
      {
        id: 'annotation',
        title: words.notes,
        fill: (body) =>
          fillNotes(body, {
            words,
            page: reader.currentPage,
            notes: () => notes,
            save: (page, text) => (notes = writeNote(storage, key, notes, page, text)),
            goToPage: (page) => {
              reader.goToPage(page);
              panel.close();
            },
          }),
      },
      notesButton,
    ),
  );
  const syncNotes = (): void => {
    const next = notesKey(reader.bookData?.title ?? '', reader.pageCount);
    if (next !== key) {
      key = next;
      notes = readNotes(storage, key);
    }
  };

  return {
    shopping: link('shopping', words.shop, '¤', 'shoppingUrl', false),
    report: link('report', words.report, '⚑', 'reportUrl', true),
    annotation: { element: notesButton, applies: () => reader.pageCount > 0, sync: syncNotes },
  };
}

/** The magnifier's switch, beside the zoom buttons, shown when the book's `magnifier` setting is on. */
export function mountMagnifier(reader: Reader, view: ReaderView): Magnifier {
  const words = extrasWords(document.documentElement.lang);
  const magnifier = new Magnifier(view.stage);
  const button = el('button', 'fb-button fb-magnifier', { type: 'button', 'aria-label': words.magnifier, title: words.magnifier, 'aria-pressed': 'false', 'data-testid': 'magnifier' });
  button.append(glyphOf('⌕', 'magnifier'));
  button.addEventListener('click', () => {
    magnifier.on = !magnifier.on;
    button.setAttribute('aria-pressed', String(magnifier.on));
  });
  view.zoomGroup.append(button);
  reader.onSettingsChange((raw) => {
    button.hidden = !flagAt(raw, 'magnifier');
    if (button.hidden) {
      magnifier.on = false;
      button.setAttribute('aria-pressed', 'false');
    }
  });
  return magnifier;
}
