import type { ApkFileDialogKind, FileDialogKind, MediaFileDialogKind } from '../../shared/api/client.js';
import { BOOK_MEDIA_EXTENSIONS } from '../../shared/media/book-media.js';
import { HTTP_TOKEN_HEADER, HTTP_UPLOAD_PATH } from '../../shared/api/envelope.js';
import type { Envelope } from '../../shared/api/envelope.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { FlipbookBridge } from './flipbook-global.js';

/** The prompts that pick existing files to read (saving uses a path prompt instead). */
export type OpenKind =
  | Extract<FileDialogKind, 'open-pdf' | 'open-pdfs' | 'open-images' | 'open-project' | 'open-cover' | 'open-template' | 'open-licence'>
  | Extract<ApkFileDialogKind, 'open-keystore'>
  | MediaFileDialogKind;

/** Resolves with paths the engine can read, or null when the user cancelled. */
export type PickFiles = (kind: OpenKind, onUploading?: () => void) => Promise<string[] | null>;

const ACCEPT: Record<OpenKind, string> = {
  'open-pdf': '.pdf,application/pdf',
  'open-pdfs': '.pdf,application/pdf',
  'open-images': '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp',
  'open-project': '.flipbook',
  'open-cover': '.png,.jpg,.jpeg,image/png,image/jpeg',
  'open-template': '.fbtemplate',
  'open-licence': '.lic',
  'open-keystore': '.p12,.pfx,.keystore,application/x-pkcs12',
  'open-media-image': acceptExtensions(BOOK_MEDIA_EXTENSIONS.image),
  'open-media-sound': acceptExtensions(BOOK_MEDIA_EXTENSIONS.sound),
  'open-media-video': acceptExtensions(BOOK_MEDIA_EXTENSIONS.video),
  'open-media-narration': '.mp3,audio/mpeg',
  // Any file: the engine refuses .exe with the spec's message, which a filter would hide.
  'open-attachment': '',
};

function acceptExtensions(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}

export function createElectronPicker(bridge: FlipbookBridge): PickFiles {
  return async (kind) => {
    const paths = await bridge.openFileDialog({ kind });
    return paths === null || paths.length === 0 ? null : paths;
  };
}

/**
 * The browser cannot hand the engine a path on disk, so the chosen files are uploaded
 * and the engine is given the server-side copies.
 */
export function createWebPicker(token: string): PickFiles {
  return async (kind, onUploading) => {
    const files = await chooseFiles(ACCEPT[kind], kind === 'open-images' || kind === 'open-pdfs');
    if (files === null) return null;
    onUploading?.();
    const paths: string[] = [];
    for (const file of files) paths.push(await uploadFile(file, token));
    return paths;
  };
}

/** Paths the engine can read for files dropped on the page. */
export type DroppedPaths = (files: File[], onUploading?: () => void) => Promise<string[]>;

/** On the desktop a dropped file (or folder) is read where it lies. */
export function createElectronDrop(bridge: FlipbookBridge): DroppedPaths {
  return async (files) => files.map((file) => bridge.pathForFile(file)).filter((path) => path !== '');
}

/**
 * The web host uploads dropped PDFs as its picker does. A dropped folder cannot be read by
 * the page, and a lone image is no book, so only PDFs are taken.
 */
export function createWebDrop(token: string): DroppedPaths {
  return async (files, onUploading) => {
    const readable = files.filter((file) => /\.pdf$/i.test(file.name));
    if (readable.length > 0) onUploading?.();
    const paths: string[] = [];
    for (const file of readable) paths.push(await uploadFile(file, token));
    return paths;
  };
}

function chooseFiles(accept: string, multiple: boolean): Promise<File[] | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.multiple = multiple;
    input.hidden = true;
    input.dataset.testid = 'file-input';
    const finish = (files: File[] | null) => {
      input.remove();
      resolve(files);
    };
    input.addEventListener('change', () => {
      const files = input.files === null ? [] : [...input.files];
      finish(files.length === 0 ? null : files);
    });
    input.addEventListener('cancel', () => finish(null));
    document.body.append(input);
    input.click();
  });
}

async function uploadFile(file: File, token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${HTTP_UPLOAD_PATH}?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', [HTTP_TOKEN_HEADER]: token },
      body: file,
    });
  } catch (error) {
    throw new AppError('NETWORK', {}, String(error));
  }
  let envelope: Envelope<{ path: string }>;
  try {
    envelope = (await response.json()) as Envelope<{ path: string }>;
  } catch {
    throw new AppError('NETWORK', {}, `upload answered ${response.status}`);
  }
  if (!envelope.ok) throw AppError.fromJSON(envelope.error);
  return envelope.result.path;
}
