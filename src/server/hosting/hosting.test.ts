import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-databases.js';
import { pointsAccount, post, WORLD_ACCOUNTS } from '../billing/ledger.js';
import { buildApiApp } from '../http/api-app.js';
import { FolderStorage } from '../store/folder-storage.js';
import { hostBook } from '../testing/hosted-book.js';
import { testContext } from '../testing/test-context.js';
import { buildBooksApp } from './books-app.js';

const INDEX = '<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"></head><body><script src="reader.js"></script></body></html>';

describe.each(DATABASE_KINDS)('hosted books and the book list on the %s database', (kind) => {
  let api: FastifyInstance;
  let books: FastifyInstance;
  let ctx: ReturnType<typeof testContext>;
  let storage: FolderStorage;
  let close: () => Promise<void>;
  let storageRoot: string;
  let serial = 0;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    close = database.close;
    storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-hosting-'));
    storage = new FolderStorage(storageRoot);
    ctx = { ...testContext(database.db), booksUrl: 'http://books.test' };
    api = await buildApiApp(ctx);
    books = buildBooksApp(database.db, storage);
  });
  afterAll(async () => {
    await api.close();
    await books.close();
    await close();
    fs.rmSync(storageRoot, { recursive: true, force: true });
  });

  const account = async () => {
    const response = await api.inject({ method: 'POST', url: '/api/v1/accounts', payload: { email: `host${++serial}.${kind}@example.com`, password: 'secret-1' } });
    const body = response.json() as { accessToken: string; account: { userId: string } };
    return { token: body.accessToken, userId: body.account.userId };
  };
  const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  it('serves a book at its stable link through a redirect to its version, cached for a year', async () => {
    const owner = await account();
    const { bookId, versionId } = await hostBook(ctx.db, storage, { userId: owner.userId, title: 'Field guide', files: { 'index.html': INDEX, 'reader.js': 'console.log(1)', 'pages/1.webp': Buffer.from([1, 2, 3]) } });
    const stable = await books.inject({ method: 'GET', url: `/b/${bookId}/` });
    expect(stable.statusCode).toBe(302);
    expect(stable.headers.location).toBe(`/b/${bookId}/v/${versionId}/`);
    expect(stable.headers['cache-control']).toBe('no-store');
    const page = await books.inject({ method: 'GET', url: stable.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toContain('immutable');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toBe(INDEX);
    const script = await books.inject({ method: 'GET', url: `/b/${bookId}/v/${versionId}/reader.js` });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const image = await books.inject({ method: 'GET', url: `/b/${bookId}/v/${versionId}/pages/1.webp` });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload).toEqual(Buffer.from([1, 2, 3]));
    const again = await books.inject({ method: 'GET', url: `/b/${bookId}/v/${versionId}/reader.js`, headers: { 'if-none-match': script.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers byte ranges, as video and sound players seek and Safari requires to play a video at all', async () => {
    const owner = await account();
    const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
    const { bookId, versionId } = await hostBook(ctx.db, storage, { userId: owner.userId, title: 'Film', files: { 'index.html': INDEX, 'files/clip.mp4': video } });
    const url = `/b/${bookId}/v/${versionId}/files/clip.mp4`;
    const whole = await books.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await books.inject({ method: 'GET', url, headers: { range: 'bytes=100-299' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-299/1000');
    expect(part.headers['content-length']).toBe('200');
    expect(part.rawPayload).toEqual(video.subarray(100, 300));
    const tail = await books.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload).toEqual(video.subarray(990));
    const past = await books.inject({ method: 'GET', url, headers: { range: 'bytes=1000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    // A range of another version of the file is not what the client holds part of: the whole file.
    const stale = await books.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"another"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(video);
    const same = await books.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': whole.headers.etag as string } });
    expect(same.statusCode).toBe(206);
  });

  it('answers "This book is not available" for a disabled, deleted or unknown book, and for paths outside it', async () => {
    const owner = await account();
    const { bookId, versionId } = await hostBook(ctx.db, storage, { userId: owner.userId, title: 'Soon gone', files: { 'index.html': INDEX } });
    for (const url of [`/b/${bookId}/v/${versionId}/..%2f..%2fetc%2fpasswd`, `/b/${bookId}/v/${versionId}/missing.js`, `/b/00000000-0000-0000-0000-000000000000/`, '/b/not-an-id/']) {
      const response = await books.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('This book is not available');
    }
    expect((await as(owner.token, 'POST', `/api/v1/books/${bookId}/disable`)).json()).toMatchObject({ status: 'disabled' });
    for (const url of [`/b/${bookId}/`, `/b/${bookId}/v/${versionId}/`]) expect((await books.inject({ method: 'GET', url })).body).toContain('This book is not available');
    expect((await as(owner.token, 'POST', `/api/v1/books/${bookId}/enable`)).json()).toMatchObject({ status: 'enabled' });
    expect((await books.inject({ method: 'GET', url: `/b/${bookId}/v/${versionId}/` })).statusCode).toBe(200);
    expect((await as(owner.token, 'DELETE', `/api/v1/books/${bookId}`)).statusCode).toBe(204);
    expect((await books.inject({ method: 'GET', url: `/b/${bookId}/v/${versionId}/` })).statusCode).toBe(404);
    expect((await as(owner.token, 'GET', `/api/v1/books/${bookId}`)).statusCode).toBe(404);
  });

  it('lists the account\'s books a page at a time, sorted as asked', async () => {
    const owner = await account();
    for (const title of ['Cherry', 'apple', 'Banana']) await hostBook(ctx.db, storage, { userId: owner.userId, title, files: { 'index.html': INDEX } });
    const first = (await as(owner.token, 'GET', '/api/v1/books?sort=title&order=asc&pageSize=2')).json();
    expect(first.total).toBe(3);
    expect(first.books.map((book: { title: string }) => book.title)).toEqual(['apple', 'Banana']);
    const second = (await as(owner.token, 'GET', '/api/v1/books?sort=title&order=asc&pageSize=2&page=2')).json();
    expect(second.books.map((book: { title: string }) => book.title)).toEqual(['Cherry']);
    expect(second.total).toBe(3);
    // A page past the end has no rows to carry the total; the pager still learns it.
    expect((await as(owner.token, 'GET', '/api/v1/books?pageSize=2&page=9')).json()).toMatchObject({ total: 3, page: 9, books: [] });
    const newest = (await as(owner.token, 'GET', '/api/v1/books?sort=created&order=desc')).json();
    expect(newest.books.map((book: { title: string }) => book.title)).toEqual(['Banana', 'apple', 'Cherry']);
    expect(first.books[0]).toMatchObject({ status: 'enabled', url: expect.stringMatching(/^http:\/\/books\.test\/b\/[0-9a-f-]{36}\/$/) });
    expect((await as(owner.token, 'GET', '/api/v1/books?pageSize=1000')).statusCode).toBe(400);
  });

  it('lists each account only its own books when many accounts list at once, and refuses the sessions that are not live', async () => {
    // The sessions of requests that arrive together are checked in one statement (docs/decisions/0263).
    const owners = [await account(), await account(), await account()];
    for (const [index, owner] of owners.entries()) {
      for (let copy = 0; copy <= index; copy++) await hostBook(ctx.db, storage, { userId: owner.userId, title: `Owner ${index} book ${copy}`, files: { 'index.html': INDEX } });
    }
    const loggedOut = await account();
    expect((await as(loggedOut.token, 'POST', '/api/v1/sessions/logout', {})).statusCode).toBe(204);
    const callers = [...owners, loggedOut, { token: 'x'.repeat(43), userId: 'nobody' }];
    const requests = Array.from({ length: 60 }, (_, index) => callers[index % callers.length] as (typeof callers)[number]);
    const responses = await Promise.all(requests.map((caller, index) => as(caller.token, 'GET', `/api/v1/books?sort=title&order=asc&pageSize=2&page=${1 + (index % 2)}`)));
    responses.forEach((response, index) => {
      const owner = owners.findIndex((each) => each === requests[index]);
      if (owner === -1) {
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe(requests[index] === loggedOut ? 'LOGIN_TIMEOUT' : 'UNAUTHORIZED');
        return;
      }
      const page = 1 + (index % 2);
      const titles = Array.from({ length: owner + 1 }, (_, copy) => `Owner ${owner} book ${copy}`).slice((page - 1) * 2, page * 2);
      expect(response.json()).toMatchObject({ total: owner + 1, page, books: titles.map((title) => ({ title })) });
    });
  });

  it('shares a link, an embed code and a QR code that scans back to the link', async () => {
    const owner = await account();
    const { bookId } = await hostBook(ctx.db, storage, { userId: owner.userId, title: 'A "quoted" <title>', files: { 'index.html': INDEX } });
    const share = (await as(owner.token, 'GET', `/api/v1/books/${bookId}/share?width=640&height=480`)).json();
    expect(share.link).toBe(`http://books.test/b/${bookId}/`);
    expect(share.embedCode).toContain(`src="http://books.test/b/${bookId}/"`);
    expect(share.embedCode).toContain('width="640" height="480"');
    expect(share.embedCode).toContain('allowfullscreen');
    expect(share.embedCode).toContain('&quot;quoted&quot; &lt;title&gt;');
    expect(share.qrSvg).toMatch(/^<svg/);
    const png = await as(owner.token, 'GET', `/api/v1/books/${bookId}/qr.png`);
    expect(png.headers['content-type']).toBe('image/png');
    const file = path.join(storageRoot, `qr-${kind}.png`);
    fs.writeFileSync(file, png.rawPayload);
    expect(execFileSync('zbarimg', ['--raw', '-q', file]).toString().trim()).toBe(share.link);
  });

  it('never lets account B read, change, share, enable, disable or delete account A\'s book', async () => {
    const a = await account();
    const b = await account();
    const { bookId } = await hostBook(ctx.db, storage, { userId: a.userId, title: 'Private', files: { 'index.html': INDEX }, status: 'disabled' });
    expect((await as(b.token, 'GET', '/api/v1/books')).json().total).toBe(0);
    const attempts: [method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object][] = [
      ['GET', `/api/v1/books/${bookId}`],
      ['POST', `/api/v1/books/${bookId}/rename`, { title: 'Mine now' }],
      ['GET', `/api/v1/books/${bookId}/share`],
      ['GET', `/api/v1/books/${bookId}/qr.png`],
      ['POST', `/api/v1/books/${bookId}/enable`],
      ['POST', `/api/v1/books/${bookId}/disable`],
      ['DELETE', `/api/v1/books/${bookId}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await as(b.token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await as(a.token, 'GET', `/api/v1/books/${bookId}`)).json()).toMatchObject({ title: 'Private', status: 'disabled' });
    expect((await api.inject({ method: 'GET', url: '/api/v1/books' })).statusCode).toBe(401);
  });

  it('lets only an account with points or VIP enable a book', async () => {
    const owner = await account();
    const { bookId } = await hostBook(ctx.db, storage, { userId: owner.userId, title: 'Unpaid', files: { 'index.html': INDEX }, status: 'disabled' });
    await post(ctx.db, { idempotencyKey: `test-charge:${owner.userId}`, kind: 'charge', userId: owner.userId, entries: [{ account: pointsAccount(owner.userId), points: -5 }, { account: WORLD_ACCOUNTS.hosting, points: 5 }] });
    const refused = await as(owner.token, 'POST', `/api/v1/books/${bookId}/enable`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await as(owner.token, 'POST', `/api/v1/books/${bookId}/rename`, { title: '  Renamed  ' })).json()).toMatchObject({ title: 'Renamed', status: 'disabled' });
  });
});
