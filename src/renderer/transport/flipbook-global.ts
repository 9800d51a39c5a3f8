import type { EventMap, EventName } from '../../shared/api/events.js';
import type { FileDialogRequest } from '../../shared/api/client.js';
import type { MethodArg, MethodName, MethodResult } from '../../shared/api/contract.js';

/** What the Electron preload exposes on window; nothing else crosses the bridge. */
export interface FlipbookBridge {
  call<K extends MethodName>(name: K, arg: MethodArg<K>): Promise<MethodResult<K>>;
  on<E extends EventName>(event: E, listener: (payload: EventMap[E]) => void): () => void;
  /** Resolves with the chosen paths, or null when the user cancelled. */
  openFileDialog(request: FileDialogRequest): Promise<string[] | null>;
  /** The path on disk of a file dropped on the page. */
  pathForFile(file: File): string;
}

declare global {
  interface Window {
    flipbook?: FlipbookBridge;
  }
}

/** The preload's bridge when running inside Electron, otherwise undefined. */
export function electronBridge(): FlipbookBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.flipbook;
}
