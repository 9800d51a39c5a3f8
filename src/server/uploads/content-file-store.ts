import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS, type Upload } from '@tus/server';
import { PieceLengthError } from '../store/byte-pieces.js';
import { ContentClaimError, contentKey, type StoredContent } from '../store/content-store.js';
import type { FolderStorage } from '../store/folder-storage.js';
import { claimsOf, pieceStarts } from './upload-claims.js';

/** Bytes gathered from the request before one write to disk: tus hands them over 64 KB at a time. */
const FLUSH_BYTES = 1024 * 1024;

/** The SHA-256 of no bytes: what an empty file in a bundle must claim. */
const EMPTY_SHA256 = createHash('sha256').digest('hex');

/** The running hash of a file's first `length` bytes, read a megabyte at a time. */
async function hashOfStart(handle: fsp.FileHandle, length: number): Promise<Hash> {
  const hasher = createHash('sha256');
  const buffer = Buffer.allocUnsafe(Math.min(FLUSH_BYTES, Math.max(length, 1)));
  for (let at = 0; at < length; ) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, length - at), at);
    if (bytesRead === 0) throw new PieceLengthError(`a piece file ended at ${at} of its ${length} bytes`);
    hasher.update(buffer.subarray(0, bytesRead));
    at += bytesRead;
  }
  return hasher;
}

/** A file's size, or -1 when there is none. */
function sizeOf(file: string): Promise<number> {
  return fsp.stat(file).then(
    (stat) => stat.size,
    () => -1,
  );
}

/** Where a content of an upload in progress stands: which one, how many of its bytes are on disk, and their hash so far. */
interface PieceState {
  index: number;
  received: number;
  hasher: Hash;
}

/**
 * tus's file store, but each content of an upload is written once, where it will be stored,
 * instead of into a copy of the whole upload that is read again and cut into its contents when
 * it is finished (docs/decisions/0278).
 *
 * - Each content of the upload (one file, or each file of a bundle, `upload-claims.ts`) is
 *   written to `<tus>/<id>.piece-<n>` beside the storage and hashed on the way. When its last
 *   byte is in, the file is flushed to disk, its hash checked against the claim, and it is
 *   renamed `<id>.whole-<n>`. When the upload's last byte is in, `storeWhole` moves each one into
 *   the storage under its hash (`FolderStorage.adopt`, a rename). So nothing is ever stored under
 *   a name its bytes do not have, and, as before, nothing of an upload is stored before its last
 *   byte: a continued upload finds the same contents missing and forms the same bundles (0268).
 * - tus's own data file `<tus>/<id>` keeps only the upload's length, as a sparse file: tus reads
 *   the offset from its size. It grows only after the bytes it counts are written, so a cut
 *   request or a stopped service resumes from bytes that are really there. The hash of a piece
 *   begun in an earlier request is read back from its file when this process does not hold it.
 * - Bytes that do not hash to their claim fail the request with a ContentClaimError, and the
 *   offset stays at that content's start; the contents before them are stored, as a refusal on
 *   finishing keeps them.
 */
export class ContentFileStore extends FileStore {
  private readonly pieces = new Map<string, PieceState>();

  constructor(
    options: { directory: string },
    private readonly storage: FolderStorage,
  ) {
    super(options);
  }

  /** tus's data file of an upload: inside the folder, whatever the id (tus's own check is private). */
  private fileOf(id: string): string {
    const file = path.resolve(this.directory, id);
    if (path.dirname(file) !== path.resolve(this.directory)) throw ERRORS.FILE_NOT_FOUND;
    return file;
  }

  /** The file one content of an upload is written to until it is whole. */
  private pieceFile(id: string, index: number): string {
    return `${this.fileOf(id)}.piece-${index}`;
  }

  /** The same file once it is whole and its hash checked, until the upload is whole. */
  private wholeFile(id: string, index: number): string {
    return `${this.fileOf(id)}.whole-${index}`;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    const claims = claimsOf(upload);
    const starts = pieceStarts(claims);
    const total = starts.at(-1) as number;
    const lengthFile = await fsp.open(this.fileOf(id), 'r+');
    let position = offset;
    let piece: { state: PieceState; handle: fsp.FileHandle } | null = null;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    // Writes what was gathered to the piece's file, then counts it in the offset.
    const flush = async () => {
      if (piece === null || pendingBytes === 0) return;
      await piece.handle.writev(pending, piece.state.received);
      piece.state.received += pendingBytes;
      pending = [];
      pendingBytes = 0;
      await lengthFile.truncate((starts[piece.state.index] as number) + piece.state.received);
    };
    try {
      for await (const chunk of readable as AsyncIterable<Buffer>) {
        let rest = chunk;
        while (rest.length > 0) {
          if (position >= total) throw new PieceLengthError('the upload holds more bytes than its contents');
          piece ??= await this.openPiece(id, starts, position);
          const end = starts[piece.state.index + 1] as number;
          const own = rest.subarray(0, end - position);
          rest = rest.subarray(own.length);
          piece.state.hasher.update(own);
          pending.push(own);
          pendingBytes += own.length;
          position += own.length;
          if (position === end) {
            await flush();
            const done = piece;
            piece = null;
            await this.completePiece(id, claims, starts, done, lengthFile);
          } else if (pendingBytes >= FLUSH_BYTES) {
            await flush();
          }
        }
      }
      await flush();
      return position;
    } catch (error) {
      if (error instanceof ContentClaimError || error instanceof PieceLengthError) {
        this.pieces.delete(id);
        throw error;
      }
      // The request failed or was cut (the app pausing, a dropped connection): keep the bytes it
      // brought, as tus's own store does, so the upload continues after them.
      try {
        await flush();
      } catch {
        // What this process holds of the piece may be ahead of its file: read it back next time.
        this.pieces.delete(id);
      }
      throw ERRORS.FILE_WRITE_ERROR;
    } finally {
      const open = piece as { handle: fsp.FileHandle } | null;
      await open?.handle.close().catch(() => undefined);
      await lengthFile.close().catch(() => undefined);
    }
  }

  /**
   * The piece holding byte `position`, its file open for writing at its end and the hash of
   * what the file already holds: kept from the last request, or read back from the file.
   */
  private async openPiece(id: string, starts: readonly number[], position: number): Promise<{ state: PieceState; handle: fsp.FileHandle }> {
    const index = starts.findIndex((start, at) => position >= start && position < (starts[at + 1] ?? -1));
    const received = position - (starts[index] as number);
    const handle = await fsp.open(this.pieceFile(id, index), fs.constants.O_RDWR | fs.constants.O_CREAT);
    try {
      const kept = this.pieces.get(id);
      if (kept !== undefined && kept.index === index && kept.received === received) {
        await handle.truncate(received);
        return { state: kept, handle };
      }
      // A file that holds more than the offset counts (a request cut between the two) is cut back.
      const size = (await handle.stat()).size;
      if (size < received) throw new PieceLengthError(`content ${index + 1} of the upload holds ${size} bytes where ${received} were counted`);
      await handle.truncate(received);
      const state: PieceState = { index, received, hasher: await hashOfStart(handle, received) };
      this.pieces.set(id, state);
      return { state, handle };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * A piece whose last byte is in: checked against its claim, flushed, and renamed to its whole
   * name, where it waits for the rest of the upload (the contents of an upload are stored when its
   * last byte is in, as before, so a continued upload finds the same contents missing, 0268).
   */
  private async completePiece(id: string, claims: readonly StoredContent[], starts: readonly number[], piece: { state: PieceState; handle: fsp.FileHandle }, lengthFile: fsp.FileHandle): Promise<void> {
    const { index, hasher } = piece.state;
    this.pieces.delete(id);
    try {
      await piece.handle.sync();
    } finally {
      await piece.handle.close();
    }
    const claim = claims[index] as StoredContent;
    const actual = hasher.digest('hex');
    const file = this.pieceFile(id, index);
    if (actual !== claim.hash) {
      await fsp.rm(file, { force: true });
      await lengthFile.truncate(starts[index] as number);
      // The contents before the forged one are right: they are stored, as a refusal on finishing keeps them.
      for (const [before, right] of claims.slice(0, index).entries()) {
        const whole = this.wholeFile(id, before);
        if ((await sizeOf(whole)) === right.size) await this.storage.adopt(contentKey(right.hash), whole);
      }
      throw new ContentClaimError(claim.hash, actual);
    }
    await fsp.rename(file, this.wholeFile(id, index));
  }

  private async storeEmpty(claim: StoredContent): Promise<void> {
    if (claim.hash !== EMPTY_SHA256) throw new ContentClaimError(claim.hash, EMPTY_SHA256);
    await this.storage.put(contentKey(claim.hash), Buffer.alloc(0), 0);
  }

  /**
   * Stores every content of a whole upload: each checked file is moved into the storage. One
   * still under its piece name (the service stopped between its last byte and the check) is
   * checked now; empty ones are stored. A content that is none of these fails with a
   * PieceLengthError, a piece that does not hash to its claim with a ContentClaimError; the
   * contents before it stay stored (they are right, and stored by content).
   */
  async storeWhole(upload: Upload): Promise<void> {
    for (const [index, claim] of claimsOf(upload).entries()) {
      const key = contentKey(claim.hash);
      if (claim.size === 0) {
        await this.storeEmpty(claim);
        continue;
      }
      const whole = this.wholeFile(upload.id, index);
      if ((await sizeOf(whole)) === claim.size) {
        await this.storage.adopt(key, whole);
        continue;
      }
      const file = this.pieceFile(upload.id, index);
      const size = await sizeOf(file);
      if (size !== claim.size) {
        // Stored already (another upload's, or this one's before the service stopped) is stored.
        if ((await this.storage.head(key))?.size === claim.size) continue;
        throw new PieceLengthError(`content ${index + 1} of the upload was never received whole`);
      }
      const handle = await fsp.open(file, 'r');
      const actual = (await hashOfStart(handle, size).finally(() => handle.close())).digest('hex');
      if (actual !== claim.hash) throw new ContentClaimError(claim.hash, actual);
      await this.storage.adopt(key, file);
    }
  }

  /** Every piece file an upload left, whole or not; a failure to remove one is thrown. */
  async removePieces(id: string): Promise<void> {
    this.pieces.delete(id);
    const name = path.basename(this.fileOf(id));
    const ours = (await fsp.readdir(this.directory)).filter((each) => each.startsWith(`${name}.piece-`) || each.startsWith(`${name}.whole-`));
    await Promise.all(ours.map((each) => fsp.rm(path.join(this.directory, each), { force: true })));
  }

  /** The upload's piece files, then its length file and .json (tus termination). */
  override async remove(id: string): Promise<void> {
    await this.removePieces(id);
    await super.remove(id);
  }
}

// tus's file store makes its folder with an asynchronous mkdir it starts in its constructor and
// throws from the callback, where nobody can catch it: a service stopped (and its data folder
// removed) before that callback ran crashed the process. Whoever makes this store makes the
// folder first, synchronously (tus-store.ts), and the store's own attempt is skipped. The method
// is private in tus's types, so it is replaced on this prototype, which the base constructor's
// `this.checkOrCreateDirectory()` finds first.
(ContentFileStore.prototype as unknown as { checkOrCreateDirectory(): void }).checkOrCreateDirectory = () => {};
