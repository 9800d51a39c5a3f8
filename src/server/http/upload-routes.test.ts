import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { HttpResponse } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../tests/support/test-databases.js';
import { pointsAccount, post, WORLD_ACCOUNTS } from '../billing/ledger.js';
import { contentKey, hasContent } from '../store/content-store.js';
import type { FolderStorage } from '../store/folder-storage.js';
import { makeBook, manifestOf, sha256, uploadRoutesWorld, type UploadService } from '../testing/upload-routes-world.js';

const FORMAT_MESSAGE = 'Failed to upload file! Please make sure the file format is correct!';

describe.each(DATABASE_KINDS)('uploads on the %s database', (kind) => {
  const world = uploadRoutesWorld(kind);
  const { call, register, createUpload, created, tusSend, tusCut, sendMissing, bookRow } = world;
  let app: FastifyInstance;
  let ctx: UploadService['ctx'];
  let dataFolder: string;
  let storage: FolderStorage;
  let baseUrl: string;

  beforeAll(async () => {
    ({ app, ctx, dataFolder, storage, baseUrl } = await world.open());
  });
  afterAll(() => world.close());

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
