import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Upload, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { expect } from 'vitest';
import { openTestDatabase, type DatabaseKind } from '../../../tests/support/test-databases.js';
import { buildApiApp } from '../http/api-app.js';
import { FolderStorage } from '../store/folder-storage.js';
import { testContext } from './test-context.js';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A small published book: the reader, book.js, a stylesheet and a page image, all unique to this book. */
export function makeBook(extra: Record<string, Buffer> = {}): Map<string, Buffer> {
  const marker = randomBytes(8).toString('hex');
  return new Map<string, Buffer>([
    ['index.html', Buffer.from(`<!doctype html><title>${marker}</title><script src="reader.js"></script>`)],
    ['reader.js', Buffer.from(`/* reader ${marker} */`)],
    ['reader.css', Buffer.from(`/* css ${marker} */`)],
    ['book.js', Buffer.from(`window.book = ${JSON.stringify({ marker })};`)],
    ['files/page-1-normal.webp', randomBytes(5000)],
    ...Object.entries(extra),
  ]);
}

export function manifestOf(book: Map<string, Buffer>) {
  return [...book].map(([filePath, bytes]) => ({ path: filePath, size: bytes.length, sha256: sha256(bytes) }));
}

/** The API service the upload route tests talk to: listening on loopback, over a fresh database and data folder. */
export interface UploadService {
  app: FastifyInstance;
  ctx: ReturnType<typeof testContext>;
  dataFolder: string;
  storage: FolderStorage;
  baseUrl: string;
}

interface TusOptions {
  chunkSize?: number;
  declaredHash?: string;
  /** Sends the bytes as a bundle of these contents, in order (0268), instead of one content. */
  contents?: string[];
  uploadUrl?: string;
  retryDelays?: number[];
  onProgress?: (upload: Upload, sent: number) => void;
  onAfterResponse?: (request: HttpRequest, response: HttpResponse) => void;
}

/**
 * The upload route tests' service and the steps they share: accounts, upload tasks, and bytes
 * sent over tus. The tests open it in their beforeAll and close it in their afterAll; the steps
 * act on the service opened last.
 */
export function uploadRoutesWorld(kind: DatabaseKind) {
  let service: UploadService | undefined;
  let closeDb: () => Promise<void> = async () => undefined;
  let serial = 0;
  const opened = (): UploadService => {
    if (service === undefined) throw new Error('the upload service is not open');
    return service;
  };

  const open = async (): Promise<UploadService> => {
    const database = await openTestDatabase(kind);
    closeDb = database.close;
    const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-uploads-'));
    const storage = new FolderStorage(path.join(dataFolder, 'storage'));
    const ctx = testContext(database.db, storage);
    const app = await buildApiApp(ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    service = { app, ctx, dataFolder, storage, baseUrl: `http://127.0.0.1:${address.port}` };
    return service;
  };
  const close = async () => {
    const { app, dataFolder } = opened();
    await app.close();
    await closeDb();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  };

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    opened().app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${token}` } });

  const register = async () => {
    const response = await opened().app.inject({ method: 'POST', url: '/api/v1/accounts', payload: { email: `uploader${++serial}.${kind}@example.com`, password: 'secret-1' } });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { accessToken: string; account: { userId: string } };
    return { token: body.accessToken, userId: body.account.userId };
  };

  const createUpload = (token: string, book: Map<string, Buffer>, fields: object = { title: 'My book' }) =>
    call('POST', '/api/v1/uploads', token, { ...fields, files: manifestOf(book) });

  const created = async (token: string, book: Map<string, Buffer>, fields: object = { title: 'My book' }) => {
    const response = await createUpload(token, book, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { uploadId: string; bookId: string; missing: string[] };
  };

  /** Sends bytes with tus-js-client (its Node mode) to the listening service. */
  const tusSend = (token: string, uploadId: string, bytes: Buffer, options: TusOptions = {}) => {
    let upload: Upload | undefined;
    const done = new Promise<void>((resolve, reject) => {
      upload = new Upload(bytes, {
        endpoint: `${opened().baseUrl}/api/v1/tus`,
        ...(options.uploadUrl === undefined ? {} : { uploadUrl: options.uploadUrl }),
        chunkSize: options.chunkSize ?? Infinity,
        retryDelays: options.retryDelays ?? [],
        metadata: options.contents === undefined ? { uploadId, sha256: options.declaredHash ?? sha256(bytes) } : { uploadId, contents: options.contents.join(',') },
        headers: { authorization: `Bearer ${token}` },
        onProgress: (sent) => options.onProgress?.(upload as Upload, sent),
        ...(options.onAfterResponse === undefined ? {} : { onAfterResponse: options.onAfterResponse }),
        onSuccess: () => resolve(),
        onError: (error) => reject(error),
      });
      upload.start();
    });
    return { done, upload: () => upload as Upload };
  };

  /** Sends bytes with tus until 150,000 have gone, then stops as a paused or cut upload does: where it stopped, and its tus URL. */
  const tusCut = (token: string, uploadId: string, bytes: Buffer, chunkSize: number, contents?: string[]) =>
    new Promise<{ cutAt: number; url: string }>((resolve, reject) => {
      let cut = false;
      const sending = tusSend(token, uploadId, bytes, {
        chunkSize,
        ...(contents === undefined ? {} : { contents }),
        onProgress: (upload, sent) => {
          if (cut || sent < 150_000) return;
          cut = true;
          upload.abort().then(() => resolve({ cutAt: sent, url: upload.url ?? '' }), reject);
        },
      });
      sending.done.then(() => reject(new Error('the upload was not cut')), reject);
    });

  /** What tus holds in the data folder (hidden files aside). */
  const tusFiles = () => fs.readdirSync(path.join(opened().dataFolder, 'tus')).filter((name) => !name.startsWith('.'));

  const sendMissing = async (token: string, uploadId: string, book: Map<string, Buffer>, missing: string[]) => {
    const byHash = new Map([...book.values()].map((bytes) => [sha256(bytes), bytes]));
    for (const hash of missing) await tusSend(token, uploadId, byHash.get(hash) as Buffer).done;
  };

  /** A book whose large page is left part-way over tus; the rest is sent. Returns the task and the cut upload's tus id. */
  const pausedUpload = async (token: string) => {
    const big = randomBytes(400_000);
    const book = makeBook({ 'files/page-1-hd.webp': big });
    const task = await created(token, book, { title: 'Paused' });
    await sendMissing(token, task.uploadId, book, task.missing.filter((hash) => hash !== sha256(big)));
    const { url } = await tusCut(token, task.uploadId, big, 64 * 1024);
    const tusId = url.slice(url.lastIndexOf('/') + 1);
    expect(tusFiles()).toEqual(expect.arrayContaining([tusId, `${tusId}.json`]));
    expect(await opened().ctx.db.selectFrom('tus_uploads').select('upload_id').where('tus_id', '=', tusId).execute()).toEqual([{ upload_id: task.uploadId }]);
    return { task, tusId, url };
  };

  const bookRow = (bookId: string) => opened().ctx.db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirstOrThrow();

  return { open, close, call, register, createUpload, created, tusSend, tusCut, tusFiles, sendMissing, pausedUpload, bookRow };
}
