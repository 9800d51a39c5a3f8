import type { Page } from 'playwright-core';

export type Engine = 'ours' | 'peer';

export interface FirstSpread {
  /** Milliseconds from navigation start to the first spread painted. */
  ms: number;
  /** How `ms` was read (see firstSpreadDefinitions). */
  signal: 'lcp' | 'released' | 'canvas';
  /** Ours only: StPageFlip's rule applied to ours, a lower bound (see FIRST_SPREAD_DEFINITIONS). */
  rafRule: number | null;
  requests: number;
  bytes: number;
  /** JS and CSS files requested before the first spread, for their code size. */
  codeUrls: string[];
}

/**
 * What the probe logs once its figures are in. The page is watched through its console, not
 * by Playwright's waitForFunction: that injects and compiles Playwright's own script in the
 * page (30-90 ms of main thread on this machine) the moment it is first called, which for
 * ours fell right between the reader's mark and its paint, and for StPageFlip did not.
 */
const DONE = 'first-spread-probe: done';

/** What "first spread painted" means for each engine; printed under the table. */
export const FIRST_SPREAD_DEFINITIONS = [
  'ours: the largest-contentful-paint entry naming a page image of the opening spread, the report the reader itself waits for',
  '  before it sets data-released (PageImages.painted); its time is the paint\'s render time. Marked * where no such entry came',
  '  and the time data-released was set is used instead.',
  'StPageFlip: it draws into a canvas (no LCP); the frame after the first one whose drawImage calls included every image of',
  '  its opening spread (the cover alone, as ours), timed by that next frame\'s requestAnimationFrame timestamp.',
  'ours by the rAF rule: the same rule for ours, the second frame after the reader\'s flipbook:first-spread mark (its images',
  '  loaded and shown). A lower bound: the image may still be decoding in the first of them. LCP lands 1-2 frames after it.',
];

/**
 * Installed before the page's own scripts. Ours: notes when the reader sets data-released,
 * the second frame after its first-spread mark, and the paint report naming a page image.
 * StPageFlip: wraps drawImage to see the frame where the cover's image is drawn. Logs DONE
 * once the engine's figures are in.
 */
function probeScript(peerSpreadImages: readonly string[]): string {
  return `(() => {
    const probe = { released: null, peer: null, rafRule: null, lcp: null };
    window.__firstSpreadProbe = probe;
    // A task later, so a paint report dispatched with the release is in too.
    const oursDone = () => { if (probe.released !== null && probe.rafRule !== null) setTimeout(() => console.debug(${JSON.stringify(DONE)})); };
    new PerformanceObserver((list) => {
      const entry = list.getEntries().find((candidate) => candidate.element && candidate.element.matches('img[data-page]'));
      if (probe.lcp === null && entry) probe.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'flipbook:first-spread')) {
        requestAnimationFrame(() => requestAnimationFrame((now) => { probe.rafRule = now; oursDone(); }));
      }
    }).observe({ type: 'mark' });
    new MutationObserver(() => {
      if (probe.released === null && document.querySelector('[data-released]')) { probe.released = performance.now(); oursDone(); }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-released'] });
    const wanted = new Set(${JSON.stringify(peerSpreadImages)}.map((url) => new URL(url, location.href).href));
    const drawn = new Set();
    const drawImage = CanvasRenderingContext2D.prototype.drawImage;
    CanvasRenderingContext2D.prototype.drawImage = function (image, ...rest) {
      if (probe.peer === null && image instanceof HTMLImageElement && wanted.has(image.src)) {
        drawn.add(image.src);
        if (drawn.size === wanted.size) {
          probe.peer = -1;
          requestAnimationFrame((now) => { probe.peer = now; console.debug(${JSON.stringify(DONE)}); });
        }
      }
      return drawImage.call(this, image, ...rest);
    };
  })()`;
}

/** Must run before the first navigation of `page`. */
export async function installFirstSpreadProbe(page: Page, peerSpreadImages: readonly string[]): Promise<void> {
  await page.addInitScript(probeScript(peerSpreadImages));
}

/** The ours or StPageFlip first-spread time, in the page's clock, read once the probe is done. */
async function paintedAt(page: Page, engine: Engine): Promise<Pick<FirstSpread, 'ms' | 'signal' | 'rafRule'>> {
  // Plain strings: tsx would wrap a named callback in a __name() the page lacks.
  const probe = await page.evaluate<{ released: number | null; peer: number | null; rafRule: number | null; lcp: number | null }>('window.__firstSpreadProbe');
  if (engine === 'peer') return { ms: probe.peer ?? NaN, signal: 'canvas', rafRule: null };
  if (probe.lcp !== null) return { ms: probe.lcp, signal: 'lcp', rafRule: probe.rafRule };
  return { ms: probe.released ?? NaN, signal: 'released', rafRule: probe.rafRule };
}

/** Opens `url` (a fresh page, probe installed) and reads its first spread and what was fetched before it. */
export async function measureFirstSpread(page: Page, url: string, engine: Engine): Promise<FirstSpread> {
  const done = page.waitForEvent('console', { predicate: (message) => message.text() === DONE, timeout: 120_000 });
  await page.goto(url, { waitUntil: 'commit' });
  await done;
  const painted = await paintedAt(page, engine);
  const loads = await page.evaluate(`(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    // Every request started before the spread was painted counts in full, finished or not.
    const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= ${painted.ms});
    return {
      requests: 1 + resources.length,
      bytes: navigation.transferSize + resources.reduce((sum, entry) => sum + entry.transferSize, 0),
      codeUrls: [navigation.name, ...resources.map((entry) => entry.name)].filter((name) => /\\.(js|css)$|\\/(index\\.html)?$/.test(new URL(name).pathname)),
    };
  })()`);
  return { ...painted, ...(loads as Omit<FirstSpread, 'ms' | 'signal' | 'rafRule'>) };
}
