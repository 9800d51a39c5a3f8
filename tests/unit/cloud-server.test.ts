import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/store/database.js';
import { FolderStorage } from '../../src/server/store/folder-storage.js';
import { hostBook } from '../../src/server/testing/hosted-book.js';
import { runCloud, runCloudCommand, type CloudProcess } from '../support/cloud-process.js';
import { startPostgres, type PostgresCluster } from '../support/postgres-cluster.js';
import { startS3, type S3Endpoint } from '../support/s3-server.js';
import { Upload } from 'tus-js-client';

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;
const post = (url: string, body: object, token?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

/** Each case starts several service processes (the first may build the bundle; an embedded database): sized for a loaded 2-core CI. */
const PROCESS_CASE_TIMEOUT_MS = 240_000;

describe('npm run server', () => {
  const running: CloudProcess[] = [];
  const folders: string[] = [];
  let cluster: PostgresCluster | null = null;
  let s3: S3Endpoint | null = null;
  afterAll(async () => {
    for (const cloud of running) await cloud.stop();
    await cluster?.stop();
    await s3?.stop();
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
    const refund = await runCloudCommand(['admin', 'refund', 'no-such-order', '--data', data]);
    expect(refund).toMatchObject({ code: 1, output: expect.stringContaining('No paid test-mode order no-such-order.') });

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

  it('runs as two instances on one PostgreSQL and one S3 bucket: a file cut on one is finished on the other, which hosts the book', async () => {
    cluster ??= await startPostgres();
    s3 = await startS3();
    const env = { DATABASE_URL: cluster.url, STORAGE_URL: s3.url.replace(`@${s3.bucket}?`, `@${s3.bucket}/cloud?`) };
    const [first, second] = await Promise.all([runCloud(['--data', dataFolder(), '--port', '0', '--books-port', '0'], env), runCloud(['--data', dataFolder(), '--port', '0', '--books-port', '0'], env)]);
    running.push(first, second);
    const { accessToken } = (await json(await post(`${first.apiUrl}/api/v1/accounts`, { email: 'scaled@example.com', password: 'secret-1' }))) as { accessToken: string };

    const index = Buffer.from('<!doctype html><title>Scaled</title><script src="reader.js"></script>');
    const reader = Buffer.from('/* the reader */');
    const bookJs = Buffer.from('window.book = {};');
    // Past one S3 part (8 MiB), sent in 1 MiB chunks.
    const page = randomBytes(9 * 1024 * 1024 + 4321);
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const files = [
      { path: 'index.html', size: index.length, sha256: sha256(index) },
      { path: 'reader.js', size: reader.length, sha256: sha256(reader) },
      { path: 'book.js', size: bookJs.length, sha256: sha256(bookJs) },
      { path: 'files/page-1.webp', size: page.length, sha256: sha256(page) },
    ];
    const created = await post(`${first.apiUrl}/api/v1/uploads`, { title: 'Scaled', files }, accessToken);
    expect(created.status).toBe(201);
    const { uploadId, bookId } = (await json(created)) as { uploadId: string; bookId: string };

    const send = (apiUrl: string, bytes: Buffer, options: { uploadUrl?: string; cutAfter?: number } = {}) =>
      new Promise<string>((resolve, reject) => {
        const upload: Upload = new Upload(bytes, {
          endpoint: `${apiUrl}/api/v1/tus`,
          ...(options.uploadUrl === undefined ? {} : { uploadUrl: options.uploadUrl }),
          chunkSize: 1024 * 1024,
          retryDelays: [],
          metadata: { uploadId, sha256: sha256(bytes) },
          headers: { authorization: `Bearer ${accessToken}` },
          onProgress: (sent) => {
            if (options.cutAfter === undefined || sent < options.cutAfter) return;
            options.cutAfter = undefined;
            upload.abort().then(() => resolve(upload.url as string), reject);
          },
          onSuccess: () => resolve(upload.url as string),
          onError: reject,
        });
        upload.start();
      });
    for (const small of [index, reader, bookJs]) await send(first.apiUrl, small);
    const url = await send(first.apiUrl, page, { cutAfter: 4 * 1024 * 1024 });
    const id = url.split('/').pop() as string;
    const head = await fetch(`${second.apiUrl}/api/v1/tus/${id}`, { method: 'HEAD', headers: { authorization: `Bearer ${accessToken}`, 'tus-resumable': '1.0.0' } });
    // The second sees what the first holds of the cut file, and goes on from there.
    expect(Number(head.headers.get('upload-offset'))).toBeGreaterThanOrEqual(4 * 1024 * 1024);
    expect(Number(head.headers.get('upload-offset'))).toBeLessThan(page.length);
    await send(second.apiUrl, page, { uploadUrl: `${second.apiUrl}/api/v1/tus/${id}` });

    const completed = await post(`${second.apiUrl}/api/v1/uploads/${uploadId}/complete`, {}, accessToken);
    expect(completed.status).toBe(200);
    // The books origin of the other instance serves it (following the stable URL to the version).
    const served = await fetch(`${first.booksUrl}/b/${bookId}/files/page-1.webp`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(page)).toBe(true);
  }, PROCESS_CASE_TIMEOUT_MS);
});
