import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Upload, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-databases.js';
import { pointsAccount, post, WORLD_ACCOUNTS } from '../billing/ledger.js';
import { contentKey, hasContent } from '../store/content-store.js';
import { FolderStorage } from '../store/folder-storage.js';
import { testContext } from '../testing/test-context.js';
import { buildApiApp } from './api-app.js';
import { expireUnfinishedUploads, UNFINISHED_UPLOAD_MS } from '../uploads/abandon-upload.js';
import { tusIdPrefixOf } from '../uploads/tus-upload-id.js';
import { tusStoreFor } from '../uploads/tus-store.js';

const FORMAT_MESSAGE = 'Failed to upload file! Please make sure the file format is correct!';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A small published book: the reader, book.js, a stylesheet and a page image, all unique to this book. */
function makeBook(extra: Record<string, Buffer> = {}): Map<string, Buffer> {
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

function manifestOf(book: Map<string, Buffer>) {
  return [...book].map(([filePath, bytes]) => ({ path: filePath, size: bytes.length, sha256: sha256(bytes) }));
}

describe.each(DATABASE_KINDS)('uploads on the %s database', (kind) => {
  let app: FastifyInstance;
  let ctx: ReturnType<typeof testContext>;
  let closeDb: () => Promise<void>;
  let dataFolder: string;
  let storage: FolderStorage;
  let baseUrl: string;
  let serial = 0;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    closeDb = database.close;
    dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-uploads-'));
    storage = new FolderStorage(path.join(dataFolder, 'storage'));
    ctx = testContext(database.db, storage);
    app = await buildApiApp(ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    await closeDb();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${token}` } });

  const register = async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/accounts', payload: { email: `uploader${++serial}.${kind}@example.com`, password: 'secret-1' } });
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

  interface TusOptions {
    chunkSize?: number;
    declaredHash?: string;
    uploadUrl?: string;
    retryDelays?: number[];
    onProgress?: (upload: Upload, sent: number) => void;
    onAfterResponse?: (request: HttpRequest, response: HttpResponse) => void;
  }

  /** Sends bytes with tus-js-client (its Node mode) to the listening service. */
  const tusSend = (token: string, uploadId: string, bytes: Buffer, options: TusOptions = {}) => {
    let upload: Upload | undefined;
    const done = new Promise<void>((resolve, reject) => {
      upload = new Upload(bytes, {
        endpoint: `${baseUrl}/api/v1/tus`,
        ...(options.uploadUrl === undefined ? {} : { uploadUrl: options.uploadUrl }),
        chunkSize: options.chunkSize ?? Infinity,
        retryDelays: options.retryDelays ?? [],
        metadata: { uploadId, sha256: options.declaredHash ?? sha256(bytes) },
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
  const tusCut = (token: string, uploadId: string, bytes: Buffer, chunkSize: number) =>
    new Promise<{ cutAt: number; url: string }>((resolve, reject) => {
      let cut = false;
      const sending = tusSend(token, uploadId, bytes, {
        chunkSize,
        onProgress: (upload, sent) => {
          if (cut || sent < 150_000) return;
          cut = true;
          upload.abort().then(() => resolve({ cutAt: sent, url: upload.url ?? '' }), reject);
        },
      });
      sending.done.then(() => reject(new Error('the upload was not cut')), reject);
    });

  /** What tus holds in the data folder (hidden files aside). */
  const tusFiles = () => fs.readdirSync(path.join(dataFolder, 'tus')).filter((name) => !name.startsWith('.'));

  /** A book whose large page is left part-way over tus; the rest is sent. Returns the task and the cut upload's tus id. */
  const pausedUpload = async (token: string) => {
    const big = randomBytes(400_000);
    const book = makeBook({ 'files/page-1-hd.webp': big });
    const task = await created(token, book, { title: 'Paused' });
    await sendMissing(token, task.uploadId, book, task.missing.filter((hash) => hash !== sha256(big)));
    const { url } = await tusCut(token, task.uploadId, big, 64 * 1024);
    const tusId = url.slice(url.lastIndexOf('/') + 1);
    expect(tusFiles()).toEqual(expect.arrayContaining([tusId, `${tusId}.json`]));
    expect(await ctx.db.selectFrom('tus_uploads').select('upload_id').where('tus_id', '=', tusId).execute()).toEqual([{ upload_id: task.uploadId }]);
    return { task, tusId, url };
  };

  const sendMissing = async (token: string, uploadId: string, book: Map<string, Buffer>, missing: string[]) => {
    const byHash = new Map([...book.values()].map((bytes) => [sha256(bytes), bytes]));
    for (const hash of missing) await tusSend(token, uploadId, byHash.get(hash) as Buffer).done;
  };

  const bookRow = (bookId: string) => ctx.db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirstOrThrow();

  it('creates a task, takes the missing files over tus and completes: the book is enabled with its files', async () => {
    const { token } = await register();
    const book = makeBook({ 'files/page-1-thumb.webp': randomBytes(100) });
    // Two paths with the same bytes: the content is asked for once.
    book.set('files/page-2-thumb.webp', book.get('files/page-1-thumb.webp') as Buffer);
    const task = await created(token, book, { title: '  Annual report  ', keywords: 'report', description: 'The year', category: 'business', htmlTextVersion: true });
    expect(task.missing).toHaveLength(book.size - 1);
    expect(new Set(task.missing)).toEqual(new Set(manifestOf(book).map((file) => file.sha256)));
    expect((await bookRow(task.bookId)).status).toBe('uploading');

    const early = await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'UPLOAD_INCOMPLETE', params: { count: task.missing.length } }, missing: task.missing });

    await sendMissing(token, task.uploadId, book, task.missing);
    const state = await call('GET', `/api/v1/uploads/${task.uploadId}`, token);
    expect(state.json()).toEqual({ uploadId: task.uploadId, bookId: task.bookId, state: 'open', missing: [] });

    const complete = await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token);
    expect(complete.statusCode, complete.body).toBe(200);
    expect(complete.json()).toEqual({ bookId: task.bookId, versionId: expect.any(String) });
    const again = await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token);
    expect(again.json()).toEqual(complete.json());

    const row = await bookRow(task.bookId);
    expect(row).toMatchObject({ status: 'enabled', title: 'Annual report', keywords: 'report', category: 'business', html_text_version: true, current_version_id: complete.json().versionId });
    const files = await ctx.db.selectFrom('book_files').selectAll().where('version_id', '=', row.current_version_id as string).orderBy('path').execute();
    expect(files.map((file) => ({ path: file.path, sha256: file.sha256, size: Number(file.size) }))).toEqual(manifestOf(book).sort((a, b) => (a.path < b.path ? -1 : 1)));
    for (const [, bytes] of book) {
      expect(await hasContent(storage, sha256(bytes))).toBe(true);
      expect(fs.readFileSync(path.join(storage.root, ...contentKey(sha256(bytes)).split('/')))).toEqual(bytes);
    }
    expect((await call('GET', `/api/v1/uploads/${task.uploadId}`, token)).json()).toMatchObject({ state: 'done', missing: [] });
    // The finished tus copies are gone.
    expect(fs.readdirSync(path.join(dataFolder, 'tus')).filter((name) => !name.startsWith('.'))).toEqual([]);
  });

  it('continues an upload cut part-way from the offset the service holds', async () => {
    const { token } = await register();
    const big = randomBytes(400_000);
    const book = makeBook({ 'files/page-1-hd.webp': big });
    const task = await created(token, book);
    await sendMissing(token, task.uploadId, book, task.missing.filter((hash) => hash !== sha256(big)));

    const chunkSize = 64 * 1024;
    const { cutAt, url } = await tusCut(token, task.uploadId, big, chunkSize);
    expect(cutAt).toBeGreaterThan(0);
    expect(cutAt).toBeLessThan(big.length);
    expect(url).toMatch(/\/api\/v1\/tus\/[0-9a-f]{32}$/);

    // Resuming: tus-js-client asks the service for its offset (HEAD) and sends from there.
    const accepted: number[] = [];
    await tusSend(token, task.uploadId, big, {
      chunkSize,
      uploadUrl: url as string,
      retryDelays: [0, 20, 100, 300, 1000],
      onAfterResponse: (request, response) => {
        if (request.getMethod() === "PATCH" && response.getStatus() === 204) accepted.push(Number(request.getHeader('Upload-Offset')));
      },
    }).done;
    const resumedFrom = Math.min(...accepted);
    expect(resumedFrom).toBeGreaterThan(0);
    // What was sent again is at most one chunk more than what was left at the cut.
    expect(big.length - resumedFrom).toBeLessThanOrEqual(big.length - cutAt + chunkSize);

    const complete = await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token);
    expect(complete.statusCode, complete.body).toBe(200);
    expect(await hasContent(storage, sha256(big))).toBe(true);
    expect(fs.readFileSync(path.join(storage.root, ...contentKey(sha256(big)).split('/')))).toEqual(big);
  });

  it('re-uploads a book with one changed file: only that file is missing, and the book keeps its id', async () => {
    const { token } = await register();
    const book = makeBook();
    const first = await created(token, book);
    await sendMissing(token, first.uploadId, book, first.missing);
    const firstVersion = (await call('POST', `/api/v1/uploads/${first.uploadId}/complete`, token)).json() as { versionId: string };

    const changed = new Map(book);
    const newBookJs = Buffer.from('window.book = {"changed": true};');
    changed.set('book.js', newBookJs);
    const second = await created(token, changed, { title: 'Renamed', overwriteBookId: first.bookId });
    expect(second.bookId).toBe(first.bookId);
    expect(second.missing).toEqual([sha256(newBookJs)]);
    await sendMissing(token, second.uploadId, changed, second.missing);
    const done = await call('POST', `/api/v1/uploads/${second.uploadId}/complete`, token);
    expect(done.json()).toMatchObject({ bookId: first.bookId });
    const row = await bookRow(first.bookId);
    expect(row).toMatchObject({ title: 'Renamed', status: 'enabled', current_version_id: done.json().versionId });
    expect(done.json().versionId).not.toBe(firstVersion.versionId);
    const versions = await ctx.db.selectFrom('book_versions').select('id').where('book_id', '=', first.bookId).execute();
    expect(versions).toHaveLength(2);
    const bookJs = await ctx.db.selectFrom('book_files').select('sha256').where('version_id', '=', done.json().versionId).where('path', '=', 'book.js').executeTakeFirstOrThrow();
    expect(bookJs.sha256).toBe(sha256(newBookJs));
  });

  it('asks for a book title with the spec message', async () => {
    const { token } = await register();
    for (const fields of [{}, { title: '   ' }]) {
      const response = await createUpload(token, makeBook(), fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'BOOK_TITLE_REQUIRED', message: 'Please enter book title!' });
    }
  });

  it('refuses a free user (no points, no VIP)', async () => {
    const { token, userId } = await register();
    await post(ctx.db, { idempotencyKey: `test-charge-${userId}`, kind: 'charge', userId, entries: [{ account: pointsAccount(userId), points: -5 }, { account: WORLD_ACCOUNTS.hosting, points: 5 }] });
    const response = await createUpload(token, makeBook());
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'UPLOAD_NEEDS_PLAN', message: 'Buy points or VIP to upload books to the cloud.' });
  });

  it('hosts as many books as the account has points, then refuses a new one', async () => {
    const { token } = await register();
    const books: string[] = [];
    for (let index = 0; index < 5; index++) books.push((await created(token, makeBook())).bookId);
    const over = await createUpload(token, makeBook());
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toMatchObject({ code: 'BOOK_UPLOAD_OVER_LIMIT', params: { limit: 5, count: 5 }, message: 'You can host 5 books; you already have 5. Buy points or VIP to host more.' });
    // Overwriting a hosted book is no new book.
    expect((await createUpload(token, makeBook(), { title: 'Again', overwriteBookId: books[0] })).statusCode).toBe(201);
  });

  it('refuses a manifest that is not a published book, creating no book', async () => {
    const { token, userId } = await register();
    const file = (filePath: string, size = 10) => ({ path: filePath, size, sha256: sha256(Buffer.from(filePath)) });
    const base = manifestOf(makeBook());
    const bad: { name: string; files: object[] }[] = [
      { name: 'zip slip', files: [...base, file('files/../../etc/passwd.js')] },
      { name: 'dot segment', files: [...base, file('./files/a.js')] },
      { name: 'absolute', files: [...base, file('/etc/x.html')] },
      { name: 'drive', files: [...base, file('C:/x.html')] },
      { name: 'backslash', files: [...base, file('files\\a.js')] },
      { name: 'percent', files: [...base, file('files/%2e%2e/a.js')] },
      { name: 'control', files: [...base, file('files/a\u0001.js')] },
      { name: 'too long', files: [...base, file(`files/${'a'.repeat(260)}.js`)] },
      { name: 'twice', files: [...base, base[0] as object] },
      { name: 'exe', files: [...base, file('files/setup.exe')] },
      { name: 'exe attachment', files: [...base, file(`files/media/${'a'.repeat(32)}.exe`)] },
      { name: 'json', files: [...base, file('files/data.json')] },
      { name: 'svg', files: [...base, file('files/logo.svg')] },
      { name: 'no extension', files: [...base, file('files/README')] },
      { name: 'oversize file', files: [...base, file('files/big.mp4', 100 * 1024 * 1024 + 1)] },
      { name: 'oversize book', files: [...base, ...Array.from({ length: 11 }, (_, index) => file(`files/v${index}.mp4`, 100 * 1024 * 1024))] },
      { name: 'negative size', files: [...base, file('files/a.js', -1)] },
      { name: 'bad hash', files: [...base, { path: 'files/a.js', size: 1, sha256: 'A'.repeat(64) }] },
      { name: 'no index.html', files: base.filter((entry) => entry.path !== 'index.html') },
      { name: 'index.html not at the root', files: [...base.filter((entry) => entry.path !== 'index.html'), file('book/index.html')] },
      { name: 'no reader', files: base.filter((entry) => entry.path !== 'reader.js') },
      { name: 'empty', files: [] },
    ];
    for (const { name, files } of bad) {
      const response = await call('POST', '/api/v1/uploads', token, { title: 'Bad', files });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error, name).toMatchObject({ code: 'UPLOAD_FILE_FORMAT', message: FORMAT_MESSAGE });
    }
    const rows = await ctx.db.selectFrom('books').select('id').where('user_id', '=', userId).execute();
    expect(rows).toEqual([]);
    // An attachment of another type, a sound and the original PDF are a book's files.
    const good = [...base, file(`files/media/${'b'.repeat(32)}.docx`), file(`files/media/${'c'.repeat(32)}.mp3`), file('files/original/report.pdf'), file('text/page-1.html')];
    expect((await call('POST', '/api/v1/uploads', token, { title: 'Good', files: good })).statusCode).toBe(201);
  });

  it('refuses tus bytes that do not match their declared SHA-256; completing then reports the file missing', async () => {
    const { token } = await register();
    const book = makeBook();
    const task = await created(token, book);
    const page = book.get('files/page-1-normal.webp') as Buffer;
    await sendMissing(token, task.uploadId, book, task.missing.filter((hash) => hash !== sha256(page)));
    const forged = randomBytes(page.length);
    const error = await tusSend(token, task.uploadId, forged, { declaredHash: sha256(page) }).done.then(() => null, (reason: unknown) => reason as { originalResponse?: HttpResponse | null });
    expect(error?.originalResponse?.getStatus()).toBe(400);
    expect(JSON.parse(error?.originalResponse?.getBody() ?? '{}')).toMatchObject({ error: { code: 'UPLOAD_FILE_FORMAT', message: FORMAT_MESSAGE } });
    expect(await hasContent(storage, sha256(forged))).toBe(false);
    expect(await hasContent(storage, sha256(page))).toBe(false);

    const complete = await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().missing).toEqual([sha256(page)]);
    // A length other than the manifest's is refused before any byte is taken.
    const shorter = await tusSend(token, task.uploadId, page.subarray(1), { declaredHash: sha256(page) }).done.then(() => null, (reason: unknown) => reason as { originalResponse?: HttpResponse | null });
    expect(shorter?.originalResponse?.getStatus()).toBe(400);
    // The right bytes still go through, and the upload completes.
    await tusSend(token, task.uploadId, page).done;
    expect((await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token)).statusCode).toBe(200);
  });

  it('gives up an unfinished upload on its owner’s Discard: a new book it was making goes, an overwritten one keeps its version', async () => {
    const owner = await register();
    const other = await register();
    const fresh = await created(owner.token, makeBook(), { title: 'Never finished' });
    expect((await call('DELETE', `/api/v1/uploads/${fresh.uploadId}`, other.token)).statusCode).toBe(403);
    const dropped = await call('DELETE', `/api/v1/uploads/${fresh.uploadId}`, owner.token);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toEqual({ abandoned: true });
    expect((await call('GET', `/api/v1/uploads/${fresh.uploadId}`, owner.token)).json()).toMatchObject({ state: 'failed', missing: [] });
    expect((await bookRow(fresh.bookId)).deleted_at).not.toBeNull();
    // Completing it afterwards is refused; dropping it again changes nothing.
    expect((await call('POST', `/api/v1/uploads/${fresh.uploadId}/complete`, owner.token)).json().error.code).toBe('UPLOAD_FAILED');
    expect((await call('DELETE', `/api/v1/uploads/${fresh.uploadId}`, owner.token)).json()).toEqual({ abandoned: false });

    const book = makeBook();
    const first = await created(owner.token, book, { title: 'Published' });
    await sendMissing(owner.token, first.uploadId, book, first.missing);
    expect((await call('POST', `/api/v1/uploads/${first.uploadId}/complete`, owner.token)).statusCode).toBe(200);
    const again = await created(owner.token, makeBook(), { title: 'Published', overwriteBookId: first.bookId });
    expect((await call('DELETE', `/api/v1/uploads/${again.uploadId}`, owner.token)).json()).toEqual({ abandoned: true });
    const kept = await bookRow(first.bookId);
    expect([kept.deleted_at, kept.status, kept.current_version_id]).toEqual([null, 'enabled', first.uploadId]);
  });

  it('removes what tus kept of a paused file, and its rows, by the upload id on Discard', async () => {
    const owner = await register();
    const { task, tusId, url } = await pausedUpload(owner.token);
    const other = await pausedUpload(owner.token);
    expect((await call('DELETE', `/api/v1/uploads/${task.uploadId}`, owner.token)).json()).toEqual({ abandoned: true });
    expect(tusFiles()).not.toContain(tusId);
    expect(tusFiles()).not.toContain(`${tusId}.json`);
    expect(await ctx.db.selectFrom('tus_uploads').select('tus_id').where('upload_id', '=', task.uploadId).execute()).toEqual([]);
    // The app cannot continue it, and another upload's paused file is untouched.
    const head = await fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0' } });
    expect([403, 404]).toContain(head.status);
    expect(tusFiles()).toEqual(expect.arrayContaining([other.tusId, `${other.tusId}.json`]));
  });

  it('asks a PATCH still writing to let go before Discard removes its file', async () => {
    const owner = await register();
    const { task, tusId, url } = await pausedUpload(owner.token);
    const tusHeaders = { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0' };
    const offset = Number((await fetch(url, { method: 'HEAD', headers: tusHeaders })).headers.get('upload-offset'));
    // The app's PATCH, in flight when the author presses Discard: its body never ends.
    const patch = http.request(url, { method: 'PATCH', headers: { ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' } });
    const answered = new Promise<void>((resolve) => {
      patch.on('response', (response) => response.resume().on('end', resolve));
      patch.on('error', () => resolve());
    });
    patch.write(randomBytes(64 * 1024));
    await vi.waitFor(() => expect(fs.statSync(path.join(dataFolder, 'tus', tusId)).size).toBeGreaterThan(offset), { timeout: 30_000 });

    expect((await call('DELETE', `/api/v1/uploads/${task.uploadId}`, owner.token)).json()).toEqual({ abandoned: true });
    // The service ended the PATCH itself (without the lock it would wait for the body forever),
    // and nothing it wrote is left.
    await answered;
    patch.destroy();
    expect(tusFiles()).not.toContain(tusId);
    expect(tusFiles()).not.toContain(`${tusId}.json`);
  });

  it('removes, in the weekly expiry, what tus kept of an upload it gives up', async () => {
    const owner = await register();
    const { task, tusId } = await pausedUpload(owner.token);
    await ctx.db.updateTable('uploads').set({ updated_at: new Date(ctx.clock().getTime() - UNFINISHED_UPLOAD_MS - 60_000) }).where('id', '=', task.uploadId).execute();
    expect(await expireUnfinishedUploads(ctx)).toBeGreaterThanOrEqual(1);
    expect(tusFiles()).not.toContain(tusId);
    expect(tusFiles()).not.toContain(`${tusId}.json`);
    expect(await ctx.db.selectFrom('tus_uploads').select('tus_id').where('upload_id', '=', task.uploadId).execute()).toEqual([]);
  });

  it('finds the bytes of creating POSTs cut short, whose URLs the app never learnt, and removes them when the upload completes or is given up', async () => {
    const owner = await register();
    const tusFolder = path.join(dataFolder, 'tus');
    /** The tus uploads the service holds for one upload: its ids share a prefix. */
    const heldFor = (uploadId: string) => fs.readdirSync(tusFolder).filter((name) => name.startsWith(tusIdPrefixOf(uploadId)));
    /** A creating POST carrying a file's first half, its connection dropped before the answer (the app's creation-with-upload cut off). */
    const cutCreatingPost = (uploadId: string, bytes: Buffer) =>
      new Promise<void>((resolve) => {
        const metadata = `uploadId ${Buffer.from(uploadId).toString('base64')},sha256 ${Buffer.from(sha256(bytes)).toString('base64')}`;
        const request = http.request(`${baseUrl}/api/v1/tus`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': metadata, 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) },
        });
        request.on('error', () => resolve());
        request.write(bytes.subarray(0, bytes.length / 2), () => {
          request.destroy();
          resolve();
        });
      });

    const page = randomBytes(256 * 1024);
    const book = makeBook({ 'files/page-2-normal.webp': page });
    const task = await created(owner.token, book);
    await cutCreatingPost(task.uploadId, page);
    await vi.waitFor(() => expect(heldFor(task.uploadId)).not.toEqual([]));
    const [cutId] = heldFor(task.uploadId);
    // The app, knowing no URL, creates the file again: a new id, so the cut one's end cannot touch it.
    const again = tusSend(owner.token, task.uploadId, page);
    await again.done;
    expect(again.upload().url).not.toContain(cutId?.replace(/\.json$/, ''));
    await sendMissing(owner.token, task.uploadId, book, task.missing.filter((hash) => hash !== sha256(page)));
    expect((await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, owner.token)).statusCode).toBe(200);
    expect(heldFor(task.uploadId)).toEqual([]);

    // A file cut the same way, then the upload given up: nothing of it is left either.
    const other = randomBytes(256 * 1024);
    const dropped = await created(owner.token, makeBook({ 'files/page-2-normal.webp': other }));
    await cutCreatingPost(dropped.uploadId, other);
    await vi.waitFor(() => expect(heldFor(dropped.uploadId)).not.toEqual([]));
    expect((await call('DELETE', `/api/v1/uploads/${dropped.uploadId}`, owner.token)).json()).toEqual({ abandoned: true });
    expect(heldFor(dropped.uploadId)).toEqual([]);

    // And one the app never comes back to: the scheduled work gives it up after a week, with what it left.
    const forgotten = await created(owner.token, makeBook({ 'files/page-2-normal.webp': other }));
    await cutCreatingPost(forgotten.uploadId, other);
    await vi.waitFor(() => expect(heldFor(forgotten.uploadId)).not.toEqual([]));
    await ctx.db.updateTable('uploads').set({ updated_at: new Date(ctx.clock().getTime() - UNFINISHED_UPLOAD_MS - 60_000) }).where('id', '=', forgotten.uploadId).execute();
    expect(await expireUnfinishedUploads(ctx, () => tusStoreFor(storage))).toBe(1);
    expect(heldFor(forgotten.uploadId)).toEqual([]);
  });

  it('gives up, in the scheduled work, an upload left unfinished for a week, and not a younger one', async () => {
    const owner = await register();
    const old = await created(owner.token, makeBook(), { title: 'Forgotten' });
    const young = await created(owner.token, makeBook(), { title: 'In progress' });
    await ctx.db.updateTable('uploads').set({ updated_at: new Date(ctx.clock().getTime() - UNFINISHED_UPLOAD_MS - 60_000) }).where('id', '=', old.uploadId).execute();
    expect(await expireUnfinishedUploads(ctx)).toBe(1);
    expect((await call('GET', `/api/v1/uploads/${old.uploadId}`, owner.token)).json().state).toBe('failed');
    expect((await bookRow(old.bookId)).deleted_at).not.toBeNull();
    expect((await call('GET', `/api/v1/uploads/${young.uploadId}`, owner.token)).json().state).toBe('open');
    expect((await bookRow(young.bookId)).deleted_at).toBeNull();
  });

  it("keeps each account to its own books and uploads", async () => {
    const a = await register();
    const b = await register();
    const book = makeBook();
    const task = await created(a.token, book);

    const foreign = await createUpload(b.token, makeBook(), { title: 'Mine now', overwriteBookId: task.bookId });
    const unknown = await createUpload(b.token, makeBook(), { title: 'Mine now', overwriteBookId: 'no-such-book' });
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect(foreign.body).toBe(unknown.body);

    for (const response of [await call('GET', `/api/v1/uploads/${task.uploadId}`, b.token), await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, b.token)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const noToken = await app.inject({ method: 'GET', url: `/api/v1/uploads/${task.uploadId}` });
    expect(noToken.statusCode).toBe(401);

    // B cannot start a tus upload into A's upload…
    const bytes = book.get('book.js') as Buffer;
    const intoA = await tusSend(b.token, task.uploadId, bytes).done.then(() => null, (reason: unknown) => reason as { originalResponse?: HttpResponse | null });
    expect(intoA?.originalResponse?.getStatus()).toBe(403);
    // …nor continue, read the offset of or delete one A started.
    const started = await fetch(`${baseUrl}/api/v1/tus`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': `uploadId ${Buffer.from(task.uploadId).toString('base64')},sha256 ${Buffer.from(sha256(bytes)).toString('base64')}` },
    });
    expect(started.status).toBe(201);
    const location = new URL(started.headers.get('location') as string, baseUrl).toString();
    const asB = { authorization: `Bearer ${b.token}`, 'tus-resumable': '1.0.0' };
    expect((await fetch(location, { method: 'HEAD', headers: asB })).status).toBe(403);
    expect((await fetch(location, { method: 'DELETE', headers: asB })).status).toBe(403);
    const patch = await fetch(location, { method: 'PATCH', headers: { ...asB, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
    expect(patch.status).toBe(403);
    expect((await fetch(location, { method: 'HEAD', headers: { authorization: `Bearer ${a.token}`, 'tus-resumable': '1.0.0' } })).headers.get('upload-offset')).toBe('0');
    // Without a token nothing is taken at all.
    expect((await fetch(`${baseUrl}/api/v1/tus`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '1' } })).status).toBe(401);
  });
});
