// The desktop viewer's main process: a thin Electron adapter over the pure policies beside it.
// It opens one sandboxed window on the book in resources/book, served from book://local/.
import { app, BrowserWindow, Menu, protocol, session, shell } from 'electron';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseViewerConfig } from '../shared/desktop/viewer-config.js';
import { BOOK_INDEX_URL, BOOK_SCHEME, bookContentType, bookFileFor, decideNavigation, VIEWER_CSP } from './book-protocol.js';
import { isFullScreenToggle, viewerWindowPlan } from './window-options.js';

const resourcesDir = process.resourcesPath;
const bookRoot = path.join(resourcesDir, 'book');

function openExternally(url: string): void {
  if (decideNavigation(url) === 'external') void shell.openExternal(url);
}

async function serveBook(request: Request): Promise<Response> {
  const file = bookFileFor(bookRoot, request.url);
  const body = file === null ? null : await fs.readFile(file).catch(() => null);
  if (file === null || body === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': bookContentType(file), 'Content-Security-Policy': VIEWER_CSP, 'X-Content-Type-Options': 'nosniff' },
  });
}

function lockDownSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

async function openWindow(): Promise<BrowserWindow> {
  const config = parseViewerConfig(await fs.readFile(path.join(resourcesDir, 'viewer.json'), 'utf8').catch(() => null));
  const plan = viewerWindowPlan(config);
  const window = new BrowserWindow(plan.options);
  const contents = window.webContents;
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (decideNavigation(url) === 'allow') return;
    event.preventDefault();
    openExternally(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (decideNavigation(url) !== 'allow') event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('before-input-event', (event, input) => {
    if (!isFullScreenToggle(input)) return;
    event.preventDefault();
    window.setFullScreen(!window.isFullScreen());
  });
  window.once('ready-to-show', () => {
    if (plan.maximize) window.maximize();
    window.show();
  });
  await window.loadURL(BOOK_INDEX_URL);
  return window;
}

protocol.registerSchemesAsPrivileged([{ scheme: BOOK_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  app.on('second-instance', () => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(async () => {
    lockDownSession();
    protocol.handle(BOOK_SCHEME, serveBook);
    // A Mac app needs its app menu for Quit and Hide; Windows gets no menu bar at all.
    Menu.setApplicationMenu(process.platform === 'darwin' ? Menu.buildFromTemplate([{ role: 'appMenu' }, { role: 'windowMenu' }]) : null);
    mainWindow = await openWindow();
    mainWindow.on('closed', () => (mainWindow = null));
  });
}
