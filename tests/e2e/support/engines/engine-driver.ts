/** The three browser engines the published reader is tested in. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A point in CSS pixels from the viewport's top left corner. */
export interface Point {
  x: number;
  y: number;
}

/** The keys the reader's tests press, named as KeyboardEvent.key names them. */
export type KeyName = 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End' | 'Enter' | 'Escape';

/**
 * A function run in the page. Only its source text is sent, so it may use its arguments and
 * the page's globals, nothing from the test's scope.
 */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/**
 * One browser tab in one engine, driven the same way whatever drives it underneath
 * (Playwright for Chromium, WebDriver BiDi for Firefox, classic WebDriver for WebKit), so a
 * test file runs the same scenarios in each.
 */
export interface EngineDriver {
  readonly engine: EngineName;
  open(url: string): Promise<void>;
  /** Sizes the page's viewport (innerWidth × innerHeight), not the window around it. */
  setViewport(width: number, height: number): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Types text into the element that has the focus. */
  type(text: string): Promise<void>;
  click(at: Point): Promise<void>;
  /** Presses the primary button at `from`, moves to `to` in several steps, and lets go. */
  drag(from: Point, to: Point): Promise<void>;
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /**
   * Waits until `fn` returns true in the page, polled by the engine's own waiting where it
   * has one; `what` names the condition in the timeout's message.
   */
  waitFor<A extends unknown[]>(what: string, fn: PageFunction<A, boolean>, ...args: A): Promise<void>;
  /**
   * The console errors and uncaught exceptions seen so far (CSP violations among them), or
   * null where the driver cannot hear the page's console (classic WebDriver).
   */
  problems(): readonly string[] | null;
  /** A PNG of the viewport, at one device pixel per CSS pixel. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** How long a condition may take before a test fails: generous, as on a loaded two-core machine. */
export const WAIT_TIMEOUT_MS = 20_000;

/** The steps a drag moves in, enough for the reader to see a gesture rather than a jump. */
export const DRAG_STEPS = 8;

/**
 * The source of an expression that calls `fn` with `args`, for drivers that take code as
 * text. Arguments travel as JSON, which is all the tests pass.
 */
export function callExpression(fn: PageFunction<unknown[], unknown>, args: readonly unknown[]): string {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}

/** The points a drag passes through after its start, ending exactly at `to`. */
export function dragPath(from: Point, to: Point): Point[] {
  return Array.from({ length: DRAG_STEPS }, (_, i) => {
    const share = (i + 1) / DRAG_STEPS;
    return { x: Math.round(from.x + (to.x - from.x) * share), y: Math.round(from.y + (to.y - from.y) * share) };
  });
}

/** How often a condition is asked again while waited for. */
const POLL_MS = 50;

/**
 * Asks `check` until it answers true, for drivers whose own waiting cannot be used (a page's
 * CSP forbids the eval that Playwright's waitForFunction runs a predicate given as text with).
 */
export async function pollUntil(description: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
