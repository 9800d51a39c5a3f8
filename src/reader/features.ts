import './toolbar/tools.css';
import { mountBookmarkTabs } from './bookmarks/bookmark-tabs.js';
import { mountMagnifier } from './extras/extras-tools.js';
import { mountMobileOrder } from './extras/phone-tool.js';
import { mountMultimedia } from './multimedia/mount-multimedia.js';
import type { Reader } from './reader.js';
import type { LanguageChoice } from './toolbar/language-tool.js';
import { mountToolbar } from './toolbar/toolbar.js';
import type { ReaderView } from './view.js';

/**
 * Everything the reader offers beyond showing and turning pages: the toolbar's tools and
 * panels (search, print, share, thumbnails, contents, bookmarks, notes, sound, autoflip…),
 * the bookmark tabs, the phone's page order and the pages' multimedia. (Back and forward stay
 * in reader.js: they sit between the page arrows, which would move if they came later.)
 * It is a part of its own (decision 0257), loaded once the first spread is painted, so none
 * of it delays the cover.
 */
export function mountFeatures(reader: Reader, view: ReaderView, languages: LanguageChoice): void {
  mountToolbar(reader, view, languages);
  mountMagnifier(reader, view);
  mountBookmarkTabs(reader, view);
  mountMobileOrder(reader, view);
  mountMultimedia(reader);
}
