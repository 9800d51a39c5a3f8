import { el } from '../dom.js';
import { fillGoTo } from '../panels/goto-panel.js';
import { SidePanel, type PanelContent } from '../panels/side-panel.js';
import { fillThumbnails } from '../panels/thumbnails-panel.js';
import { fillContents } from '../panels/toc-panel.js';
import type { Reader } from '../reader.js';
import { TOOLBAR_BUTTONS, type ToolbarButtonId } from '../settings.js';
import { READER_STRINGS } from '../strings.js';
import { bookTools } from './book-tools.js';
import { videoGalleryTool } from '../multimedia/video-gallery.js';
import { languageTool, type LanguageChoice } from './language-tool.js';
import { TextTools } from './text-tools.js';
import { toolButton, type ToolButton } from './tool-button.js';
import { mountToolbarFit } from './toolbar-fit.js';
import { wechatTool } from './wechat-tool.js';
import { sharingBanned, SHARING_BUTTONS } from '../appearance/wechat-limits.js';
import { extraTools } from '../extras/extras-tools.js';
import { bookmarkTool } from '../bookmarks/bookmark-tabs.js';
import { phoneTool } from '../extras/phone-tool.js';
import type { ReaderView } from '../view.js';

/**
 * Adds the toolbar buttons of the spec (`data-button` carries the spec's id) before the
 * full-screen button, and shows each one only when `button.<id>` allows it and it has
 * something to do for this book. Buttons not built here are not shown at all.
 */
export function mountToolbar(reader: Reader, view: ReaderView, languages: LanguageChoice): void {
  const panel = new SidePanel(view.root);
  const goToPage = (page: number): void => {
    reader.goToPage(page);
    panel.close();
  };
  const captions = (): string[] => Array.from({ length: reader.pageCount }, (_, i) => reader.caption(i + 1));
  const text = new TextTools(reader);
  const panels: Record<'thumb' | 'table' | 'goto' | 'search', PanelContent> = {
    thumb: {
      id: 'thumb',
      title: READER_STRINGS.thumbnails,
      fill: (body) =>
        fillThumbnails(body, { pages: reader.bookData?.pages ?? [], caption: (page) => reader.caption(page), shown: reader.shownPages, goToPage }),
    },
    table: { id: 'table', title: READER_STRINGS.contents, fill: (body) => fillContents(body, reader.bookData?.toc ?? [], goToPage) },
    goto: { id: 'goto', title: READER_STRINGS.goToPage, fill: (body) => fillGoTo(body, captions(), goToPage) },
    search: text.searchPanel,
  };

  const panelButton = (id: 'thumb' | 'table' | 'goto' | 'search', glyph: string, applies: () => boolean): ToolButton => {
    const element = toolButton(id, panels[id].title, glyph);
    element.setAttribute('aria-expanded', 'false');
    element.addEventListener('click', () => panel.toggle(panels[id], element));
    return { element, applies };
  };
  const select = toolButton('select', READER_STRINGS.selectText, 'I');
  select.addEventListener('click', () => void text.toggleSelect().then(() => select.setAttribute('aria-pressed', String(text.selecting))));
  const number = toolButton('number', READER_STRINGS.pageNumbers, '#');
  number.addEventListener('click', () => reader.setCaptionsShown(!reader.showsCaptions));
  const pageMode = toolButton('doublesinglepage', READER_STRINGS.doubleSinglePage, '▯▯');
  // An explicit mode, so the choice survives a resize that auto mode would undo.
  pageMode.addEventListener('click', () => reader.setSetting('pageMode', reader.isSingle ? 'double' : 'single'));

  const buttons: Partial<Record<ToolbarButtonId, ToolButton>> = {
    ...bookTools(reader, panel, view.stage),
    ...extraTools(reader, panel),
    bookmark: bookmarkTool(reader, panel),
    videogallery: videoGalleryTool(reader, panel),
    language: languageTool(panel, languages),
    wechat: wechatTool(panel, () => location.href),
    thumb: panelButton('thumb', '▦', () => reader.pageCount > 0),
    table: panelButton('table', '☰', () => (reader.bookData?.toc.length ?? 0) > 0),
    goto: panelButton('goto', '⤵', () => reader.pageCount > 0),
    search: panelButton('search', '⌕', () => text.available),
    select: { element: select, applies: () => text.available, sync: () => select.setAttribute('aria-pressed', String(text.selecting)) },
    number: {
      element: number,
      applies: () => reader.settings.pageCaption.trim() !== '',
      sync: () => number.setAttribute('aria-pressed', String(reader.showsCaptions)),
    },
    doublesinglepage: {
      element: pageMode,
      applies: () => reader.pageCount > 1,
      sync: () => pageMode.setAttribute('aria-pressed', String(!reader.isSingle)),
    },
  };
  const group = el('div', 'fb-group');
  // In the spec's order, whichever module built the button.
  for (const id of TOOLBAR_BUTTONS) {
    const button = buttons[id];
    if (button !== undefined) group.append(button.element);
  }
  view.tools.prepend(group);
  // The phone button sits after about; the book's phone setting alone decides whether it shows.
  const phone = phoneTool(reader, panel);
  if (buttons.about !== undefined) buttons.about.element.after(phone.element);
  else group.append(phone.element);

  const update = (): void => {
    text.bookChanged();
    const shown = reader.settings.buttons;
    const banned = sharingBanned(reader.bookData?.settings ?? {}, navigator.userAgent);
    for (const [id, button] of Object.entries(buttons) as [ToolbarButtonId, ToolButton][]) {
      button.element.hidden = !shown[id] || !button.applies() || (banned && SHARING_BUTTONS.has(id));
      button.sync?.();
    }
    view.zoomGroup.hidden = !shown.zoom;
    view.fullScreenButton.hidden = !reader.settings.fullScreen;
    phone.element.hidden = !phone.applies();
    // A panel of a button that just went away closes with it.
    const open = panel.current;
    const opener = open === 'phone' ? phone : open === null ? undefined : buttons[open as ToolbarButtonId];
    if (opener?.element.hidden === true) panel.close();
  };
  reader.onBookChange(update);
  // The e-mail link and pressed states follow the page too.
  reader.onSettle(update);
  update();
  mountToolbarFit(view);
}
