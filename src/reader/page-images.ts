import type { ReaderPage } from '../shared/reader/book-data.js';
import { el } from './dom.js';
import { fitPage, type Size } from './layout.js';
import { READER_STRINGS } from './strings.js';

interface PageElement {
  wrapper: HTMLElement;
  image: HTMLImageElement;
  src: string;
}

/**
 * Owns the page images. Only pages near the current spread get an element; the rest of
 * the book costs nothing. An element is created once and then moved between the holder,
 * the slots and the leaf, so the browser never fetches or decodes a page twice.
 */
export class PageImages {
  private readonly elements = new Map<number, PageElement>();
  private pages: readonly ReaderPage[] = [];
  private box: Size = { width: 0, height: 0 };

  constructor(private readonly holder: HTMLElement) {}

  setPages(pages: readonly ReaderPage[]): void {
    this.pages = pages;
    for (const [number, element] of this.elements) {
      const page = pages[number - 1];
      if (page === undefined) {
        this.drop(number);
        continue;
      }
      if (element.src !== page.normal) {
        element.src = page.normal;
        element.image.src = page.normal;
      }
      this.size(element, page);
    }
  }

  /** Sizes every page for a new half-book box, after a resize. */
  setBox(box: Size): void {
    this.box = box;
    for (const [number, element] of this.elements) {
      const page = this.pages[number - 1];
      if (page !== undefined) this.size(element, page);
    }
  }

  /** The element for a page, created on demand; null for an empty side. */
  get(number: number | null): HTMLElement | null {
    if (number === null) return null;
    const existing = this.elements.get(number);
    if (existing !== undefined) return existing.wrapper;
    const page = this.pages[number - 1];
    if (page === undefined) return null;
    const image = el('img', 'fb-page-image', { alt: READER_STRINGS.pageAlt(number), 'data-page': String(number), decoding: 'async', draggable: 'false' });
    image.src = page.normal;
    const wrapper = el('div', 'fb-page');
    wrapper.append(image);
    const element = { wrapper, image, src: page.normal };
    this.size(element, page);
    this.elements.set(number, element);
    return wrapper;
  }

  /**
   * Keeps exactly the given pages: creates the missing ones, parks the ones that are not on
   * show in the holder, and removes every other page from the DOM.
   */
  keep(numbers: readonly number[], onShow: ReadonlySet<HTMLElement>): void {
    const wanted = new Set(numbers);
    for (const number of [...this.elements.keys()]) {
      if (!wanted.has(number)) this.drop(number);
    }
    for (const number of wanted) {
      const wrapper = this.get(number);
      if (wrapper !== null && !(wrapper.parentElement !== null && onShow.has(wrapper.parentElement))) this.holder.append(wrapper);
    }
  }

  /** Marks which pages the reader can see now, for assistive tech and tests alike. */
  markVisible(numbers: readonly number[]): void {
    const visible = new Set(numbers);
    for (const [number, element] of this.elements) {
      if (visible.has(number)) element.image.dataset.visible = 'true';
      else delete element.image.dataset.visible;
    }
  }

  count(): number {
    return this.elements.size;
  }

  clear(): void {
    for (const number of [...this.elements.keys()]) this.drop(number);
  }

  private drop(number: number): void {
    this.elements.get(number)?.wrapper.remove();
    this.elements.delete(number);
  }

  private size(element: PageElement, page: ReaderPage): void {
    const size = fitPage(page, this.box);
    // CSSOM writes are allowed under a style-src CSP that forbids style attributes.
    element.wrapper.style.width = `${size.width}px`;
    element.wrapper.style.height = `${size.height}px`;
  }
}
