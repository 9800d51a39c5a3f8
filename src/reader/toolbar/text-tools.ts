import type { ReaderPage } from '../../shared/reader/book-data.js';
import { createSearchPanel } from '../panels/search-panel.js';
import type { PanelContent } from '../panels/side-panel.js';
import { loadTextLayers, type TextLayers } from '../panels/text-layers.js';
import { TextOverlay } from '../panels/text-overlay.js';
import { withProtectedText } from '../protection/hooks.js';
import type { Reader } from '../reader.js';
import { READER_STRINGS } from '../strings.js';

/**
 * The search panel and the select mode, which share the book's text layers and the
 * overlay that draws them. The text is loaded on the first search or select, never before.
 */
export class TextTools {
  readonly searchPanel: PanelContent;
  private readonly overlay: TextOverlay;
  private pages: readonly ReaderPage[] | null = null;

  constructor(private readonly reader: Reader) {
    this.overlay = new TextOverlay(() => reader.redecoratePages());
    reader.setPageDecorator((page, wrapper) => this.overlay.decorate(page, wrapper));
    this.searchPanel = {
      id: 'search',
      title: READER_STRINGS.search,
      fill: createSearchPanel({
        layers: () => this.layers(),
        caption: (page) => reader.caption(page),
        show: (hit) => {
          this.overlay.setHit(hit.page, hit.boxes);
          reader.goToPage(hit.page);
        },
      }),
    };
  }

  /** Whether this book has text to search or select. */
  get available(): boolean {
    return this.reader.bookData?.text !== undefined;
  }

  get selecting(): boolean {
    return this.overlay.selecting;
  }

  async toggleSelect(): Promise<void> {
    const on = !this.overlay.selecting;
    if (on) await this.layers();
    this.overlay.setSelectable(on);
  }

  /** Forgets the text and the highlight when another book is shown (the live preview). */
  bookChanged(): void {
    const pages = this.reader.bookData?.pages ?? null;
    if (pages === this.pages) return;
    this.pages = pages;
    this.overlay.reset();
  }

  private async layers(): Promise<TextLayers | null> {
    const url = this.reader.bookData?.text;
    if (url === undefined) return null;
    const layers = await withProtectedText(await loadTextLayers(url));
    this.overlay.setLayers(layers);
    return layers;
  }
}
