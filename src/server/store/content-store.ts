import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import stream, { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from './object-storage.js';

/** A SHA-256 as 64 lower-case hex digits: the name a file's bytes are stored under. */
export const CONTENT_HASH = /^[0-9a-f]{64}$/;

export interface StoredContent {
  hash: string;
  size: number;
}

export interface PutContentOptions {
  /** Where a streamed body waits while it is hashed; the system's temporary folder by default. */
  tempFolder?: string;
}

function assertHash(hash: string): void {
  if (typeof hash !== 'string' || !CONTENT_HASH.test(hash)) throw new Error('a content hash is 64 lower-case hex digits (a SHA-256)');
}

/** `blobs/<first two hex digits>/<sha256>`: 256 folders, so no folder grows huge. */
export function contentKey(hash: string): string {
  assertHash(hash);
  return `blobs/${hash.slice(0, 2)}/${hash}`;
}

/**
 * Stores a file's bytes under their SHA-256 and returns it (docs/decisions/0213). Bytes already
 * stored (the same hash, the same size) are not sent again, which is what makes re-uploading a
 * book after a settings change cheap.
 *
 * The hash is known before anything is stored: a Buffer is hashed in memory, a stream is
 * copied to a temporary file while it is hashed and then stored from that file. So an object is
 * never stored under a name its bytes do not have, and a stream that fails part-way stores
 * nothing.
 */
export async function putContent(storage: ObjectStorage, body: Buffer | Readable, options: PutContentOptions = {}): Promise<StoredContent> {
  if (Buffer.isBuffer(body)) {
    const hash = createHash('sha256').update(body).digest('hex');
    await storeUnlessThere(storage, hash, body.length, () => body);
    return { hash, size: body.length };
  }
  const folder = await fsp.mkdtemp(path.join(options.tempFolder ?? os.tmpdir(), 'flipbook-content-'));
  try {
    const file = path.join(folder, 'body');
    const hasher = createHash('sha256');
    let size = 0;
    const hashing = new Transform({
      transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        hasher.update(bytes);
        size += bytes.length;
        callback(null, bytes);
      },
    });
    await pipeline(body, hashing, fs.createWriteStream(file, { flags: 'wx' }));
    const hash = hasher.digest('hex');
    await storeUnlessThere(storage, hash, size, () => fs.createReadStream(file));
    return { hash, size };
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

async function storeUnlessThere(storage: ObjectStorage, hash: string, size: number, body: () => Buffer | Readable): Promise<void> {
  const key = contentKey(hash);
  const there = await storage.head(key);
  // A stored object of another size is damaged (it cannot be these bytes): replace it.
  if (there !== null && there.size === size) return;
  await storage.put(key, body(), size);
}

/** Whether bytes with this hash are stored. */
export async function hasContent(storage: ObjectStorage, hash: string): Promise<boolean> {
  return (await storage.head(contentKey(hash))) !== null;
}

/** Thrown by a content stream whose bytes turn out not to have the hash they are stored under. */
export class ContentHashMismatchError extends Error {
  constructor(hash: string) {
    super(`the stored content ${hash} does not hash to its name: the object is damaged`);
    this.name = 'ContentHashMismatchError';
  }
}

/** Thrown by putClaimedContent when the bytes sent do not hash to the hash they were sent as; nothing was stored. */
export class ContentClaimError extends Error {
  constructor(
    readonly claimed: string,
    readonly actual: string,
  ) {
    super(`the bytes hash to ${actual}, not the ${claimed} announced`);
    this.name = 'ContentClaimError';
  }
}

/**
 * A pass-through that hashes what passes and, at the end, fails instead of ending when the
 * bytes do not hash to `hash`: whoever reads it to its end has read exactly those bytes.
 */
function checkingAgainst(hash: string, mismatch: (actual: string) => Error): Transform {
  const hasher = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      hasher.update(chunk);
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      const actual = hasher.digest('hex');
      callback(actual === hash ? null : mismatch(actual));
    },
  });
}

/**
 * Stores bytes that claim a hash (a finished resumable upload) in one pass: they are hashed as
 * they go into storage, and a body that turns out not to have that hash fails before its
 * object appears (both storages make an object visible only after the body's last byte, 0213),
 * so nothing is ever stored under a name its bytes do not have. Bytes already stored are
 * checked all the same, and not stored again.
 */
export async function putClaimedContent(storage: ObjectStorage, claim: StoredContent, body: Readable): Promise<void> {
  const checking = checkingAgainst(claim.hash, (actual) => new ContentClaimError(claim.hash, actual));
  const there = await storage.head(contentKey(claim.hash));
  if (there !== null && there.size === claim.size) {
    await pipeline(body, checking, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
    return;
  }
  // A failing body fails the checking stream too, so storage sees the error and stores nothing.
  const checked = stream.pipeline(body, checking, () => undefined);
  await storage.put(contentKey(claim.hash), checked, claim.size);
}

/**
 * The bytes stored under `hash`, or null when there are none. The stream checks the bytes as
 * they pass and fails at its end, rather than ending, if they do not hash to `hash`.
 */
export async function getContent(storage: ObjectStorage, hash: string): Promise<Readable | null> {
  const source = await storage.get(contentKey(hash));
  if (source === null) return null;
  const checking = checkingAgainst(hash, () => new ContentHashMismatchError(hash));
  source.once('error', (error) => checking.destroy(error));
  checking.once('close', () => source.destroy());
  return source.pipe(checking);
}
