import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu } from 'electron';
import type { FileDialogRequest } from '../../shared/api/client.js';
import type { MenuCommand } from '../../shared/commands/menu-command.js';
import { IPC_CALL_CHANNEL, IPC_DIALOG_CHANNEL, IPC_EVENT_CHANNEL } from '../../shared/api/envelope.js';
import electronUpdater from 'electron-updater';
import { createEngine } from '../app/create-engine.js';
import { createElectronUpdateDriver } from './electron-update-driver.js';
import type { Engine } from '../engine/engine.js';
import { buildMenuTemplate } from './app-menu.js';
import { handleAppProtocols, registerPrivilegedSchemes } from './app-protocols.js';
import { planFileDialog } from './dialog-options.js';
import { createElectronPlatform } from './electron-platform.js';
import { createIpcCallHandler, createIpcDialogHandler } from './ipc-dispatcher.js';
import { openMainWindow } from './main-window.js';
import { createMenuLabeler } from './menu-labels.js';
import { cloudServerFromEnv } from '../../shared/cloud/cloud-account.js';
import { keychainCipher } from './keychain-cipher.js';
import { EarlyOpenRequests, handleFileOpening } from './file-opening.js';
import { rememberFirstLanguage } from '../prefs/first-language.js';
import { PrefsStore } from '../prefs/prefs-store.js';
import { warmProjectReadingSoon } from '../project/warm-project-reading.js';

let mainWindow: BrowserWindow | null = null;
/** Project files the system asked to open, held until the engine can queue them for the editor. */
const openRequests = new EarlyOpenRequests();

function mainWebContentsId(): number | null {
  return mainWindow !== null && !mainWindow.isDestroyed() ? mainWindow.webContents.id : null;
}

async function showFileDialog(request: FileDialogRequest): Promise<string[] | null> {
  const plan = planFileDialog(request);
  const parent = mainWindow !== null && !mainWindow.isDestroyed() ? mainWindow : undefined;
  if (plan.type === 'save') {
    const result = parent ? await dialog.showSaveDialog(parent, plan.options) : await dialog.showSaveDialog(plan.options);
    return result.canceled || result.filePath === undefined || result.filePath === '' ? null : [result.filePath];
  }
  const result = parent ? await dialog.showOpenDialog(parent, plan.options) : await dialog.showOpenDialog(plan.options);
  return result.canceled || result.filePaths.length === 0 ? null : result.filePaths;
}

function wireEngine(engine: Engine): void {
  ipcMain.handle(IPC_CALL_CHANNEL, createIpcCallHandler(engine, mainWebContentsId));
  ipcMain.handle(IPC_DIALOG_CHANNEL, createIpcDialogHandler(showFileDialog, mainWebContentsId));
  engine.context.events.subscribe((event, payload) => {
    if (mainWindow !== null && !mainWindow.isDestroyed()) mainWindow.webContents.send(IPC_EVENT_CHANNEL, { event, payload });
  });
}

/** The language to start in; a preferences file that cannot be written only costs the memory of it. */
function rememberStartLanguage(appDataDir: string, systemLocale: string): string {
  try {
    return rememberFirstLanguage(new PrefsStore(appDataDir), [systemLocale]);
  } catch {
    return systemLocale;
  }
}

async function start(): Promise<void> {
  await app.whenReady();
  // app.getAppPath() is the folder (or asar) holding package.json, in development and packaged.
  const appRoot = app.getAppPath();
  const rendererDir = path.join(appRoot, 'dist', 'renderer');
  const readerDir = path.join(appRoot, 'dist', 'reader');
  const engine = createEngine({ platform: createElectronPlatform(), readerAssetsDir: readerDir, cloudServer: cloudServerFromEnv(process.env), licensing: { env: process.env, packaged: app.isPackaged }, secretCipher: keychainCipher(),
    // Only an installed app can install an update; run from source, it checks the feed like the web host.
    ...(app.isPackaged ? { updateDriver: (server: () => string) => createElectronUpdateDriver(electronUpdater.autoUpdater, server, app.getVersion()) } : {}),
  });
  // The edition comes from the stored licence: no window opens before it has been read.
  await engine.ready;
  openRequests.deliverTo((file) => engine.context.openRequests.push(file));
  app.on('will-quit', () => engine.dispose());
  handleAppProtocols(engine, { rendererDir, readerDir });
  wireEngine(engine);

  // Before the window opens, so the editor's first render speaks it too; the menu follows the
  // remembered language, which is the system's only until the author picks another.
  const language = rememberStartLanguage(engine.context.platform.appDataDir, app.getLocale());
  const label = createMenuLabeler(path.join(appRoot, 'locales'), language);
  const send = (command: MenuCommand) => engine.context.events.emit('app.menu', { command });
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate({ isMac: process.platform === 'darwin', label, send })));

  const preloadPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preload.cjs');
  const open = () => {
    mainWindow = openMainWindow({ preloadPath, userDataDir: app.getPath('userData'), events: engine.context.events });
    mainWindow.on('closed', () => (mainWindow = null));
  };
  open();
  warmProjectReadingSoon();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
}

// FLIPBOOK_APPDATA (tests, portable use) moves everything, the single-instance lock included.
if (process.env.FLIPBOOK_APPDATA) app.setPath('userData', path.resolve(process.env.FLIPBOOK_APPDATA));
registerPrivilegedSchemes();
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // The files of this start, of a second start and of macOS's open-file: the editor opens them
  // (after asking to save unsaved work), as it opens a recent project.
  handleFileOpening(app, openRequests.open, { argv: process.argv.slice(1), cwd: process.cwd() });
  app.on('second-instance', () => {
    if (mainWindow === null || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  // One document window: closing it (after the editor's save prompt) ends the app everywhere.
  app.on('window-all-closed', () => app.quit());
  start().catch((error: unknown) => {
    dialog.showErrorBox('Flipbook Studio could not start', error instanceof Error ? error.message : String(error));
    app.exit(1);
  });
}
