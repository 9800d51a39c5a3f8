import { Readable } from 'node:stream';
import type { Upload } from '@tus/server';
import { forEachPiece } from '../store/byte-pieces.js';
import { putClaimedContent, type StoredContent } from '../store/content-store.js';
import type { ObjectStorage } from '../store/object-storage.js';
import { claimsOf } from './upload-claims.js';

/**
 * Stores what a whole tus upload kept elsewhere (tus's S3 store): one read of it, cut into its
 * contents, each hashed on its way into the content store. Bytes that are not what they claim
 * fail with a ContentClaimError, a body of the wrong length with a PieceLengthError; the
 * contents before either stay stored (they are right, and stored by content).
 */
export async function storeByReading(storage: ObjectStorage, upload: Upload, read: () => Promise<Readable>): Promise<void> {
  const claims = claimsOf(upload);
  // A file of no bytes has nothing to read, and on S3 nothing to read it from: tus finishes it at
  // its creating POST, before any write, so its multipart upload is never completed into an object.
  const body = upload.size === 0 ? Readable.from([]) : await read();
  await forEachPiece(body, claims.map((claim) => claim.size), (index, piece) => putClaimedContent(storage, claims[index] as StoredContent, piece));
}
