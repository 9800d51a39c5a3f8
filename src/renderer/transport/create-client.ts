import type { FlipbookClient } from '../../shared/api/client.js';
import { electronBridge } from './flipbook-global.js';
import { createHttpClient, takeSessionToken } from './http-transport.js';
import { createIpcClient } from './ipc-transport.js';
import { createElectronDrop, createElectronPicker, createWebDrop, createWebPicker, type DroppedPaths, type PickFiles } from './pick-files.js';

/** A path the user must choose to write to: a project file or a publish folder. */
export type SaveKind = 'save-project' | 'choose-folder' | 'save-apk' | 'save-keystore';

/**
 * Everything host-specific the editor needs. `chooseSavePath` is null on the web host,
 * where a browser cannot browse server folders and the editor asks with its own dialog.
 */
export interface Host {
  kind: 'electron' | 'web';
  client: FlipbookClient;
  pickFiles: PickFiles;
  /** Paths for files dropped on the page; absent where a host cannot take drops. */
  droppedPaths?: DroppedPaths;
  chooseSavePath: ((kind: SaveKind, defaultPath: string) => Promise<string | null>) | null;
  /** Where the reader is served, for the live preview iframe. */
  readerUrl: string;
}

/** Picks IPC when the Electron preload is present, HTTP otherwise. */
export function createHost(): Host {
  const bridge = electronBridge();
  if (bridge !== undefined) {
    return {
      kind: 'electron',
      client: createIpcClient(bridge),
      pickFiles: createElectronPicker(bridge),
      droppedPaths: createElectronDrop(bridge),
      chooseSavePath: async (kind, defaultPath) => {
        const paths = await bridge.openFileDialog({ kind, defaultPath });
        return paths?.[0] ?? null;
      },
      readerUrl: 'app://reader/index.html',
    };
  }
  const token = takeSessionToken();
  return {
    kind: 'web',
    client: createHttpClient(token),
    pickFiles: createWebPicker(token),
    droppedPaths: createWebDrop(token),
    chooseSavePath: null,
    readerUrl: '/reader/index.html',
  };
}
