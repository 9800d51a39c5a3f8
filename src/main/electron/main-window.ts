import path from 'node:path';
import { screen, type BrowserWindow } from 'electron';
import type { CommandId } from '../../shared/commands/catalogue.js';
import type { EventBus } from '../engine/event-bus.js';
import { CloseGuard } from './close-guard.js';
import { createSecureWindow } from './secure-window.js';
import { EDITOR_INDEX_URL } from './url-policy.js';
import { DEFAULT_WINDOW_STATE, fitToDisplays, loadWindowState, saveWindowState, type WindowState } from './window-state.js';

/** The editor command that asks the user about unsaved changes and then closes the window. */
export const QUIT_REQUESTED_COMMAND: CommandId = 'app.quitRequested';

/**
 * Opens the editor window at its remembered place, and wires the close confirmation:
 * a close from the title bar, the menu or app.quit() is held back and turned into an
 * `app.quitRequested` command; the editor closes the window itself once the user has
 * saved or discarded (see CloseGuard for how that close is recognised).
 */
export function openMainWindow(options: { preloadPath: string; userDataDir: string; events: EventBus }): BrowserWindow {
  const stateFile = path.join(options.userDataDir, 'window-state.json');
  // The primary display goes first: fitToDisplays centres lost windows on the first area.
  const workAreas = [screen.getPrimaryDisplay().workArea, ...screen.getAllDisplays().map((display) => display.workArea)];
  const saved = loadWindowState(stateFile) ?? DEFAULT_WINDOW_STATE;
  let state: WindowState = fitToDisplays(saved, workAreas);
  const window = createSecureWindow({ preloadPath: options.preloadPath, state });

  const remember = (): void => {
    if (window.isDestroyed() || window.isMinimized() || window.isFullScreen()) return;
    const bounds = window.getNormalBounds();
    state = { ...bounds, maximized: window.isMaximized() };
  };
  window.on('resize', remember);
  window.on('move', remember);
  window.on('maximize', remember);
  window.on('unmaximize', remember);

  const guard = new CloseGuard();
  const contents = window.webContents;
  contents.on('did-finish-load', () => guard.rendererReady());
  contents.on('render-process-gone', () => guard.rendererGone());
  contents.on('unresponsive', () => guard.rendererGone());
  contents.on('responsive', () => guard.rendererReady());
  // Not in Electron's typings, but emitted whenever the page calls window.close(): the
  // editor's "I have asked, you may close now".
  (contents as unknown as NodeJS.EventEmitter).on('close', () => guard.pageRequestedClose());
  window.on('close', (event) => {
    if (guard.decide() === 'close') return;
    event.preventDefault();
    options.events.emit('app.menu', { command: QUIT_REQUESTED_COMMAND });
  });
  window.on('closed', () => {
    try {
      saveWindowState(stateFile, state);
    } catch {
      // Losing the window position is not worth a crash on the way out.
    }
  });

  void window.loadURL(EDITOR_INDEX_URL);
  return window;
}
