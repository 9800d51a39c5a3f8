import { BrowserWindow, shell, type WebContents } from 'electron';
import { APP_NAME } from '../../shared/constants.js';
import { isEditorUrl, isExternalLinkUrl } from './url-policy.js';
import { MIN_WINDOW_SIZE, type WindowState } from './window-state.js';

/**
 * Locks down a web contents: it can never leave the editor, open windows, embed webviews or
 * be granted a permission. Links to the web and mail addresses open in the user's browser or mail program instead.
 */
export function hardenWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isEditorUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isEditorUrl(url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLinkUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  contents.session.setPermissionCheckHandler(() => false);
}

/**
 * The main window: isolated, sandboxed, no Node in the page, web security on. The preload
 * is the page's only bridge to the engine. It opens hidden and shows once painted, so the
 * user never sees a blank frame.
 */
export function createSecureWindow(options: { preloadPath: string; state: WindowState }): BrowserWindow {
  const { state } = options;
  const window = new BrowserWindow({
    ...(state.x === undefined || state.y === undefined ? { center: true } : { x: state.x, y: state.y }),
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: APP_NAME,
    show: false,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  hardenWebContents(window.webContents);
  return window;
}
