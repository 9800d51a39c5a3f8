import os from 'node:os';
import path from 'node:path';
import type { Platform } from './platform.js';

/** The app-data folder per OS convention; FLIPBOOK_APPDATA overrides it (tests, portable use). */
export function defaultAppDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FLIPBOOK_APPDATA) return path.resolve(env.FLIPBOOK_APPDATA);
  const home = os.homedir();
  if (process.platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Flipbook Studio');
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Flipbook Studio');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'flipbook-studio');
}

export function createNodePlatform(hostName: string, overrides: Partial<Platform> = {}): Platform {
  const home = os.homedir();
  return {
    appDataDir: defaultAppDataDir(),
    homeDir: home,
    documentsDir: path.join(home, 'Documents', 'Flipbook Studio'),
    // Plain Node has no browser to hand a URL to; hosts that do override this.
    openUrl: async () => undefined,
    showInFolder: async () => false,
    hostName,
    ...overrides,
  };
}
