import type { ViewerConfig } from '../shared/desktop/viewer-config.js';

/** The web preferences every viewer window gets: the book is content, never code with powers. */
export const VIEWER_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
  devTools: false,
} as const;

/** The size a window gets before it is maximised, so un-maximising lands somewhere sensible. */
const RESTORED_SIZE = { width: 1280, height: 800 };

/** The BrowserWindow options the viewer uses (a subset of Electron's, to keep this pure). */
export interface ViewerWindowOptions {
  title: string;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  show: false;
  fullscreen: boolean;
  center: boolean;
  backgroundColor: string;
  autoHideMenuBar: true;
  webPreferences: typeof VIEWER_WEB_PREFERENCES;
}

/** How to open the window: its options, and whether to maximise it before showing it. */
export interface ViewerWindowPlan {
  options: ViewerWindowOptions;
  maximize: boolean;
}

/**
 * Turns viewer.json's launch choice into window options: maximised; maximised with the book
 * full screen (the window covers the screen with no frame; F11 leaves it); or a centred
 * window of the custom size.
 */
export function viewerWindowPlan(config: ViewerConfig): ViewerWindowPlan {
  const { window: launch } = config;
  const size = launch.mode === 'custom' ? { width: launch.width, height: launch.height } : RESTORED_SIZE;
  return {
    options: {
      title: config.title,
      ...size,
      minWidth: 320,
      minHeight: 240,
      show: false,
      fullscreen: launch.mode === 'fullscreen',
      center: true,
      backgroundColor: '#1f1f1f',
      autoHideMenuBar: true,
      webPreferences: VIEWER_WEB_PREFERENCES,
    },
    maximize: launch.mode !== 'custom',
  };
}

/** F11 toggles full screen in every mode, so a full-screen book can be left and re-entered. */
export function isFullScreenToggle(input: { type: string; key: string; alt: boolean; control: boolean; meta: boolean }): boolean {
  return input.type === 'keyDown' && input.key === 'F11' && !input.alt && !input.control && !input.meta;
}
