import fs from 'node:fs';
import path from 'node:path';
import { DetailedError, Upload, type PreviousUpload, type UrlStorage } from 'tus-js-client';
import { AppError } from '../../shared/errors/app-error.js';
import { bytesOfBundle, type UploadBundle } from './upload-bundles.js';

/** Where tus uploads are served on the service (0216). */
export const TUS_ENDPOINT_PATH = '/api/v1/tus';

/** The tus URLs of one upload's files by fingerprint, kept by the caller (in the pending record). */
export interface TusUrlBook {
  get(fingerprint: string): { url: string; creationTime: string } | undefined;
  set(fingerprint: string, entry: { url: string; creationTime: string } | null): void;
}


export interface TusSendOptions {
  server: string;
  token: string;
  uploadId: string;
  /** Bytes per PATCH request: a cut connection loses at most one chunk. */
  chunkSize: number;
  signal: AbortSignal;
  urls: TusUrlBook;
  /** Bytes of this file the service holds so far (the resumed offset included). */
  onProgress(sent: number): void;
}

/** tus-js-client's storage of upload URLs, over the caller's book, so a resume survives a restart. */
class BookUrlStorage implements UrlStorage {
  constructor(private readonly urls: TusUrlBook) {}

  findAllUploads(): Promise<PreviousUpload[]> {
    return Promise.resolve([]);
  }

  findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    const entry = this.urls.get(fingerprint);
    if (entry === undefined) return Promise.resolve([]);
    return Promise.resolve([{ size: null, metadata: {}, creationTime: entry.creationTime, urlStorageKey: fingerprint, uploadUrl: entry.url, parallelUploadUrls: null }]);
  }

  removeUpload(urlStorageKey: string): Promise<void> {
    this.urls.set(urlStorageKey, null);
    return Promise.resolve();
  }

  addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    if (upload.uploadUrl !== null) this.urls.set(fingerprint, { url: upload.uploadUrl, creationTime: upload.creationTime });
    return Promise.resolve(fingerprint);
  }
}

/** The tus fingerprint of one bundle of one upload (its key, upload-bundles.ts): what its URL is kept under. */
export function tusFingerprint(uploadId: string, bundleKey: string): string {
  return `${uploadId}/${bundleKey}`;
}

/**
 * How many bytes of a paused tus upload the service holds (its `Upload-Offset`), so a continued
 * upload counts only what it still sends; 0 when the service does not answer or has no such upload.
 */
export async function tusOffset(url: string, token: string): Promise<number> {
  try {
    const response = await fetch(url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
    const offset = Number(response.headers.get('upload-offset'));
    return response.ok && Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
  } catch {
    return 0;
  }
}

/** Ends a paused tus upload on the service (tus termination), so its partial bytes go; quietly, at best effort. */
export async function tusTerminate(url: string, token: string): Promise<void> {
  await fetch(url, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
}

/**
 * What a tus failure means to the app: the service's own error when it answered with one
 * (LOGIN_TIMEOUT, so the caller can renew the session and go on), NETWORK when it did not
 * answer at all, and UPLOAD_FAILED otherwise.
 */
export function tusFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof DetailedError) || error.originalResponse === null) return new AppError('NETWORK', {}, `tus: ${message}`);
  try {
    const payload = JSON.parse(error.originalResponse.getBody()) as { error?: unknown };
    if (payload.error !== undefined) return AppError.fromJSON(payload.error);
  } catch {
    // Not the service's JSON: the status says enough.
  }
  return new AppError('UPLOAD_FAILED', {}, `tus: HTTP ${error.originalResponse.getStatus()}: ${message}`);
}

/**
 * Sends one bundle of a book over tus (tus-js-client's Node path): a file alone is read from
 * disk in chunks, several small ones are joined in memory (0268). Its fingerprint is the upload
 * and the bundle's key, and its URL is kept in `urls`, so sending it again, even from a
 * restarted app, asks the service for the offset and continues from there. Aborting the signal
 * pauses: the tus upload is left on the service to be continued.
 */
export function sendBundleOverTus(folder: string, bundle: UploadBundle, options: TusSendOptions): Promise<void> {
  if (options.signal.aborted) return Promise.reject(new AppError('CANCELLED'));
  const [only] = bundle.files;
  const alone = bundle.files.length === 1 && only !== undefined;
  return new Promise<void>((resolve, reject) => {
    const upload = new Upload(alone ? fs.createReadStream(path.join(folder, ...only.path.split('/'))) : bytesOfBundle(folder, bundle), {
      endpoint: new URL(TUS_ENDPOINT_PATH, options.server).href,
      chunkSize: options.chunkSize,
      uploadSize: bundle.size,
      // No data on the creating POST (0259, as merged): a POST cut short leaves its bytes under a
      // URL the app never learnt, so a stalled or cut upload started that file again from 0. Under
      // load the e2e's continued upload lost a quarter of the book's progress that way.
      retryDelays: [],
      metadata: alone ? { uploadId: options.uploadId, sha256: only.sha256 } : { uploadId: options.uploadId, contents: bundle.files.map((file) => file.sha256).join(',') },
      headers: { authorization: `Bearer ${options.token}` },
      fingerprint: () => Promise.resolve(tusFingerprint(options.uploadId, bundle.key)),
      urlStorage: new BookUrlStorage(options.urls),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => options.onProgress(sent),
      onSuccess: () => {
        options.signal.removeEventListener('abort', pause);
        resolve();
      },
      onError: (error) => {
        options.signal.removeEventListener('abort', pause);
        reject(tusFailure(error));
      },
    });
    function pause(): void {
      // false: the service keeps what it has, for a later resume.
      void upload.abort(false).finally(() => reject(new AppError('CANCELLED')));
    }
    options.signal.addEventListener('abort', pause, { once: true });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (options.signal.aborted) return;
        const last = previous[0];
        if (last !== undefined) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch((error: unknown) => reject(tusFailure(error)));
  });
}
