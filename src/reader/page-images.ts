import type { ReaderPage } from '../shared/reader/book-data.js';
import { el } from './dom.js';
import { setImageSource } from './protection/hooks.js';
import { fitPage, type Size } from './layout.js';
import type { LinkTarget } from './settings.js';
import { READER_STRINGS } from './strings.js';

interface PageElement {
  wrapper: HTMLElement;
  image: HTMLImageElement;
  page: ReaderPage;
  /** Whether the HD rendition is (being) swapped in. */
  hd: boolean;
}

/**
 * Owns the page images. Only pages near the current spread get an element; the rest of
 * the book costs nothing. An element is created once and then moved between the holder,
 * the slots and the leaf, so the browser never fetches or decodes a page twice.
 *
 * Until `release()`, only the pages on show fetch their images: the first spread then
 * arrives without competing with its neighbours for the network.
 */
export class PageImages {
  private readonly elements = new Map<number, PageElement>();
  private pages: readonly ReaderPage[] = [];
  private box: Size = { width: 0, height: 0 };
  private deferred = true;
  private urgent = new Set<number>();
  private linkTarget: LinkTarget = 'blank';
  /** Adds overlays (text layer, search hits) to a page's wrapper; run again by redecorate(). */
  decorator: ((page: number, wrapper: HTMLElement) => void) | null = null;
  /** Layers drawn on every page beside the decorator (page multimedia); run again by redrawLayers(). */
  readonly layers: ((page: number, wrapper: HTMLElement) => void)[] = [];

  constructor(private readonly holder: HTMLElement) {}

  setPages(pages: readonly ReaderPage[], linkTarget: LinkTarget): void {
    const changed = pages !== this.pages || linkTarget !== this.linkTarget;
    this.pages = pages;
    this.linkTarget = linkTarget;
    if (changed) this.clear();
  }

  /** Sizes every page for a new half-book box, after a resize. */
  setBox(box: Size): void {
    this.box = box;
    for (const element of this.elements.values()) this.size(element);
  }

  /** The pages to fetch first, before `release()` lets the rest load. */
  prioritise(numbers: readonly number[]): void {
    this.urgent = new Set(numbers);
    for (const [number, element] of this.elements) {
      if (this.urgent.has(number) && !element.image.src) this.load(element.image, element.page.normal);
    }
  }

  /** Lets every kept page fetch its image. */
  release(): void {
    this.deferred = false;
    // Tells a test's look at the book that the neighbours' fetches have begun.
    this.holder.setAttribute('data-released', '');
    for (const element of this.elements.values()) {
      if (!element.image.src) this.load(element.image, element.page.normal);
    }
  }

  /**
   * Resolves once these pages' images have arrived (or failed), so they can be shown. It
   * waits for `load`, not `decode()`: the browser decodes off the main thread for the first
   * paint, while a decode() promise would hold the loading screen up for another task.
   */
  async loaded(numbers: readonly number[]): Promise<void> {
    const images = numbers.map((number) => this.elements.get(number)?.image).filter((image): image is HTMLImageElement => image !== undefined);
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise<void>((resolve) => {
              image.addEventListener('load', () => resolve(), { once: true });
              image.addEventListener('error', () => resolve(), { once: true });
            }),
      ),
    );
  }

  /**
   * Resolves once the browser has painted these pages: when its largest-contentful-paint
   * report names one of their images, where it reports paints (a second at most, should a
   * larger element keep the report). Elsewhere, two frames after their decode. Where paints
   * are reported, decode() is not called: it decodes the full-size image a second time,
   * beside the paint's own decode at the shown size, and on two cores without a GPU that
   * second decode (40 ms for a cover) held the first paint back.
   */
  painted(numbers: readonly number[]): Promise<void> {
    const images: Element[] = numbers.flatMap((number) => this.elements.get(number)?.image ?? []);
    const reports = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
    let observer: PerformanceObserver | undefined;
    const painted = new Promise<void>((resolve) => {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => images.includes((entry as PerformanceEntry & { element: Element }).element))) resolve();
      });
      if (reports) observer.observe({ type: 'largest-contentful-paint', buffered: true });
      const frame = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));
      if (reports) frame(() => setTimeout(resolve, 1000));
      else void Promise.all(images.map((image) => (image as HTMLImageElement).decode().catch(() => undefined))).then(() => frame(resolve));
    });
    return painted.then(() => observer?.disconnect());
  }

  /** The element for a page, created on demand; null for an empty side. */
  get(number: number | null): HTMLElement | null {
    if (number === null) return null;
    const existing = this.elements.get(number);
    if (existing !== undefined) return existing.wrapper;
    const page = this.pages[number - 1];
    if (page === undefined) return null;
    const image = el('img', 'fb-page-image', { alt: READER_STRINGS.pageAlt(number), 'data-page': String(number), decoding: 'async', draggable: 'false' });
    // The published head preloads the opening spread (first-spread-preload.ts): the same
    // srcset and sizes make this image pick the file already fetched, not fetch another.
    const preload = document.querySelector<HTMLLinkElement>(`link[data-page="${number}"]`);
    if (preload !== null) {
      image.sizes = preload.imageSizes;
      image.srcset = preload.imageSrcset;
    }
    if (!this.deferred || this.urgent.has(number)) this.load(image, page.normal);
    const wrapper = el('div', 'fb-page');
    wrapper.append(image);
    for (const link of page.links ?? []) wrapper.append(this.hotspot(link));
    const element = { wrapper, image, page, hd: false };
    this.size(element);
    this.elements.set(number, element);
    this.decorator?.(number, wrapper);
    for (const layer of this.layers) layer(number, wrapper);
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
      const parent = wrapper?.parentElement ?? null;
      // Pages already parked stay put: re-appending them would cost a style pass per turn.
      if (wrapper !== null && parent !== this.holder && !(parent !== null && onShow.has(parent))) this.holder.append(wrapper);
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

  /**
   * Swaps in the HD rendition of these pages. It is fetched and decoded off-screen first,
   * so the page never flashes blank while the larger file arrives.
   */
  showHd(numbers: readonly number[]): void {
    for (const number of numbers) {
      const element = this.elements.get(number);
      if (element === undefined || element.hd) continue;
      element.hd = true;
      const loader = new Image();
      void setImageSource(loader, element.page.hd)
        .then((set) => (set ? loader.decode() : Promise.reject(new Error('locked'))))
        .then(
          () => {
            if (this.elements.get(number) !== element) return;
            // A preloaded page's srcset would outrank the HD src.
            element.image.removeAttribute('srcset');
            element.image.src = loader.src;
          },
          () => {
            element.hd = false;
          },
        );
    }
  }

  /** Runs the decorator again on every page in the DOM, after its overlays changed. */
  redecorate(): void {
    for (const [number, element] of this.elements) this.decorator?.(number, element.wrapper);
  }

  redrawLayers(): void {
    for (const [number, element] of this.elements) for (const layer of this.layers) layer(number, element.wrapper);
  }

  clear(): void {
    for (const number of [...this.elements.keys()]) this.drop(number);
  }

  private hotspot(link: NonNullable<ReaderPage['links']>[number]): HTMLAnchorElement {
    const anchor = el('a', 'fb-link');
    if (link.target.kind === 'page') {
      anchor.href = `#page=${link.target.page}`;
      anchor.setAttribute('aria-label', READER_STRINGS.linkToPage(link.target.page));
    } else {
      anchor.href = link.target.url;
      anchor.target = this.linkTarget === 'self' ? '_self' : '_blank';
      anchor.rel = 'noopener noreferrer';
      anchor.setAttribute('aria-label', link.target.url);
    }
    anchor.style.left = `${link.x * 100}%`;
    anchor.style.top = `${link.y * 100}%`;
    anchor.style.width = `${link.width * 100}%`;
    anchor.style.height = `${link.height * 100}%`;
    return anchor;
  }

  /**
   * Starts the fetch and decodes ahead: a parked page is not painted, so without this its
   * first paint (mid-drag, as the leaf lifts) would pay for the decode and drop frames.
   */
  private load(image: HTMLImageElement, src: string): void {
    void setImageSource(image, src)
      .then((set) => (set ? image.decode() : undefined))
      .catch(() => undefined);
  }

  private drop(number: number): void {
    this.elements.get(number)?.wrapper.remove();
    this.elements.delete(number);
  }

  private size(element: PageElement): void {
    const size = fitPage(element.page, this.box);
    // CSSOM writes are allowed under a style-src CSP that forbids style attributes.
    element.wrapper.style.width = `${size.width}px`;
    element.wrapper.style.height = `${size.height}px`;
  }
}
