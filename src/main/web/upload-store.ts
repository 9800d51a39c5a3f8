import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { sanitizeUploadName } from './upload-name.js';

/** The largest upload the web host accepts: a big PDF fits, a runaway stream does not. */
export const MAX_UPLOAD_BYTES = 1024 ** 3;

/** Thrown when an upload goes over the limit; the partial file is already removed. */
export class UploadTooLargeError extends Error {
  constructor(limit: number) {
    super(`upload exceeds ${limit} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

/**
 * Where the web host keeps uploaded files: one temp folder per server, created on first use
 * and removed when the server closes. Each upload gets its own sub-folder, so two files of
 * the same name never overwrite each other and the engine sees the user's file name.
 */
export class UploadStore {
  private root: string | null = null;

  constructor(private readonly limitBytes: number = MAX_UPLOAD_BYTES) {}

  /** Streams the request body to disk and returns the absolute path of the stored file. */
  async receive(request: IncomingMessage, rawName: string): Promise<string> {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.limitBytes) throw new UploadTooLargeError(this.limitBytes);
    const folder = fs.mkdtempSync(path.join(this.rootDir(), 'u-'));
    const file = path.join(folder, sanitizeUploadName(rawName));
    let received = 0;
    const limit = this.limitBytes;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > limit) callback(new UploadTooLargeError(limit));
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(request, counter, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      fs.rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    return file;
  }

  /** The folder every upload goes under, made on first use. */
  rootDir(): string {
    this.root ??= fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-uploads-'));
    return this.root;
  }

  /** Removes every stored upload; safe to call more than once. */
  dispose(): void {
    if (this.root !== null) fs.rmSync(this.root, { recursive: true, force: true });
    this.root = null;
  }
}
