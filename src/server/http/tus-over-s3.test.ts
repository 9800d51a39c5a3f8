import { HeadObjectCommand, ListObjectsV2Command, ListPartsCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Upload, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3, type S3Endpoint } from '../../../tests/support/s3-server.js';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-databases.js';
import { buildBooksApp } from '../hosting/books-app.js';
import { S3Storage } from '../store/s3-storage.js';
import type { Db } from '../store/schema.js';
import { storageFromEnv } from '../store/storage-url.js';
import { testContext } from '../testing/test-context.js';
import { buildApiApp } from './api-app.js';

// tus over the S3 store, end to end through the service's upload routes, on the tests' S3 server
// (s3rver with ListParts and AbortMultipartUpload added: decision 0256). The service's S3 part is
// 8 MiB and S3's smallest 5 MiB, so a page of 10 MiB sent in 1 MiB chunks goes through every
// path of tus's S3 store: incomplete parts kept as `.part` objects between PATCHes, a full part,
// the offset read back with ListParts, and the final part that completes the multipart upload.

const MiB = 1024 * 1024;
const CHUNK = MiB;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A published book with one page big enough to span two S3 parts. */
function makeBook(): Map<string, Buffer> {
  const marker = randomBytes(8).toString('hex');
  return new Map<string, Buffer>([
    ['index.html', Buffer.from(`<!doctype html><title>${marker}</title><script src="reader.js"></script>`)],
    ['reader.js', Buffer.from(`/* reader ${marker} */`)],
    ['book.js', Buffer.from(`window.book = ${JSON.stringify({ marker })};`)],
    ['files/page-1-hd.webp', randomBytes(10 * MiB + 12_345)],
  ]);
}
const BIG = 'files/page-1-hd.webp';

/** One instance of the service: its own database connection, S3 client, tus store and listening port. */
interface Instance {
  app: FastifyInstance;
  books: FastifyInstance;
  storage: S3Storage;
  baseUrl: string;
  close(): Promise<void>;
}

async function startInstance(db: Db, storageUrl: string): Promise<Instance> {
  const storage = storageFromEnv({ STORAGE_URL: storageUrl }, '/nowhere');
  if (!(storage instanceof S3Storage)) throw new Error('STORAGE_URL did not give S3 storage');
  const app = await buildApiApp(testContext(db, storage));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const books = buildBooksApp(db, storage);
  return {
    app,
    books,
    storage,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await books.close();
      storage.destroy();
    },
  };
}

/** The account and open upload of a book, made through an instance's routes. */
async function openBookUpload(instance: Instance, email: string, book: Map<string, Buffer>) {
  const registered = await instance.app.inject({ method: 'POST', url: '/api/v1/accounts', payload: { email, password: 'secret-1' } });
  expect(registered.statusCode, registered.body).toBe(201);
  const token = (registered.json() as { accessToken: string }).accessToken;
  const files = [...book].map(([filePath, bytes]) => ({ path: filePath, size: bytes.length, sha256: sha256(bytes) }));
  const created = await instance.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { authorization: `Bearer ${token}` }, payload: { title: 'Over S3', files } });
  expect(created.statusCode, created.body).toBe(201);
  const { uploadId, bookId, missing } = created.json() as { uploadId: string; bookId: string; missing: string[] };
  expect(new Set(missing)).toEqual(new Set(files.map((file) => file.sha256)));
  return { token, uploadId, bookId };
}

interface SendOptions {
  /** Continue the tus upload at this URL rather than create one. */
  uploadUrl?: string;
  /** Abort once this many bytes have been sent; the promise then resolves with the URL. */
  cutAfter?: number;
  /** The offsets of the PATCHes the service accepted. */
  accepted?: number[];
  /** The offsets the service answered its accepted PATCHes with: what it said it holds. */
  acknowledged?: number[];
}

/**
 * Sends one file with tus-js-client (its Node mode) in 1 MiB chunks to an instance, as the app
 * does; resolves with the upload's URL once it finished, or once it was cut.
 */
function tusSend(instance: Instance, token: string, uploadId: string, bytes: Buffer, options: SendOptions = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let cut = false;
    const upload: Upload = new Upload(bytes, {
      endpoint: `${instance.baseUrl}/api/v1/tus`,
      ...(options.uploadUrl === undefined ? {} : { uploadUrl: options.uploadUrl }),
      chunkSize: CHUNK,
      retryDelays: [],
      metadata: { uploadId, sha256: sha256(bytes) },
      headers: { authorization: `Bearer ${token}` },
      onProgress: (sent) => {
        if (cut || options.cutAfter === undefined || sent < options.cutAfter) return;
        cut = true;
        upload.abort().then(() => resolve(upload.url as string), reject);
      },
      onAfterResponse: (request: HttpRequest, response: HttpResponse) => {
        if (request.getMethod() !== 'PATCH' || response.getStatus() !== 204) return;
        options.accepted?.push(Number(request.getHeader('Upload-Offset')));
        options.acknowledged?.push(Number(response.getHeader('Upload-Offset')));
      },
      onSuccess: () => (cut ? undefined : options.cutAfter === undefined ? resolve(upload.url as string) : reject(new Error('the upload finished before it was cut'))),
      onError: reject,
    });
    upload.start();
  });
}

/** The offset an instance holds for a tus upload (a HEAD, which tus's S3 store answers from ListParts). */
async function heldOffset(instance: Instance, url: string, token: string): Promise<number> {
  const response = await fetch(url.replace(/^http:\/\/[^/]+/, instance.baseUrl), { method: 'HEAD', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });
  expect(response.status).toBe(200);
  return Number(response.headers.get('upload-offset'));
}

/** The bucket key of a tus upload's object: the storage's prefix, tus/, and the id its URL ends in. */
const tusKey = (storage: S3Storage, url: string) => `${storage.prefix}tus/${url.split('/').pop() as string}`;

async function objectExists(storage: S3Storage, key: string): Promise<boolean> {
  return storage.client.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: key })).then(
    () => true,
    (error: { name?: string }) => {
      if (error.name === 'NotFound') return false;
      throw error;
    },
  );
}

/**
 * A PATCH whose connection drops half-way through its body, once the service has begun writing
 * it: tus's S3 store takes the upload's incomplete part out of the bucket before it reads the
 * body, and that is the moment waited for.
 */
async function cutPatchMidBody(instance: Instance, url: string, token: string, offset: number, chunk: Buffer): Promise<void> {
  (await patchHalfSent(instance, url, token, offset, chunk)).destroy();
}

/** A PATCH that has sent half its body and that the service has begun writing (see cutPatchMidBody); it stays open. */
async function patchHalfSent(instance: Instance, url: string, token: string, offset: number, chunk: Buffer): Promise<http.ClientRequest> {
  const partKey = `${tusKey(instance.storage, url)}.part`;
  expect(await objectExists(instance.storage, partKey)).toBe(true);
  const request = http.request(onInstance(instance, url), {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(chunk.length) },
  });
  // The cut is the point: the request's own error on it is expected.
  request.on('error', () => undefined);
  request.write(chunk.subarray(0, chunk.length / 2));
  const deadline = Date.now() + 30_000;
  while (await objectExists(instance.storage, partKey)) {
    if (Date.now() > deadline) throw new Error('the service never began writing the PATCH');
    await nextTurn();
  }
  return request;
}

/** The same tus URL on another instance. */
const onInstance = (instance: Instance, url: string) => url.replace(/^http:\/\/[^/]+/, instance.baseUrl);

async function complete(instance: Instance, token: string, uploadId: string) {
  const response = await instance.app.inject({ method: 'POST', url: `/api/v1/uploads/${uploadId}/complete`, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Every file of the book, as the books origin serves it (its stable URL names the current version), is the bytes that were uploaded. */
async function expectHosted(instance: Instance, bookId: string, book: Map<string, Buffer>) {
  for (const [filePath, bytes] of book) {
    const stable = await instance.books.inject({ method: 'GET', url: `/b/${bookId}/${filePath}` });
    expect(stable.statusCode, filePath).toBe(302);
    const served = await instance.books.inject({ method: 'GET', url: stable.headers.location as string });
    expect(served.statusCode, filePath).toBe(200);
    expect(served.rawPayload.equals(bytes), filePath).toBe(true);
  }
}

/** The keys left under the tus prefix of the bucket, sorted: none of an upload once it is finished. */
async function tusObjectsLeft(storage: S3Storage): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: `${storage.prefix}tus/` }));
  return (listed.Contents ?? []).map((object) => object.Key as string).sort();
}

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
    for (const [filePath, bytes] of book) if (filePath !== BIG) await tusSend(instance, token, uploadId, bytes);

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

  it("ends a paused upload the app terminates (Discard's tus DELETE): its multipart upload and every object of it go", async () => {
    const book = makeBook();
    const { token, uploadId } = await openBookUpload(instance, `s3-terminated.${kind}@example.com`, book);
    // Cut before the first full part: the bytes held are an incomplete part (`<id>.part`).
    const url = await tusSend(instance, token, uploadId, book.get(BIG) as Buffer, { cutAfter: 3 * MiB });
    const key = tusKey(instance.storage, url);
    const { bucket, client } = instance.storage;
    const info = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${key}.info` }));
    const multipartId = info.Metadata?.['upload-id'] as string;
    expect(multipartId).toMatch(/^[0-9a-f]{32}$/);
    expect(await tusObjectsLeft(instance.storage)).toEqual([...leftBefore, `${key}.info`, `${key}.part`].sort());

    const terminated = await fetch(url, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });
    expect(terminated.status).toBe(204);
    expect(await tusObjectsLeft(instance.storage)).toEqual(leftBefore);
    const parts = client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: multipartId }));
    await expect(parts).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });
});

describe('one tus upload over S3 through two instances sharing PostgreSQL and the bucket', () => {
  let s3: S3Endpoint;
  let first: Instance;
  let second: Instance;
  const closing: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    s3 = await startS3();
    const database = await openTestDatabase('postgres');
    const url = database.url as string;
    const { openDatabase } = await import('../store/database.js');
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
