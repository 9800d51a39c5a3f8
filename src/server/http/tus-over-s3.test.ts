import { HeadObjectCommand, ListPartsCommand } from '@aws-sdk/client-s3';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startS3, type S3Endpoint } from '../../../tests/support/s3-server.js';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-databases.js';
import {
  BIG,
  CHUNK,
  complete,
  cutPatchMidBody,
  expectHosted,
  heldOffset,
  makeBook,
  MiB,
  sha256,
  openBookUpload,
  startInstance,
  tusKey,
  tusObjectsLeft,
  tusSend,
  type Instance,
} from '../../../tests/support/tus-instances.js';
import { tusIdPrefixOf } from '../uploads/tus-upload-id.js';

// tus over the S3 store, end to end through the service's upload routes, on the tests' S3 server
// (s3rver with ListParts and AbortMultipartUpload added: decision 0256).

describe.each(DATABASE_KINDS)('tus uploads over the S3 store on the %s database', (kind) => {
  let s3: S3Endpoint;
  let instance: Instance;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    s3 = await startS3();
    const database = await openTestDatabase(kind);
    closeDb = database.close;
    instance = await startInstance(database.db, s3.url.replace(`@${s3.bucket}?`, `@${s3.bucket}/hosting?`));
  });
  afterAll(async () => {
    await instance?.close();
    await closeDb?.();
    await s3?.stop();
  });
  // What earlier cases left unfinished on purpose: each case checks only what it adds.
  let leftBefore: string[] = [];
  beforeEach(async () => {
    leftBefore = await tusObjectsLeft(instance.storage);
  });

  it('creates, PATCHes in chunks, reads the offset back, finishes and hosts the book; nothing of tus is left in the bucket', async () => {
    const book = makeBook();
    const { token, uploadId, bookId } = await openBookUpload(instance, `s3.${kind}@example.com`, book);
    // The small files as one bundle (0268), the big one alone.
    const small = [...book].filter(([filePath]) => filePath !== BIG).map(([, bytes]) => bytes);
    await tusSend(instance, token, uploadId, Buffer.concat(small), { contents: small.map(sha256) });

    const big = book.get(BIG) as Buffer;
    // Cut past the first full part (8 MiB), so the offset is a part plus an incomplete part.
    const url = await tusSend(instance, token, uploadId, big, { cutAfter: 9 * MiB });
    const held = await heldOffset(instance, url, token);
    expect(held).toBeGreaterThanOrEqual(8 * MiB);
    expect(held % CHUNK).toBe(0);
    const accepted: number[] = [];
    await tusSend(instance, token, uploadId, big, { uploadUrl: url, accepted });
    expect(Math.min(...accepted)).toBe(held);

    await complete(instance, token, uploadId);
    await expectHosted(instance, bookId, book);
    expect(await tusObjectsLeft(instance.storage)).toEqual(leftBefore);
  });

  it('keeps the bytes it held when a PATCH is cut mid-body, so a cut costs at most the chunk in flight', async () => {
    const book = makeBook();
    const { token, uploadId } = await openBookUpload(instance, `s3-cut.${kind}@example.com`, book);
    const big = book.get(BIG) as Buffer;
    // Three chunks answered: no whole S3 part yet, the three are the incomplete part `<id>.part`.
    const acknowledged: number[] = [];
    const url = await tusSend(instance, token, uploadId, big, { cutAfter: 3 * MiB, acknowledged });
    const held = await heldOffset(instance, url, token);
    expect(held).toBeGreaterThanOrEqual(Math.max(...acknowledged));
    expect(held).toBeLessThan(5 * MiB);

    await cutPatchMidBody(instance, url, token, held, big.subarray(held, held + CHUNK));
    expect(await heldOffset(instance, url, token)).toBeGreaterThanOrEqual(held);
  });

  it('takes a file of no bytes (a multipart upload that never had a part)', async () => {
    const book = makeBook();
    book.delete(BIG);
    book.set('files/empty.css', Buffer.alloc(0));
    const { token, uploadId, bookId } = await openBookUpload(instance, `s3-empty.${kind}@example.com`, book);
    for (const bytes of book.values()) await tusSend(instance, token, uploadId, bytes);
    await complete(instance, token, uploadId);
    await expectHosted(instance, bookId, book);
    expect(await tusObjectsLeft(instance.storage)).toEqual(leftBefore);
  });

  /** A book upload whose large file is paused before its first full part: its tus URL, key and multipart upload. */
  const pausedBeforeFirstPart = async (email: string) => {
    const book = makeBook();
    const { token, uploadId } = await openBookUpload(instance, email, book);
    // Cut before the first full part: the bytes held are an incomplete part (`<id>.part`).
    const url = await tusSend(instance, token, uploadId, book.get(BIG) as Buffer, { cutAfter: 3 * MiB });
    const key = tusKey(instance.storage, url);
    const { bucket, client } = instance.storage;
    const info = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${key}.info` }));
    const multipartId = info.Metadata?.['upload-id'] as string;
    expect(multipartId).toMatch(/^[0-9a-f]{32}$/);
    expect(await tusObjectsLeft(instance.storage)).toEqual([...leftBefore, `${key}.info`, `${key}.part`].sort());
    return { token, uploadId, url, key, multipartId };
  };

  /** Nothing of the paused upload is left: no object, and S3 no longer knows its multipart upload. */
  const expectNothingLeftOf = async (paused: { key: string; multipartId: string }) => {
    const { bucket, client } = instance.storage;
    expect(await tusObjectsLeft(instance.storage)).toEqual(leftBefore);
    const parts = client.send(new ListPartsCommand({ Bucket: bucket, Key: paused.key, UploadId: paused.multipartId }));
    await expect(parts).rejects.toMatchObject({ name: 'NoSuchUpload' });
  };

  it('finds, by its upload, what a creating POST cut mid-body left (the app never learnt its URL), and Discard removes it', async () => {
    const book = makeBook();
    const { token, uploadId } = await openBookUpload(instance, `s3-cut-post.${kind}@example.com`, book);
    const big = book.get(BIG) as Buffer;
    const ofThisUpload = `${instance.storage.prefix}tus/${tusIdPrefixOf(uploadId)}`;
    const held = async () => (await tusObjectsLeft(instance.storage)).filter((key) => key.startsWith(ofThisUpload));
    // The app's creation-with-upload, cut after 3 MiB: short of a part, so the service keeps them as `<id>.part`.
    const request = http.request(`${instance.baseUrl}/api/v1/tus`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(big.length),
        'upload-metadata': `uploadId ${Buffer.from(uploadId).toString('base64')},sha256 ${Buffer.from(sha256(big)).toString('base64')}`,
        'content-type': 'application/offset+octet-stream',
        'content-length': String(big.length),
      },
    });
    request.on('error', () => undefined);
    request.write(big.subarray(0, 3 * MiB), () => request.destroy());
    await vi.waitFor(async () => expect((await held()).some((key) => key.endsWith('.part'))).toBe(true), { timeout: 30_000 });
    const [id] = (await held()).map((key) => key.replace(/\.(info|part)$/, ''));
    expect(await held()).toEqual([`${id}.info`, `${id}.part`]);

    const discarded = await instance.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${uploadId}`, headers: { authorization: `Bearer ${token}` } });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await held()).toEqual([]);
  });

  it("ends a paused upload the app terminates (Discard's tus DELETE): its multipart upload and every object of it go", async () => {
    const paused = await pausedBeforeFirstPart(`s3-terminated.${kind}@example.com`);
    const terminated = await fetch(paused.url, { method: 'DELETE', headers: { authorization: `Bearer ${paused.token}`, 'tus-resumable': '1.0.0' } });
    expect(terminated.status).toBe(204);
    await expectNothingLeftOf(paused);
  });

  it('removes a paused upload by its upload id when the service gives it up (Discard without a tus DELETE): the multipart upload and every object go', async () => {
    const paused = await pausedBeforeFirstPart(`s3-discarded.${kind}@example.com`);
    const discarded = await fetch(`${instance.baseUrl}/api/v1/uploads/${paused.uploadId}`, { method: 'DELETE', headers: { authorization: `Bearer ${paused.token}` } });
    expect(await discarded.json()).toEqual({ abandoned: true });
    await expectNothingLeftOf(paused);
  });
});
