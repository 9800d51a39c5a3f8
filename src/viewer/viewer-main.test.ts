import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_CSP } from './book-protocol.js';

/**
 * Runs the bundled viewer main process against a stand-in for Electron's API, to check the
 * wiring of the thin adapter: what window it opens, what it serves, what it refuses.
 */
let work: string;
let code: string;
const nodeRequire = createRequire(import.meta.url);

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-viewer-main-'));
  const outfile = path.join(work, 'main.cjs');
  await build({ entryPoints: [path.join(import.meta.dirname, 'main.ts')], outfile, bundle: true, platform: 'node', format: 'cjs', external: ['electron'], logLevel: 'silent' });
  code = fs.readFileSync(outfile, 'utf8');
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
}

class FakeWindow extends EventEmitter {
  webContents = new FakeContents();
  url = '';
  maximized = false;
  shown = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    rig.windows.push(this);
  }
  async loadURL(url: string) {
    this.url = url;
    this.emit('ready-to-show');
  }
  maximize() {
    this.maximized = true;
  }
  show() {
    this.shown = true;
  }
  isMinimized = () => false;
  isFullScreen = () => false;
  setFullScreen() {}
  focus() {}
}

const rig = {
  windows: [] as FakeWindow[],
  external: [] as string[],
  schemes: [] as unknown[],
  handlers: new Map<string, (request: Request) => Promise<Response>>(),
  permissionAnswers: [] as boolean[],
  permissionCheck: null as (() => boolean) | null,
  quits: 0,
};

/** Starts the viewer with resources holding a book and a viewer.json; resolves once its window is open. */
async function startViewer(options: { viewerJson?: string; lock?: boolean } = {}) {
  rig.windows = [];
  rig.external = [];
  rig.handlers.clear();
  rig.quits = 0;
  const resources = fs.mkdtempSync(path.join(work, 'resources-'));
  fs.mkdirSync(path.join(resources, 'book'));
  fs.writeFileSync(path.join(resources, 'book', 'index.html'), '<!doctype html><title>Book</title>');
  if (options.viewerJson !== undefined) fs.writeFileSync(path.join(resources, 'viewer.json'), options.viewerJson);
  let ready!: () => void;
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  const app = Object.assign(new EventEmitter(), {
    requestSingleInstanceLock: () => options.lock ?? true,
    whenReady: () => whenReady,
    quit: () => void rig.quits++,
  });
  const electron = {
    app,
    BrowserWindow: FakeWindow,
    Menu: { setApplicationMenu: () => undefined, buildFromTemplate: (template: unknown) => template },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => rig.schemes.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => rig.handlers.set(scheme, handler),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: (contents: unknown, permission: string, callback: (ok: boolean) => void) => void) =>
          handler({}, 'media', (ok) => rig.permissionAnswers.push(ok)),
        setPermissionCheckHandler: (handler: () => boolean) => (rig.permissionCheck = handler),
      },
    },
    shell: { openExternal: async (url: string) => void rig.external.push(url) },
  };
  const fakeProcess = Object.create(process, { resourcesPath: { value: resources }, platform: { value: 'win32' } }) as NodeJS.Process;
  const run = new Function('require', 'module', 'exports', 'process', '__filename', code);
  const module = { exports: {} };
  run((name: string) => (name === 'electron' ? electron : nodeRequire(name)), module, module.exports, fakeProcess, path.join(work, 'main.cjs'));
  ready();
  // The window opens after reading viewer.json; a second copy never opens one.
  const deadline = Date.now() + 10_000;
  while ((options.lock ?? true) && rig.windows.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return { app, resources };
}

function navigate(window: FakeWindow, url: string): boolean {
  let prevented = false;
  window.webContents.emit('will-navigate', { preventDefault: () => (prevented = true) }, url);
  return prevented;
}

describe('the viewer main process', () => {
  it('opens one sandboxed window on the book, maximised by default', async () => {
    await startViewer();
    expect(rig.windows).toHaveLength(1);
    const [window] = rig.windows;
    expect(window!.url).toBe('book://local/index.html');
    expect(window!.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(window!.options.webPreferences).not.toHaveProperty('preload');
    expect([window!.maximized, window!.shown]).toEqual([true, true]);
    expect(rig.schemes).toContainEqual({ scheme: 'book', privileges: expect.objectContaining({ standard: true, secure: true }) });
  });

  it('opens at the custom size from viewer.json', async () => {
    await startViewer({ viewerJson: JSON.stringify({ title: 'T', window: { mode: 'custom', width: 900, height: 650 } }) });
    expect(rig.windows[0]!.options).toMatchObject({ width: 900, height: 650, title: 'T' });
    expect(rig.windows[0]!.maximized).toBe(false);
  });

  it('serves the book with the strict CSP and nothing outside it', async () => {
    await startViewer();
    const serve = rig.handlers.get('book')!;
    const index = await serve(new Request('book://local/index.html'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toBe(VIEWER_CSP);
    expect(await index.text()).toContain('<title>Book</title>');
    expect((await serve(new Request('book://local/..%2fviewer.json'))).status).toBe(404);
    expect((await serve(new Request('book://local/missing.js'))).status).toBe(404);
  });

  it('denies permissions, keeps navigation inside the book and sends web links to the browser', async () => {
    await startViewer();
    expect(rig.permissionAnswers.at(-1)).toBe(false);
    expect(rig.permissionCheck?.()).toBe(false);
    const [window] = rig.windows;
    expect(navigate(window!, 'book://local/index.html#p2')).toBe(false);
    expect(navigate(window!, 'https://example.com/more')).toBe(true);
    expect(navigate(window!, 'file:///etc/passwd')).toBe(true);
    expect(window!.webContents.openHandler!({ url: 'https://example.com/popup' })).toEqual({ action: 'deny' });
    expect(window!.webContents.openHandler!({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(rig.external).toEqual(['https://example.com/more', 'https://example.com/popup']);
  });

  it('quits at once when another copy already runs', async () => {
    await startViewer({ lock: false });
    expect(rig.quits).toBe(1);
    expect(rig.windows).toHaveLength(0);
  });
});
