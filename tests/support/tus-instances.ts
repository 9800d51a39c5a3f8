import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Upload, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { expect } from 'vitest';
import { buildBooksApp } from '../../src/server/hosting/books-app.js';
import { buildApiApp } from '../../src/server/http/api-app.js';
import { S3Storage } from '../../src/server/store/s3-storage.js';
import type { Db } from '../../src/server/store/schema.js';
import { storageFromEnv } from '../../src/server/store/storage-url.js';
import { testContext } from '../../src/server/testing/test-context.js';

// Instances of the service on the tests' S3 server, and a tus client of the app's kind, for the
// tests that run tus over the S3 store end to end (decision 0256). The service's S3 part is
// 8 MiB and S3's smallest 5 MiB, so a page of 10 MiB sent in 1 MiB chunks goes through every
// path of tus's S3 store: incomplete parts kept as `.part` objects between PATCHes, a full part,
// the offset read back with ListParts, and the final part that completes the multipart upload.

export const MiB = 1024 * 1024;
export const CHUNK = MiB;
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A published book with one page big enough to span two S3 parts. */
export function makeBook(): Map<string, Buffer> {
  const marker = randomBytes(8).toString('hex');
  return new Map<string, Buffer>([
    ['index.html', Buffer.from(`<!doctype html><title>${marker}</title><script src="reader.js"></script>`)],
    ['reader.js', Buffer.from(`/* reader ${marker} */`)],
    ['book.js', Buffer.from(`window.book = ${JSON.stringify({ marker })};`)],
    ['files/page-1-hd.webp', randomBytes(10 * MiB + 12_345)],
  ]);
}
export const BIG = 'files/page-1-hd.webp';

/** One instance of the service: its own database connection, S3 client, tus store and listening port. */
export interface Instance {
  app: FastifyInstance;
  books: FastifyInstance;
  storage: S3Storage;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startInstance(db: Db, storageUrl: string): Promise<Instance> {
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
export async function openBookUpload(instance: Instance, email: string, book: Map<string, Buffer>) {
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

export interface SendOptions {
  /** Send the bytes as a bundle of these contents, in order (0268), rather than as one content. */
  contents?: string[];
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
export function tusSend(instance: Instance, token: string, uploadId: string, bytes: Buffer, options: SendOptions = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let cut = false;
    const upload: Upload = new Upload(bytes, {
      endpoint: `${instance.baseUrl}/api/v1/tus`,
      ...(options.uploadUrl === undefined ? {} : { uploadUrl: options.uploadUrl }),
      chunkSize: CHUNK,
      retryDelays: [],
      metadata: options.contents === undefined ? { uploadId, sha256: sha256(bytes) } : { uploadId, contents: options.contents.join(',') },
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
export async function heldOffset(instance: Instance, url: string, token: string): Promise<number> {
  const response = await fetch(url.replace(/^http:\/\/[^/]+/, instance.baseUrl), { method: 'HEAD', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });
  expect(response.status).toBe(200);
  return Number(response.headers.get('upload-offset'));
}

/** The bucket key of a tus upload's object: the storage's prefix, tus/, and the id its URL ends in. */
export const tusKey = (storage: S3Storage, url: string) => `${storage.prefix}tus/${url.split('/').pop() as string}`;

export async function objectExists(storage: S3Storage, key: string): Promise<boolean> {
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
export async function cutPatchMidBody(instance: Instance, url: string, token: string, offset: number, chunk: Buffer): Promise<void> {
  (await patchHalfSent(instance, url, token, offset, chunk)).destroy();
}

/** A PATCH that has sent half its body and that the service has begun writing (see cutPatchMidBody); it stays open. */
export async function patchHalfSent(instance: Instance, url: string, token: string, offset: number, chunk: Buffer): Promise<http.ClientRequest> {
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
export const onInstance = (instance: Instance, url: string) => url.replace(/^http:\/\/[^/]+/, instance.baseUrl);

export async function complete(instance: Instance, token: string, uploadId: string) {
  const response = await instance.app.inject({ method: 'POST', url: `/api/v1/uploads/${uploadId}/complete`, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Every file of the book, as the books origin serves it (its stable URL names the current version), is the bytes that were uploaded. */
export async function expectHosted(instance: Instance, bookId: string, book: Map<string, Buffer>) {
  for (const [filePath, bytes] of book) {
    const stable = await instance.books.inject({ method: 'GET', url: `/b/${bookId}/${filePath}` });
    expect(stable.statusCode, filePath).toBe(302);
    const served = await instance.books.inject({ method: 'GET', url: stable.headers.location as string });
    expect(served.statusCode, filePath).toBe(200);
    expect(served.rawPayload.equals(bytes), filePath).toBe(true);
  }
}

/** The keys left under the tus prefix of the bucket, sorted: none of an upload once it is finished. */
export async function tusObjectsLeft(storage: S3Storage): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: `${storage.prefix}tus/` }));
  return (listed.Contents ?? []).map((object) => object.Key as string).sort();
}
