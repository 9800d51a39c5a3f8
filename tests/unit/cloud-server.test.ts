import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/store/database.js';
import { FolderStorage } from '../../src/server/store/folder-storage.js';
import { hostBook } from '../../src/server/testing/hosted-book.js';
import { runCloud, runCloudCommand, type CloudProcess } from '../support/cloud-process.js';
import { startPostgres, type PostgresCluster } from '../support/postgres-cluster.js';

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;
const post = (url: string, body: object, token?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

/** Each case starts several service processes (tsx, an embedded database): sized for a loaded 2-core CI. */
const PROCESS_CASE_TIMEOUT_MS = 240_000;

describe('npm run server', () => {
  const running: CloudProcess[] = [];
  const folders: string[] = [];
  let cluster: PostgresCluster | null = null;
  afterAll(async () => {
    for (const cloud of running) await cloud.stop();
    await cluster?.stop();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });
  const dataFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cloud-'));
    folders.push(folder);
    return folder;
  };

  it('starts on embedded defaults, serves accounts, keeps books on a second origin, and hands its data to the admin command', async () => {
    const data = dataFolder();
    const cloud = await runCloud(['--data', data, '--port', '0', '--books-port', '0']);
    running.push(cloud);
    expect(cloud.output()).toMatch(/^Flipbook Cloud: http:\/\/127\.0\.0\.1:\d+$/m);
    expect(new URL(cloud.booksUrl).port).not.toBe(new URL(cloud.apiUrl).port);

    const created = await post(`${cloud.apiUrl}/api/v1/accounts`, { email: 'writer@example.com', password: 'secret-1' });
    expect(created.status).toBe(201);

    const book = await fetch(`${cloud.booksUrl}/b/unknown/index.html`);
    expect(book.status).toBe(404);
    expect(book.headers.get('set-cookie')).toBeNull();
    expect(await book.text()).toContain('This book is not available');

    const help = await runCloudCommand(['--help']);
    expect(help).toMatchObject({ code: 0, output: expect.stringContaining('--books-origin URL') });

    const second = await runCloudCommand(['--data', data, '--port', '0', '--books-port', '0']);
    expect(second.code).toBe(1);
    expect(second.output).toContain('Another Flipbook Cloud process');

    expect(await cloud.stop()).toBe(0);
    const granted = await runCloudCommand(['admin', 'grant-points', 'Writer@example.com', '20', '--data', data]);
    expect(granted.output).toContain('the balance is now 25');
    const listed = await runCloudCommand(['admin', 'accounts', '--data', data]);
    expect(listed.output).toMatch(/writer@example\.com\t25\t-/);
    const wrong = await runCloudCommand(['admin', 'grant-points', 'writer@example.com', '-3', '--data', data]);
    expect(wrong.code).toBe(1);

    const db = await openDatabase({ kind: 'embedded', folder: path.join(data, 'database') });
    const owner = await db.selectFrom('users').select('id').where('email', '=', 'writer@example.com').executeTakeFirstOrThrow();
    const { bookId } = await hostBook(db, new FolderStorage(path.join(data, 'storage')), { userId: owner.id, title: 'Almanac', files: { 'index.html': '<!doctype html>' } });
    await db.destroy();
    const books = await runCloudCommand(['admin', 'books', '--data', data, '--books-port', '9999']);
    expect(books.output).toContain(`${bookId}\twriter@example.com\tenabled`);
    expect(books.output).toContain(`Almanac\thttp://127.0.0.1:9999/b/${bookId}/`);
  }, PROCESS_CASE_TIMEOUT_MS);

  it('runs as two instances on one PostgreSQL: a session made on one works on the other', async () => {
    cluster = await startPostgres();
    const env = { DATABASE_URL: cluster.url };
    const [first, second] = await Promise.all([runCloud(['--data', dataFolder(), '--port', '0', '--books-port', '0'], env), runCloud(['--data', dataFolder(), '--port', '0', '--books-port', '0'], env)]);
    running.push(first, second);
    expect(first.output()).toContain('PostgreSQL');
    const created = await json(await post(`${first.apiUrl}/api/v1/accounts`, { email: 'shared@example.com', password: 'secret-1' }));
    const me = await fetch(`${second.apiUrl}/api/v1/account`, { headers: { authorization: `Bearer ${String(created.accessToken)}` } });
    expect(await json(me)).toMatchObject({ email: 'shared@example.com', points: 5 });
    const login = await post(`${second.apiUrl}/api/v1/sessions`, { email: 'shared@example.com', password: 'secret-1' });
    expect(login.status).toBe(200);
  }, PROCESS_CASE_TIMEOUT_MS);
});
