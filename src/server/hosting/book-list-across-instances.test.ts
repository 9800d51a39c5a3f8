import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../tests/support/postgres-cluster.js';
import { buildApiApp } from '../http/api-app.js';
import { openDatabase } from '../store/database.js';
import type { Db } from '../store/schema.js';
import { hostBook } from '../testing/hosted-book.js';
import { testContext } from '../testing/test-context.js';

interface Listed {
  total: number;
  books: { id: string; title: string; status: string }[];
}

/**
 * Two instances of the API over one PostgreSQL, each with its own pool and its own cache of
 * book-list pages (docs/decisions/0254): what one instance changes, the other lists at once.
 */
describe('the book list across two instances on one PostgreSQL', () => {
  let stopCluster: () => Promise<void>;
  const databases: Db[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;
  let ctx: ReturnType<typeof testContext>;
  let serial = 0;

  beforeAll(async () => {
    const cluster = await startPostgres();
    stopCluster = cluster.stop;
    for (let index = 0; index < 2; index++) databases.push(await openDatabase({ kind: 'postgres', url: cluster.url }));
    ctx = { ...testContext(databases[0] as Db), booksUrl: 'http://books.test' };
    first = await buildApiApp(ctx);
    second = await buildApiApp({ ...ctx, db: databases[1] as Db });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    for (const db of databases) await db.destroy();
    await stopCluster();
  });

  const account = async () => {
    const response = await first.inject({ method: 'POST', url: '/api/v1/accounts', payload: { email: `lister${++serial}@example.com`, password: 'secret-1' } });
    const body = response.json() as { accessToken: string; account: { userId: string } };
    return { token: body.accessToken, userId: body.account.userId };
  };
  const as = (app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const list = async (app: FastifyInstance, token: string, query = 'sort=title&order=asc'): Promise<Listed> => {
    const response = await as(app, token, 'GET', `/api/v1/books?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const host = (userId: string, title: string) => hostBook(ctx.db, ctx.storage, { userId, title, files: { 'index.html': '<!doctype html>' } });

  it('lists a rename, a disable, an enable and a delete made through one instance at once through the other', async () => {
    const owner = await account();
    const { bookId } = await host(owner.userId, 'Atlas');
    await host(owner.userId, 'Bestiary');
    // Both instances have the page cached before each change.
    expect((await list(second, owner.token)).books.map((book) => book.title)).toEqual(['Atlas', 'Bestiary']);
    expect((await list(first, owner.token)).books.map((book) => book.title)).toEqual(['Atlas', 'Bestiary']);

    expect((await as(first, owner.token, 'POST', `/api/v1/books/${bookId}/rename`, { title: 'Zoology' })).statusCode).toBe(200);
    expect((await list(second, owner.token)).books.map((book) => book.title)).toEqual(['Bestiary', 'Zoology']);

    expect((await as(first, owner.token, 'POST', `/api/v1/books/${bookId}/disable`)).statusCode).toBe(200);
    expect((await list(second, owner.token)).books.find((book) => book.id === bookId)?.status).toBe('disabled');
    expect((await as(second, owner.token, 'POST', `/api/v1/books/${bookId}/enable`)).statusCode).toBe(200);
    expect((await list(first, owner.token)).books.find((book) => book.id === bookId)?.status).toBe('enabled');

    expect((await as(first, owner.token, 'DELETE', `/api/v1/books/${bookId}`)).statusCode).toBe(204);
    expect(await list(second, owner.token)).toMatchObject({ total: 1, books: [{ title: 'Bestiary' }] });
  });

  it('lists a change written by neither instance, as a scheduled job or the admin command writes it', async () => {
    const owner = await account();
    const { bookId } = await host(owner.userId, 'Codex');
    expect((await list(second, owner.token)).books[0]?.status).toBe('enabled');
    await ctx.db.updateTable('books').set({ status: 'overdue' }).where('id', '=', bookId).execute();
    expect((await list(second, owner.token)).books[0]?.status).toBe('overdue');
  });

  it("never serves one account's cached page to another, even when both lists are at the same revision", async () => {
    const reader = await account();
    const writer = await account();
    await host(reader.userId, 'Reader book');
    await host(writer.userId, 'Writer book');
    const stranger = await account();
    // The same page, sort and revision for the first two; none at all for the third.
    expect((await list(second, reader.token)).books.map((book) => book.title)).toEqual(['Reader book']);
    expect((await list(second, writer.token)).books.map((book) => book.title)).toEqual(['Writer book']);
    expect(await list(second, stranger.token)).toMatchObject({ total: 0, books: [] });
  });

  it('stops listing for a session logged out through the other instance', async () => {
    const owner = await account();
    await host(owner.userId, 'Diary');
    expect((await list(second, owner.token)).total).toBe(1);
    expect((await as(first, owner.token, 'POST', '/api/v1/sessions/logout', {})).statusCode).toBe(204);
    const refused = await as(second, owner.token, 'GET', '/api/v1/books?sort=title&order=asc');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'LOGIN_TIMEOUT' } });
  });
});
