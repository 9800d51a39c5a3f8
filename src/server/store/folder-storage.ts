import { randomBytes } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidKey, assertValidPrefix, assertValidSize, isValidKey, SizeMismatchError, type ByteRange, type ObjectStorage } from './object-storage.js';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Objects as files under a root folder, a key's '/' being the folder separator
 * (`blobs/ab/ab12…` is `<root>/blobs/ab/ab12…`).
 *
 * A write goes to a temporary file beside its object, is flushed to disk and then renamed over
 * the object, so a reader sees the old object or the new one, and a write cut short (an error,
 * a full disk, the process killed) leaves no object, only perhaps a temporary file. Temporary
 * names hold a '~', which no key may, so they never show in `list` and never clash with a key.
 *
 * A folder cannot be a file too: the folder storage cannot hold both `a` and `a/b`, which S3
 * can. The service's keys never do that (docs/decisions/0213).
 */
export class FolderStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable, size?: number): Promise<void> {
    const file = this.pathOf(key);
    assertValidSize(size);
    if (Buffer.isBuffer(body) && size !== undefined && body.length !== size) throw new SizeMismatchError(size, body.length, body.length > size);
    const folder = path.dirname(file);
    await fsp.mkdir(folder, { recursive: true });
    const temp = `${file}~${randomBytes(6).toString('hex')}.tmp`;
    const handle = await fsp.open(temp, 'wx', 0o644);
    let closed = false;
    try {
      if (Buffer.isBuffer(body)) {
        await handle.writeFile(body);
      } else {
        let written = 0;
        for await (const chunk of body as AsyncIterable<Buffer | string>) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          written += bytes.length;
          if (size !== undefined && written > size) throw new SizeMismatchError(size, written, true);
          await handle.write(bytes);
        }
        if (size !== undefined && written !== size) throw new SizeMismatchError(size, written, false);
      }
      await handle.sync();
      await handle.close();
      closed = true;
      await fsp.rename(temp, file);
    } catch (error) {
      if (!closed) await handle.close().catch(() => {});
      await fsp.rm(temp, { force: true }).catch(() => {});
      throw error;
    }
    await syncFolder(folder);
  }

  /**
   * Makes a whole file, already flushed to disk by its writer, the object under `key`, by moving
   * it: the resumable uploads write each content beside the storage and hand it over this way,
   * so its bytes are written once (docs/decisions/0278). The object appears whole or not at all,
   * as with `put`. A file on another file system is copied instead, through `put`.
   */
  async adopt(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    const folder = path.dirname(target);
    await fsp.mkdir(folder, { recursive: true });
    try {
      await fsp.rename(file, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException | null)?.code !== 'EXDEV') throw error;
      await this.put(key, createReadStream(file), (await fsp.stat(file)).size);
      await fsp.rm(file, { force: true });
      return;
    }
    await syncFolder(folder);
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.pathOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        return null;
      }
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
    // The stream closes the handle when it ends or is destroyed.
    return handle.createReadStream(range === undefined ? {} : { start: range.start, end: range.end });
  }

  async head(key: string): Promise<{ size: number } | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      return stat.isFile() ? { size: stat.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await fsp.unlink(file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    assertValidPrefix(prefix);
    // Start at the deepest folder the prefix names whole, and walk down from there.
    const cut = prefix.lastIndexOf('/');
    const start = cut < 0 ? '' : prefix.slice(0, cut);
    yield* this.walk(start, prefix);
  }

  private async *walk(relative: string, prefix: string): AsyncIterable<string> {
    let entries: Dirent[];
    try {
      entries = await fsp.readdir(relative === '' ? this.root : path.join(this.root, ...relative.split('/')), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        const asFolder = `${key}/`;
        if (asFolder.startsWith(prefix) || prefix.startsWith(asFolder)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && isValidKey(key)) {
        yield key;
      }
    }
  }
}

/** Makes a rename in `folder` durable; some systems (Windows) cannot open a folder, and need not. */
async function syncFolder(folder: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(folder, 'r');
    await handle.sync();
  } catch {
    // Best effort: the object is already complete under its name.
  } finally {
    await handle?.close().catch(() => {});
  }
}
