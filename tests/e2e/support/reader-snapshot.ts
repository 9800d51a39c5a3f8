import type { Page } from 'playwright-core';

/**
 * What a test can observe of a reader page, as a set of lines: every element with its
 * attributes and own text, the state of its media and canvases, the address, storage, and a
 * log of what the page asked the browser to do (play a sound, open a window, go full screen,
 * print, copy, change the history). Two snapshots differ where the reader did something
 * differently, whatever it was.
 */

/**
 * Runs in the page before the reader: records the calls that leave no mark in the DOM. The
 * calls still happen (a sound still plays) except those that would leave the page: a new
 * window, the print dialog and full screen, which are only written down.
 */
export function installActionLog(): void {
  const log: string[] = [];
  // Each media element played, how often it started and when it last ended (music counts its own loops).
  const media: { element: HTMLMediaElement; plays: number; endedAt: number }[] = [];
  Object.assign(window, { __walkLog: log, __walkMedia: media });
  const originalPlay = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    if (!log.includes(`play ${this.tagName} ${this.getAttribute('src') ?? ''} volume=${this.volume}`)) log.push(`play ${this.tagName} ${this.getAttribute('src') ?? ''} volume=${this.volume}`);
    let entry = media.find((known) => known.element === this);
    if (entry === undefined) {
      const added = { element: this, plays: 0, endedAt: 0 };
      this.addEventListener('ended', () => (added.endedAt = performance.now()));
      media.push(added);
      entry = added;
    }
    entry.plays += 1;
    return originalPlay.call(this);
  };
  for (const factory of ['createBufferSource', 'createOscillator'] as const) {
    const original = AudioContext.prototype[factory] as () => AudioNode;
    (AudioContext.prototype as unknown as Record<string, () => AudioNode>)[factory] = function makeSound(this: AudioContext) {
      if (!log.includes(`sound ${factory}`)) log.push(`sound ${factory}`);
      return original.call(this);
    };
  }
  window.open = (url?: string | URL, target?: string) => {
    log.push(`open ${String(url)} ${target ?? ''}`);
    return null;
  };
  window.print = () => void log.push('print');
  Element.prototype.requestFullscreen = function requestFullscreen() {
    log.push('fullscreen');
    return Promise.resolve();
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function changeHistory(this: History, ...args: Parameters<History['pushState']>) {
      log.push(`${method} ${String(args[2] ?? '')}`);
      return original.apply(this, args);
    };
  }
  if (navigator.clipboard !== undefined) navigator.clipboard.writeText = async (text: string) => void log.push(`copy ${text}`);
}

/**
 * The page's observable state now, one line per fact (runs in the page). A page image's
 * rendition (normal or HD) is timing, not setting, since the HD image swaps in a second after
 * a page settles: it is kept only for the pages on show, and only when asked for (when zoomed,
 * where HD comes at once).
 */
function lookInPage(keepShownRenditions: boolean): string[] {
  const lines: string[] = [`address ${location.pathname}${location.search}${location.hash}`, `title ${document.title}`];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i) ?? '';
    lines.push(`stored ${key}=${localStorage.getItem(key) ?? ''}`);
  }
  const visit = (element: Element, path: string) => {
    const pageImage = element.tagName === 'IMG' && element.hasAttribute('data-page');
    const keepSource = !pageImage || (keepShownRenditions && element.getAttribute('data-visible') === 'true');
    const attributes = [...element.attributes]
      .map((attribute) => `${attribute.name}=${attribute.name === 'src' && !keepSource ? `page ${element.getAttribute('data-page') ?? ''}` : attribute.value}`)
      .join(' ');
    lines.push(`${path} [${attributes}]`);
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent?.trim() ?? '')
      .join(' ')
      .trim();
    if (ownText !== '') lines.push(`${path} text ${ownText.slice(0, 200)}`);
    if (element instanceof HTMLMediaElement) lines.push(`${path} media paused=${element.paused} loop=${element.loop} volume=${element.volume} muted=${element.muted}`);
    if (element instanceof HTMLCanvasElement && element.width * element.height <= 640 * 640 && element.width > 0) {
      const data = element.toDataURL();
      let hash = 0;
      for (let at = 0; at < data.length; at += 7) hash = (hash * 31 + data.charCodeAt(at)) | 0;
      lines.push(`${path} canvas ${element.width}x${element.height} ${hash}`);
    }
    if (element instanceof HTMLElement && element.shadowRoot !== null) [...element.shadowRoot.children].forEach((child, at) => visit(child, `${path}>#shadow:${at}`));
    const seen = new Map<string, number>();
    for (const child of element.children) {
      const tag = child.tagName.toLowerCase();
      const at = seen.get(tag) ?? 0;
      seen.set(tag, at + 1);
      visit(child, `${path}>${tag}:${at}`);
    }
  };
  visit(document.documentElement, 'html');
  for (const entry of (window as unknown as { __walkLog?: string[] }).__walkLog ?? []) lines.push(`did ${entry}`);
  return lines;
}

/** The page's observable state now, with every request it has made so far. */
export async function snapshotReader(page: Page, requests: readonly string[], keepShownRenditions: boolean): Promise<string[]> {
  const lines = await page.evaluate(lookInPage, keepShownRenditions);
  // Page images are fetched as the reader idles, so which have come by now is timing, not setting: the DOM says which it shows.
  return [...lines, ...requests.filter((url) => !/\/files\/page-\d+-\w+\.webp$/.test(url)).map((url) => `requested ${url}`)];
}

/**
 * The same snapshot whichever folder the book was published to: the folder's name, as it
 * appears in addresses, plain or URL-encoded (in share and e-mail links), becomes BOOK.
 */
export function withoutFolder(lines: readonly string[], folder: string): string[] {
  const names = [`/${folder}/`, encodeURIComponent(`/${folder}/`), encodeURIComponent(encodeURIComponent(`/${folder}/`))];
  const shown = [`/BOOK/`, encodeURIComponent('/BOOK/'), encodeURIComponent(encodeURIComponent('/BOOK/'))];
  return lines.map((line) => names.reduce((out, name, at) => out.replaceAll(name, shown[at] as string), line));
}

/** Lines of one snapshot missing from the other, either way: what changed. */
export function snapshotDifference(a: readonly string[], b: readonly string[]): string[] {
  const left = new Set(a);
  const right = new Set(b);
  return [...[...left].filter((line) => !right.has(line)).map((line) => `- ${line}`), ...[...right].filter((line) => !left.has(line)).map((line) => `+ ${line}`)];
}
