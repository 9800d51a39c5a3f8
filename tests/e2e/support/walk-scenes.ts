import type { BrowserContextOptions, Page } from 'playwright-core';
import type { ReaderPage } from '../pages/reader-page.js';

/** What a scene is given: the page, already watched, and a way to note what it measured. */
export interface SceneRun {
  page: Page;
  reader: ReaderPage;
  url: string;
  /** A fact the DOM does not keep (how long something took, whether an event was refused). */
  note(line: string): void;
}

/** A short visit to a published book that ends in a settled state, where its snapshot is taken. */
export interface Scene {
  context?: BrowserContextOptions;
  /** Whether the shown pages' renditions (normal or HD) count: only where HD comes at once, when zoomed. */
  renditions?: boolean;
  run(visit: SceneRun): Promise<void>;
}

/** How long a book may take to open before the scene writes down that it did not. */
const OPEN_WAIT_MS = 6_000;
/** A turn that takes longer than this was a slow (set) flip time, not the default third of a second. */
const SLOW_TURN_MS = 2_000;
/** Autoflip that turns sooner than this runs faster than its default three seconds. */
const QUICK_AUTOFLIP_MS = 2_000;
/** How long an opened book may take to let its neighbouring pages load (a second after the paint at most). */
const NEIGHBOURS_WAIT_MS = 10_000;
/** How long the zoomed scene waits for the HD images before noting that they did not come. */
const HD_WAIT_MS = 6_000;

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const WECHAT_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI Language/zh_CN';

/** Opens the book and waits until its first spread is shown, or notes that it was not. */
async function open({ page, reader, url, note }: SceneRun): Promise<boolean> {
  await page.goto(url);
  const loaded = await reader
    .waitForLoadedWithin(OPEN_WAIT_MS)
    .then(() => true)
    .catch(() => false);
  note(loaded ? 'opened' : 'still loading or refused');
  if (!loaded) return false;
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].every((img) => img.complete));
  // The neighbouring pages start loading once the first spread is painted (decision 0249), so
  // a look taken before that and one taken after would differ in their images' sources.
  const released = await page
    .waitForFunction(() => document.querySelector('[data-released]') !== null, undefined, { timeout: NEIGHBOURS_WAIT_MS })
    .then(() => true)
    .catch(() => false);
  if (!released) note('neighbouring pages never released');
  return true;
}

/** Clicks a reader control by its CSS selector, wherever the toolbar keeps it (bar or More menu). */
async function press(page: Page, selector: string): Promise<void> {
  await page.evaluate((target) => document.querySelector<HTMLElement>(target)?.click(), selector);
}

/** The pages on show, in order. */
function shownPages(page: Page): Promise<string> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => img.dataset.page).sort().join(','));
}

/**
 * Turns one page forward (by the next button unless told how) and notes whether the turn was
 * slow. The turn is timed in the page, from the click or key to the frame where it has ended,
 * so the driver's own round trips (seconds on a loaded machine) do not make a default turn
 * look like a slow flip time.
 */
async function turnOnce(run: SceneRun, turn: () => Promise<void> = () => press(run.page, '.fb-next')): Promise<void> {
  const before = await shownPages(run.page);
  await run.page.evaluate((was) => {
    const timing = { start: 0, end: 0 };
    (window as unknown as { __walkTurn: typeof timing }).__walkTurn = timing;
    const begin = () => {
      if (timing.start === 0) timing.start = performance.now();
    };
    addEventListener('click', begin, { capture: true, once: true });
    addEventListener('keydown', begin, { capture: true, once: true });
    const look = () => {
      const leaf = document.querySelector<HTMLElement>('.fb-leaf');
      const now = [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => img.dataset.page).sort().join(',');
      if (timing.start > 0 && (leaf === null || leaf.hidden) && now !== was) timing.end = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, before);
  await turn();
  await run.page.waitForFunction(() => (window as unknown as { __walkTurn: { end: number } }).__walkTurn.end > 0);
  const took = await run.page.evaluate(() => {
    const timing = (window as unknown as { __walkTurn: { start: number; end: number } }).__walkTurn;
    return timing.end - timing.start;
  });
  run.note(took > SLOW_TURN_MS ? 'turn was slow' : 'turn was quick');
}

/** A scene that opens the side panel of a toolbar button. */
function panelOf(button: string): Scene {
  return {
    run: async (run) => {
      if (!(await open(run))) return;
      await press(run.page, `[data-button="${button}"]`);
      await run.page.locator('[data-testid="side-panel"]').waitFor();
    },
  };
}

/** How many times the music had started when it stopped, or that it went on past this many. */
const MUSIC_PLAYS_SEEN = 5;
/**
 * The music counts as stopped once it has been over this long without starting again. At
 * 1.5 s an unchanged copy of the book was once read as "played 1 times" in CI, under load,
 * where its baseline "played on": the restart after `ended` came late, not never.
 */
const MUSIC_STOPPED_MS = 5_000;

export const SCENES = {
  /** The book as it opens. */
  open: { run: async (run) => void (await open(run)) },
  /** One page turn forward (page 2's link and video are on show after it). */
  turn: {
    run: async (run) => {
      if (await open(run)) await turnOnce(run);
    },
  },
  /** Zoomed in once, where the HD image and sharpening apply. */
  zoom: {
    renditions: true,
    run: async (run) => {
      if (!(await open(run))) return;
      await turnOnce(run);
      await press(run.page, '.fb-zoom-in');
      await run.page.waitForFunction(() => document.querySelector<HTMLElement>('.fb-zoom')?.style.transform.includes('scale(') === true);
      // Zoomed pages swap in their HD images once those have loaded and decoded off-screen; a book that keeps the normal rendition never does.
      const sharp = await run.page
        .waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].every((img) => img.src.includes('-hd.')), undefined, { timeout: HD_WAIT_MS })
        .then(
          () => true,
          () => false,
        );
      run.note(sharp ? 'zoomed pages in HD' : 'zoomed pages stayed normal');
      await run.page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].every((img) => img.complete));
    },
  },
  share: panelOf('btnshare'),
  about: panelOf('about'),
  downloads: panelOf('download'),
  languages: panelOf('language'),
  /** A turn by key, the reader's first gesture, which lets the book make sound: the flip sound, and the music until it stops or plays on. */
  sound: {
    run: async (run) => {
      if (!(await open(run))) return;
      await turnOnce(run, () => run.reader.press('ArrowRight'));
      // The key started the music at once, if the book has any; a book without music has no audio element.
      const plays = await run.page.waitForFunction(
        ({ seen, stoppedMs }) => {
          const media = (window as unknown as { __walkMedia: { plays: number; endedAt: number; element: HTMLMediaElement }[] }).__walkMedia;
          const music = media.find((entry) => entry.element.tagName === 'AUDIO');
          if (music === undefined) return 'no music';
          if (music.plays >= seen) return 'the music played on';
          return music.element.ended && performance.now() - music.endedAt > stoppedMs ? `the music played ${music.plays} times` : false;
        },
        { seen: MUSIC_PLAYS_SEEN, stoppedMs: MUSIC_STOPPED_MS },
        { polling: 50 },
      );
      run.note(String(await plays.jsonValue()));
    },
  },
  /** A right click on the book: whether the browser's menu was let through. */
  menu: {
    run: async (run) => {
      if (!(await open(run))) return;
      const allowed = await run.page.evaluate(() => document.querySelector('.fb-book')?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
      run.note(allowed === true ? 'context menu allowed' : 'context menu refused');
    },
  },
  /** Autoflip started at the cover: how soon it turned. */
  autoflip: {
    run: async (run) => {
      if (!(await open(run))) return;
      const before = await shownPages(run.page);
      const started = Date.now();
      await press(run.page, '[data-button="autoflip"]');
      await run.page.waitForFunction((was) => [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => img.dataset.page).sort().join(',') !== was, before);
      run.note(Date.now() - started < QUICK_AUTOFLIP_MS ? 'autoflip turned quickly' : 'autoflip turned after its default pause');
      await press(run.page, '[data-button="autoflip"]');
      await run.reader.waitForRest();
    },
  },
  /** Autoflip started on the last spread: it starts another pass or stops. */
  autoflipAtEnd: {
    run: async (run) => {
      if (!(await open(run))) return;
      await run.reader.press('End');
      await run.reader.waitForRest();
      const atEnd = await shownPages(run.page);
      await press(run.page, '[data-button="autoflip"]');
      await run.page.waitForFunction(
        (end) => {
          const stopped = document.querySelector('[data-button="autoflip"]')?.getAttribute('aria-pressed') === 'false';
          const now = [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => img.dataset.page).sort().join(',');
          return stopped || now !== end;
        },
        atEnd,
        { polling: 50 },
      );
      run.note(`autoflip at the end showed ${await shownPages(run.page)}`);
    },
  },
  /** The End key: the last spread the reader may reach. */
  end: {
    run: async (run) => {
      if (!(await open(run))) return;
      await run.reader.press('End');
      await run.reader.waitForRest();
      run.note(`the end shows ${await shownPages(run.page)}`);
    },
  },
  /** Turned, then opened again: where the book reopens. */
  reopen: {
    run: async (run) => {
      if (!(await open(run))) return;
      await turnOnce(run);
      await turnOnce(run);
      await open(run);
      run.note(`reopened at ${await shownPages(run.page)}`);
    },
  },
  /** Full screen asked for from the bar. */
  fullScreen: {
    run: async (run) => {
      if (!(await open(run))) return;
      await press(run.page, '.fb-full-screen');
    },
  },
  /** The print panel open. */
  print: {
    run: async (run) => {
      if (!(await open(run))) return;
      await press(run.page, '[data-button="print"]');
      await run.page.locator('[data-testid="print-range"]').waitFor();
    },
  },
  /** The book on a phone. */
  phone: { context: PHONE, run: async (run) => void (await open(run)) },
  /** The phone numbers panel open. */
  phoneNumbers: {
    run: async (run) => {
      if (!(await open(run))) return;
      await press(run.page, '[data-button="phone"]');
    },
  },
  /** The book in WeChat's browser. */
  wechat: { context: { userAgent: WECHAT_AGENT }, run: async (run) => void (await open(run)) },
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;
