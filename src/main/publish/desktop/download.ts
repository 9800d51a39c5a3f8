import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** Byte progress of a download; total is 0 when the server does not say. */
export type DownloadProgress = (done: number, total: number) => void;

async function get(url: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal, redirect: 'follow' });
  if (!response.ok || response.body === null) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Fetches a small text file, such as a release's SHASUMS256.txt. */
export async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  return (await get(url, signal)).text();
}

/**
 * Streams a URL into a new file, hashing it on the way; returns the SHA-256 in hex. The
 * file is created exclusively, so a download never writes over something else.
 */
export async function downloadFile(url: string, file: string, signal: AbortSignal, onProgress: DownloadProgress): Promise<string> {
  const response = await get(url, signal);
  const total = Number(response.headers.get('content-length') ?? 0) || 0;
  const hash = createHash('sha256');
  let done = 0;
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    done += chunk.length;
    onProgress(done, total);
  });
  await pipeline(body, fs.createWriteStream(file, { flags: 'wx' }), { signal });
  return hash.digest('hex');
}

/**
 * Reads a SHASUMS256.txt (`<hex> *<file name>` per line, the star marking binary mode) into
 * a map from file name to lower-case hex digest.
 */
export function parseShasums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^([0-9a-fA-F]{64})\s+\*?(\S.*)$/.exec(line.trim());
    if (match !== null) sums.set(match[2]!.trim(), match[1]!.toLowerCase());
  }
  return sums;
}
