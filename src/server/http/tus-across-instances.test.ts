import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3, type S3Endpoint } from '../../../tests/support/s3-server.js';
import { openTestDatabase } from '../../../tests/support/test-databases.js';
import {
  BIG,
  CHUNK,
  complete,
  expectHosted,
  heldOffset,
  makeBook,
  MiB,
  onInstance,
  openBookUpload,
  patchHalfSent,
  startInstance,
  tusObjectsLeft,
  tusSend,
  type Instance,
} from '../../../tests/support/tus-instances.js';
import { openDatabase } from '../store/database.js';

// Two instances of the service on one PostgreSQL and one S3 bucket, as the service scales out:
// one tus upload goes through both (decision 0256).

describe('one tus upload over S3 through two instances sharing PostgreSQL and the bucket', () => {
  let s3: S3Endpoint;
  let first: Instance;
  let second: Instance;
  const closing: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    s3 = await startS3();
    const database = await openTestDatabase('postgres');
    const url = database.url as string;
    // Each instance has its own pool on the one cluster, as two processes would.
    const otherDb = await openDatabase({ kind: 'postgres', url });
    closing.push(() => otherDb.destroy(), database.close);
    const storageUrl = s3.url.replace(`@${s3.bucket}?`, `@${s3.bucket}/shared?`);
    first = await startInstance(database.db, storageUrl);
    second = await startInstance(otherDb, storageUrl);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const close of closing) await close();
    await s3?.stop();
  });
  let leftBefore: string[] = [];
  beforeEach(async () => {
    leftBefore = await tusObjectsLeft(first.storage);
  });

  it("lets one instance write an upload at a time: a HEAD on the second waits for the first's PATCH and reads what it holds", async () => {
    const book = makeBook();
    const { token, uploadId } = await openBookUpload(first, 'locked.s3@example.com', book);
    const big = book.get(BIG) as Buffer;
    const url = await tusSend(first, token, uploadId, big, { cutAfter: 3 * MiB });
    const held = await heldOffset(first, url, token);
    // The first is writing a PATCH whose client went quiet half-way: its incomplete part is out of the bucket.
    const writing = await patchHalfSent(first, url, token, held, big.subarray(held, held + CHUNK));
    try {
      // As on one instance, the second asks the first to let go, and reads the upload after it.
      expect(await heldOffset(second, url, token)).toBeGreaterThanOrEqual(held);
    } finally {
      writing.destroy();
    }
  });

  it('is cut on the first, continued on the second, cut again and finished on the first; the book is hosted by both', async () => {
    const book = makeBook();
    const { token, uploadId, bookId } = await openBookUpload(first, 'shared.s3@example.com', book);
    for (const [filePath, bytes] of book) if (filePath !== BIG) await tusSend(first, token, uploadId, bytes);
    const big = book.get(BIG) as Buffer;

    // Cut before the first full part: only an incomplete part is held.
    const url = await tusSend(first, token, uploadId, big, { cutAfter: 3 * MiB });
    const heldByFirst = await heldOffset(first, url, token);
    expect(heldByFirst).toBeGreaterThan(0);
    expect(await heldOffset(second, url, token)).toBe(heldByFirst);

    // The second continues from what the first holds, and is cut past the first full part.
    const acceptedBySecond: number[] = [];
    await tusSend(second, token, uploadId, big, { uploadUrl: onInstance(second, url), cutAfter: 9 * MiB, accepted: acceptedBySecond });
    expect(Math.min(...acceptedBySecond)).toBe(heldByFirst);
    const heldBySecond = await heldOffset(second, url, token);
    expect(heldBySecond).toBeGreaterThanOrEqual(8 * MiB);
    // The first, which began the upload (and cached what it knew of it), sees the second's parts.
    expect(await heldOffset(first, url, token)).toBe(heldBySecond);

    const acceptedByFirst: number[] = [];
    await tusSend(first, token, uploadId, big, { uploadUrl: url, accepted: acceptedByFirst });
    expect(Math.min(...acceptedByFirst)).toBe(heldBySecond);

    // Finished through the first, the tus upload is gone: the second, which wrote part of it
    // (and cached what it knew of it), says so as the first does.
    for (const instance of [first, second]) {
      const head = await fetch(onInstance(instance, url), { method: 'HEAD', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });
      expect(head.status).toBe(403);
    }

    await complete(second, token, uploadId);
    await expectHosted(first, bookId, book);
    await expectHosted(second, bookId, book);
    expect(await tusObjectsLeft(first.storage)).toEqual(leftBefore);
  });
});
