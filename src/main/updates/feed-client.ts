import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AppError } from '../../shared/errors/app-error.js';
import { FeedError, MAX_FEED_BYTES, parseFeed, type FeedFile, type UpdateInfo } from '../../shared/updates/update-feed.js';

/** How long a feed request may take before the check says "Network Error!". */
export const FEED_TIMEOUT_MS = 30_000;

/** The folder URL the service serves the feed from (`GET /updates/<file>`), for a service origin. */
export function feedBaseFor(server: string): string {
  return new URL('/updates/', server).href;
}

/** A file of the feed's folder, by its name as the feed gives it. */
export function feedFileUrl(feedBase: string, name: string): string {
  return new URL(encodeURIComponent(name), feedBase).href;
}

/**
 * Reads one feed from the service. No answer is NETWORK ("Network Error!"); no feed published
 * there is NOT_FOUND; a feed the app cannot use is UNKNOWN, with the reason as its detail.
 */
export async function fetchFeed(feedBase: string, feedName: string): Promise<UpdateInfo> {
  const url = feedFileUrl(feedBase, feedName);
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { 'cache-control': 'no-cache' } });
  } catch (error) {
    throw new AppError('NETWORK', {}, `GET ${url}: ${(error as Error).message}`);
  }
  if (response.status === 404) throw new AppError('NOT_FOUND', {}, `GET ${url}: no update feed is published there`);
  if (!response.ok) throw new AppError('NETWORK', {}, `GET ${url}: HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > MAX_FEED_BYTES) throw new AppError('UNKNOWN', {}, `${feedName}: larger than ${MAX_FEED_BYTES} bytes`);
  try {
    return parseFeed(feedName, await response.text());
  } catch (error) {
    throw new AppError('UNKNOWN', {}, error instanceof FeedError ? error.message : String(error));
  }
}

export interface DownloadProgress {
  transferred: number;
  total: number;
}

/**
 * Downloads an installer into `folder`, hashing it as it arrives, and keeps it only when its
 * size and sha512 are the feed's: a cut, a short or a corrupted file is DOWNLOAD_FAILED
 * ("Download failed") and leaves nothing behind. Resolves to the verified file's path.
 */
export async function downloadVerified(url: string, file: FeedFile, folder: string, onProgress: (progress: DownloadProgress) => void): Promise<string> {
  const target = path.join(folder, file.url);
  const partial = `${target}.part`;
  fs.mkdirSync(folder, { recursive: true });
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(60 * 60_000) });
    if (!response.ok || response.body === null) throw new Error(`GET ${url}: HTTP ${response.status}`);
    const total = file.size ?? Number(response.headers.get('content-length') ?? '0');
    const hash = createHash('sha512');
    let transferred = 0;
    const out = fs.createWriteStream(partial);
    try {
      for await (const chunk of Readable.fromWeb(response.body as ReadableStream<Uint8Array>)) {
        const bytes = chunk as Buffer;
        transferred += bytes.length;
        if (file.size !== undefined && transferred > file.size) throw new Error(`longer than the ${file.size} bytes the feed gives`);
        hash.update(bytes);
        if (!out.write(bytes)) await once(out, 'drain');
        onProgress({ transferred, total });
      }
    } finally {
      await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    }
    if (file.size !== undefined && transferred !== file.size) throw new Error(`${transferred} bytes, not the ${file.size} the feed gives`);
    const digest = hash.digest('base64');
    if (digest !== file.sha512) throw new Error(`sha512 mismatch: the feed gives ${file.sha512.slice(0, 16)}…, the file has ${digest.slice(0, 16)}…`);
    fs.renameSync(partial, target);
    return target;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw new AppError('DOWNLOAD_FAILED', {}, `${file.url}: ${(error as Error).message}`);
  }
}
