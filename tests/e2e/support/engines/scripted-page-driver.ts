import { callExpression, dragPath, pollUntil, type EngineDriver, type EngineName, type KeyName, type PageFunction, type Point } from './engine-driver.js';

/**
 * The part of a tab that Playwright's and Puppeteer's pages have alike: both drive a browser
 * through a protocol of its own (CDP, WebDriver BiDi) with the same mouse and keyboard calls.
 */
export interface ScriptedPage {
  goto(url: string): Promise<unknown>;
  keyboard: { press(key: string): Promise<void>; type(text: string): Promise<void> };
  mouse: { click(x: number, y: number): Promise<void>; move(x: number, y: number): Promise<void>; down(): Promise<void>; up(): Promise<void> };
  /** Code given as text runs as the debugger runs it, past the book's CSP (no eval in the page). */
  evaluate(expression: string): Promise<unknown>;
  screenshot(): Promise<Uint8Array>;
}

/** What differs between the two: how the viewport is sized, how the browser ends, what the page reported. */
export interface BrowserControl {
  setViewport(width: number, height: number): Promise<void>;
  close(): Promise<void>;
  /** Console errors and uncaught exceptions, filled as they come. */
  problems: readonly string[];
}

/** An engine driven through a ScriptedPage: Chromium with Playwright, Firefox with Puppeteer. */
export class ScriptedPageDriver implements EngineDriver {
  constructor(
    readonly engine: EngineName,
    private readonly page: ScriptedPage,
    private readonly browser: BrowserControl,
  ) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  setViewport(width: number, height: number): Promise<void> {
    return this.browser.setViewport(width, height);
  }

  press(key: KeyName): Promise<void> {
    return this.page.keyboard.press(key);
  }

  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  click(at: Point): Promise<void> {
    return this.page.mouse.click(at.x, at.y);
  }

  async drag(from: Point, to: Point): Promise<void> {
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    for (const point of dragPath(from, to)) await this.page.mouse.move(point.x, point.y);
    await this.page.mouse.up();
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.page.evaluate(callExpression(fn as PageFunction<unknown[], unknown>, args)) as Promise<R>;
  }

  /** Polled from here: the drivers' own waitForFunction evaluates a text predicate with eval, which the CSP refuses. */
  waitFor<A extends unknown[]>(what: string, fn: PageFunction<A, boolean>, ...args: A): Promise<void> {
    return pollUntil(`${this.engine}: ${what}`, () => this.evaluate(fn, ...args));
  }

  problems(): readonly string[] {
    return this.browser.problems;
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
