import path from 'node:path';
import { app, shell } from 'electron';
import type { Platform } from '../platform/platform.js';
import { createNodePlatform } from '../platform/node-platform.js';
import { isExternalLinkUrl } from './url-policy.js';

/**
 * The engine's platform inside Electron: Electron's own folders, and links opened in the
 * user's browser. Only http(s) links are opened, so a crafted TOC entry cannot launch a
 * file or a custom protocol handler.
 */
export function createElectronPlatform(): Platform {
  return createNodePlatform('electron', {
    appDataDir: app.getPath('userData'),
    homeDir: app.getPath('home'),
    documentsDir: path.join(app.getPath('documents'), 'Flipbook Studio'),
    openUrl: async (url) => {
      if (isExternalLinkUrl(url)) await shell.openExternal(url);
    },
    // Reveals the item rather than opening it, so an output path can never launch a program.
    showInFolder: async (item) => {
      shell.showItemInFolder(item);
      return true;
    },
    addRecentDocument: (file) => app.addRecentDocument(file),
    clearRecentDocuments: () => app.clearRecentDocuments(),
  });
}
