import type { EventMap, EventName } from './events.js';
import type { MethodArg, MethodName, MethodResult } from './contract.js';

/** The kinds of native file prompt a host can show. */
export type FileDialogKind =
  | 'open-pdf'
  | 'open-pdfs'
  | 'open-images'
  | 'open-project'
  | 'save-project'
  | 'choose-folder'
  | 'open-cover'
  | 'open-template'
  | 'open-licence'
  | MediaFileDialogKind;
/** Picks one file to add to the book as a picture, sound, video or attachment (media.add). */
export type MediaFileDialogKind = 'open-media-image' | 'open-media-sound' | 'open-media-video' | 'open-media-narration' | 'open-attachment';
/** The APK panel's prompts: a signature to read, and the APK and new signature files to write. */
export type ApkFileDialogKind = 'open-keystore' | 'save-apk' | 'save-keystore';

export interface FileDialogRequest {
  kind: FileDialogKind | ApkFileDialogKind;
  /** Suggested file name or folder, where the host supports one. */
  defaultPath?: string;
}

/**
 * What the editor and the tests talk to. Every transport implements it the same way:
 * `call` rejects with an AppError; `on` returns an unsubscribe function.
 */
export interface FlipbookClient {
  call<K extends MethodName>(name: K, arg: MethodArg<K>): Promise<MethodResult<K>>;
  on<E extends EventName>(event: E, listener: (payload: EventMap[E]) => void): () => void;
  /** Turns a project asset key into a URL this host serves. */
  assetUrl(key: string, revision?: number): string;
}
