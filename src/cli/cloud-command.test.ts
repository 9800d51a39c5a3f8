import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../server/http/api-app.js';
import { openDatabase } from '../server/store/database.js';
import { hostBook } from '../server/testing/hosted-book.js';
import { testContext } from '../server/testing/test-context.js';
import type { CliIo } from './commands.js';
import { main } from './main.js';
import { parseArgs } from './parse-args.js';

/** Runs the CLI in-process and collects what it prints. */
async function flipbook(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), isTTY: false };
  const code = await main(argv, io, process.cwd(), { subscribe: () => () => {}, quit: () => {} });
  return { code, stdout, stderr };
}

describe('flipbook cloud', () => {
  let service: FastifyInstance;
  let server: string;
  let appData: string;
  let closeDb: () => Promise<void>;
  let ctx: ReturnType<typeof testContext>;

  beforeAll(async () => {
    ctx = { ...testContext(await openDatabase({ kind: 'memory' })), booksUrl: 'http://books.test' };
    closeDb = () => ctx.db.destroy();
    service = await buildApiApp(ctx);
    await service.listen({ host: '127.0.0.1', port: 0 });
    server = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    appData = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cli-cloud-'));
    process.env.FLIPBOOK_APPDATA = appData;
  });
  afterAll(async () => {
    await service.close();
    await closeDb();
    fs.rmSync(appData, { recursive: true, force: true });
  });

  it('registers, shows the account, signs out and back in, as a script would', async () => {
    const registered = await flipbook(['cloud', 'register', '--server', server, '--email', 'cli@example.com', '--password', 'secret-1']);
    expect(registered, registered.stderr).toMatchObject({ code: 0, stdout: `Signed in as cli@example.com on ${server}.\n` });
    const whoami = await flipbook(['cloud', 'whoami', '--json']);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ email: 'cli@example.com', points: 5, vip: null, canUpload: true, server });
    expect((await flipbook(['cloud', 'whoami'])).stdout).toContain('points: 5');
    expect((await flipbook(['cloud', 'logout'])).stdout).toBe('Signed out.\n');
    expect((await flipbook(['cloud', 'whoami'])).stdout).toContain('Not signed in');
    const wrong = await flipbook(['cloud', 'login', '--server', server, '--email', 'cli@example.com', '--password', 'nope-nope']);
    expect(wrong).toMatchObject({ code: 1, stderr: 'Incorrect email or password\n' });
    process.env.FLIPBOOK_CLOUD_PASSWORD = 'secret-1';
    const login = await flipbook(['cloud', 'login', '--server', server, '--email', 'cli@example.com']);
    delete process.env.FLIPBOOK_CLOUD_PASSWORD;
    expect(login.code).toBe(0);
  });

  it('lists, shares (with a QR code that scans), disables, renames and deletes online books', async () => {
    const registered = await flipbook(['cloud', 'register', '--server', server, '--email', 'shelf@example.com', '--password', 'secret-1']);
    expect(registered.code, registered.stderr).toBe(0);
    expect((await flipbook(['cloud', 'list'])).stdout).toBe('No online books.\n');
    const owner = await ctx.db.selectFrom('users').select('id').where('email', '=', 'shelf@example.com').executeTakeFirstOrThrow();
    const { bookId } = await hostBook(ctx.db, ctx.storage, { userId: owner.id, title: 'Atlas', files: { 'index.html': '<!doctype html>' } });
    const listed = JSON.parse((await flipbook(['cloud', 'list', '--json'])).stdout) as { id: string; status: string; url: string }[];
    expect(listed).toEqual([expect.objectContaining({ id: bookId, status: 'enabled', url: `http://books.test/b/${bookId}/` })]);
    const qrFile = path.join(appData, 'atlas.png');
    const shared = await flipbook(['cloud', 'share', bookId, '--qr', qrFile]);
    expect(shared.stdout.split('\n')[0]).toBe(`http://books.test/b/${bookId}/`);
    expect(shared.stdout).toContain('<iframe');
    expect(execFileSync('zbarimg', ['--raw', '-q', qrFile]).toString().trim()).toBe(`http://books.test/b/${bookId}/`);
    expect((await flipbook(['cloud', 'disable', bookId])).stdout).toBe('Atlas: disabled\n');
    expect((await flipbook(['cloud', 'rename', bookId, '--title', 'World atlas'])).stdout).toBe('Renamed to World atlas\n');
    expect((await flipbook(['cloud', 'delete', bookId])).stdout).toBe('Deleted.\n');
    expect((await flipbook(['cloud', 'list'])).stdout).toBe('No online books.\n');
    const gone = await flipbook(['cloud', 'enable', bookId]);
    expect(gone).toMatchObject({ code: 1, stderr: 'Request Error\n' });
  });

  it('prints "Network Error!" and fails when the service is not there', async () => {
    const result = await flipbook(['cloud', 'login', '--server', 'http://127.0.0.1:9', '--email', 'cli@example.com', '--password', 'secret-1']);
    expect(result).toMatchObject({ code: 1, stderr: 'Network Error!\n' });
  });

  it.each([
    [['cloud'], 'Missing the cloud action (register, login, logout, whoami, forgot-password, list, share, enable, disable, rename, delete, upload, uploads, resume, discard)'],
    [['cloud', 'upload'], 'Missing the project file'],
    [['cloud', 'upload', 'b.flipbook'], 'Missing --title'],
    [['cloud', 'upload', 'b.flipbook', '--title', ' '], 'Missing --title'],
    [['cloud', 'upload', 'a.flipbook', 'b.flipbook', '--title', 'T'], 'Unexpected argument: b.flipbook'],
    [['cloud', 'resume'], 'Missing the upload id (see flipbook cloud uploads)'],
    [['cloud', 'discard'], 'Missing the upload id (see flipbook cloud uploads)'],
    [['cloud', 'list', '--overwrite', 'abc'], 'Option --overwrite goes with upload'],
    [['cloud', 'resume', 'abc', '--html-text'], 'Option --html-text goes with upload'],
    [['cloud', 'upgrade'], 'Unknown cloud action: upgrade'],
    [['cloud', 'login', '--password', 'x'], 'Missing --email'],
    [['cloud', 'share'], 'Missing the book id (see flipbook cloud list)'],
    [['cloud', 'rename', 'abc'], 'Missing --title'],
    [['cloud', 'list', '--qr', 'x.png'], 'Option --qr goes with share'],
    [['cloud', 'share', 'abc', '--qr', 'x.gif'], 'Option --qr needs a file ending in .svg or .png'],
    [['cloud', 'whoami', '--server', 'ftp://x.example'], 'Option --server must be an http(s) address such as https://cloud.example.com, not "ftp://x.example"'],
  ])('refuses %j', (argv, message) => {
    expect(parseArgs(argv, '/', {})).toEqual({ kind: 'usage-error', message, topic: 'cloud' });
  });

  it('needs a password from --password or FLIPBOOK_CLOUD_PASSWORD', () => {
    expect(parseArgs(['cloud', 'login', '--email', 'a@b.c'], '/', {})).toMatchObject({ kind: 'usage-error', message: 'Missing --password (or FLIPBOOK_CLOUD_PASSWORD)' });
    expect(parseArgs(['cloud', 'login', '--email', 'a@b.c'], '/', { FLIPBOOK_CLOUD_PASSWORD: 'pw-123456' })).toMatchObject({ kind: 'cloud', password: 'pw-123456' });
  });
});
