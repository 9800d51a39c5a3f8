import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { freePorts } from '../free-ports.js';
import { callExpression, dragPath, pollUntil, WAIT_TIMEOUT_MS, type EngineDriver, type KeyName, type PageFunction, type Point } from './engine-driver.js';

/** Debian's WebDriver for WebKitGTK (package webkit2gtk-driver). */
export const WEBKIT_DRIVER_PATH = process.env.FLIPBOOK_WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';

const KEYS: Readonly<Record<KeyName, string>> = {
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  Home: Key.HOME,
  End: Key.END,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
};

/** How long one step of a drag takes, about a frame, so each step is a pointer move of its own. */
const DRAG_STEP_MS = 16;

/**
 * WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives, ships with the engine
 * (libwebkit2gtk-4.1-0) in the architecture's library folder.
 */
function miniBrowserPath(): string {
  if (process.env.FLIPBOOK_WEBKIT_BROWSER !== undefined) return process.env.FLIPBOOK_WEBKIT_BROWSER;
  const found = fs
    .readdirSync('/usr/lib')
    .map((dir) => path.join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((file) => fs.existsSync(file));
  if (found === undefined) throw new Error('WebKitGTK’s MiniBrowser is missing: apt-get install webkit2gtk-driver');
  return found;
}

/**
 * A GTK stylesheet for MiniBrowser's own toolbar, shrunk to nothing, since a browser window
 * cannot be narrower than its toolbar: at Adwaita's sizes that is 447 px, too wide for a
 * 390 px phone. It styles the browser's chrome only; pages keep WebKit's own fonts and controls.
 */
const SHRUNKEN_TOOLBAR_CSS = '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n';

/** A GTK configuration folder holding that stylesheet, for XDG_CONFIG_HOME. */
function gtkConfigHome(): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-webkit-gtk-'));
  fs.mkdirSync(path.join(home, 'gtk-3.0'));
  fs.writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), SHRUNKEN_TOOLBAR_CSS);
  return home;
}

/** Starts a virtual X display of its own (Xvfb picks a free number) and resolves to its name. */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
  return { xvfb, display };
}

/** Resolves once the WebDriver server answers its status, or rejects if it exits first. */
async function driverReady(driver: ChildProcess, origin: string): Promise<void> {
  let exited = false;
  driver.once('exit', () => (exited = true));
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    const ready = await fetch(`${origin}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not start on ${origin}`);
}

/**
 * WebKitGTK, the engine family of Safari and every iOS browser: MiniBrowser in a virtual X
 * display, driven by WebKitWebDriver over classic WebDriver with selenium-webdriver.
 */
export async function startWebKit(): Promise<EngineDriver> {
  const { xvfb, display } = await startXvfb();
  const [port] = await freePorts(1);
  const origin = `http://127.0.0.1:${port}`;
  const configHome = gtkConfigHome();
  const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configHome }, stdio: 'ignore' });
  const stop = () => {
    server.kill();
    xvfb.kill();
    fs.rmSync(configHome, { recursive: true, force: true });
  };
  try {
    await driverReady(server, origin);
    const driver = await new Builder()
      .usingServer(origin)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] } })
      .build();
    return new WebKitDriver(driver, stop);
  } catch (error) {
    stop();
    throw error;
  }
}

class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit';
  /** How much larger than its viewport MiniBrowser's window is (its toolbar), once measured. */
  private chrome: { width: number; height: number } | null = null;

  constructor(
    private readonly driver: WebDriver,
    /** Ends WebKitWebDriver and the X display, and removes the GTK folder. */
    private readonly stop: () => void,
  ) {}

  open(url: string): Promise<void> {
    return this.driver.get(url);
  }

  /**
   * The window is sized to the viewport plus what MiniBrowser's toolbar takes, measured once
   * the first time (a resize reaches the page a little later, so each step is waited for).
   */
  async setViewport(width: number, height: number): Promise<void> {
    const window = this.driver.manage().window();
    if (this.chrome === null) {
      await window.setRect({ width, height });
      await this.waitFor(`the window to be ${width} × ${height}`, (w, h) => outerWidth === w && outerHeight === h && innerHeight < h, width, height);
      this.chrome = await this.evaluate(() => ({ width: outerWidth - innerWidth, height: outerHeight - innerHeight }));
    }
    await window.setRect({ width: width + this.chrome.width, height: height + this.chrome.height });
    await this.waitFor(`the viewport to be ${width} × ${height}`, (w, h) => innerWidth === w && innerHeight === h, width, height);
  }

  press(key: KeyName): Promise<void> {
    return this.driver.actions().sendKeys(KEYS[key]).perform();
  }

  type(text: string): Promise<void> {
    return this.driver.actions().sendKeys(text).perform();
  }

  click(at: Point): Promise<void> {
    return this.driver
      .actions()
      .move({ origin: Origin.VIEWPORT, x: Math.round(at.x), y: Math.round(at.y), duration: 0 })
      .click()
      .perform();
  }

  drag(from: Point, to: Point): Promise<void> {
    let actions = this.driver
      .actions()
      .move({ origin: Origin.VIEWPORT, x: Math.round(from.x), y: Math.round(from.y), duration: 0 })
      .press();
    for (const point of dragPath(from, to)) actions = actions.move({ origin: Origin.VIEWPORT, ...point, duration: DRAG_STEP_MS });
    return actions.release().perform();
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    // WebDriver waits for a returned promise, so async page functions work as elsewhere.
    return this.driver.executeScript(`return ${callExpression(fn as PageFunction<unknown[], unknown>, args)};`);
  }

  waitFor<A extends unknown[]>(what: string, fn: PageFunction<A, boolean>, ...args: A): Promise<void> {
    return pollUntil(`webkit: ${what}`, () => this.evaluate(fn, ...args));
  }

  /** WebKitWebDriver speaks classic WebDriver, which has no console events. */
  problems(): null {
    return null;
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    try {
      await this.driver.quit();
    } finally {
      this.stop();
    }
  }
}
