// npm run bench:server: the cloud service under load (issue 15's benchmark), on the embedded
// database and then on PostgreSQL (DATABASE_URL, else a throwaway cluster as the tests start
// one, when Debian's postgresql is installed). The service runs as `npm run server` does, in a
// process of its own, so its peak RSS is its own. For each database:
//   - a 100 MB published book goes up over loopback through the app's tus path (bundlesOf and
//     sendBundleOverTus, UPLOAD_FILES_AT_ONCE bundles at once sharing 4 MB chunks); its throughput is printed against
//     `curl -T` of the same bytes to a minimal Node sink in this process, measured in the same
//     run (target ratio ≥ 0.5);
//   - a second 100 MB book is cut at 50% and continued: the bytes sent twice (target ≤ one chunk);
//   - the first book is uploaded again over itself after one setting changed (book.js): the bytes
//     sent as a share of the book (target ≤ 2%);
//   - the account is filled to 1,000 books, and 200 concurrent clients, each on a connection it
//     keeps, list them: p95 latency (target ≤ 50 ms), beside the same clients against a plain
//     Node server in the same run, and the service's peak RSS over the whole run (target ≤ 200 MB).
// Prints PASS or FAIL per target. Not part of `npm test`.
// `--only list` skips the three upload parts (the account is filled with small books only),
// `--only upload` runs only them, and `--db embedded|postgres` runs one database, for measuring
// one part on its own.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { atMostAtOnce } from '../src/main/cloud/at-most-at-once.js';
import { DEFAULT_UPLOAD_CHUNK_BYTES, UPLOAD_FILES_AT_ONCE, chunkOfEach } from '../src/main/cloud/book-upload.js';
import { sendBundleOverTus, tusFingerprint, tusOffset, type TusUrlBook } from '../src/main/cloud/tus-send.js';
import { bundlesOf, type UploadBundle } from '../src/main/cloud/upload-bundles.js';
import { runCloud, runCloudCommand, type CloudProcess } from '../tests/support/cloud-process.js';
import { startPostgres } from '../tests/support/postgres-cluster.js';
import { listUnderLoad, type ListLoad } from './bench/server/list-load.js';

const MB = 1024 * 1024;
const BOOK_BYTES = 100 * MB;
const PAGE_BYTES = 512 * 1024;
const CHUNK = DEFAULT_UPLOAD_CHUNK_BYTES;
const BOOKS = 1000;
const CLIENTS = 200;
const LISTS_PER_CLIENT = 5;
const TARGETS = { ratio: 0.5, resentBytes: CHUNK, resendShare: 0.02, p95Ms: 50, rssMb: 200 };

const met = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** The value after a `--name` flag on the command line, if given. */
function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}
const LIST_ONLY = flag('only') === 'list';
const UPLOAD_ONLY = flag('only') === 'upload';
const DATABASES = flag('db') === undefined ? ['embedded', 'postgres'] : [flag('db')];

interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

/** A published book's shape as the service checks it: index.html, reader.js, book.js, page images. */
function writeBook(folder: string, seed: string, pageBytes: number, pages: number, setting = 'a'): void {
  fs.mkdirSync(path.join(folder, 'files'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'index.html'), `<!doctype html><title>${seed}</title><script src="reader.js"></script><script src="book.js"></script>`);
  fs.writeFileSync(path.join(folder, 'reader.js'), `/* reader */ ${'x'.repeat(40_000)}`);
  fs.writeFileSync(path.join(folder, 'book.js'), `window.BOOK = ${JSON.stringify({ seed, setting, pages })};`);
  for (let page = 1; page <= pages; page++) {
    // Random bytes per book: content-addressed storage must not know them yet.
    fs.writeFileSync(path.join(folder, 'files', `page-${page}-hd.webp`), crypto.randomBytes(pageBytes));
  }
}

function manifestOf(folder: string): ManifestFile[] {
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      const bytes = fs.readFileSync(absolute);
      return { path: path.relative(folder, absolute).split(path.sep).join('/'), size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

async function api<T>(server: string, method: string, route: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(new URL(route, server), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** One upload as the app makes it: announce the manifest, send what is missing over tus, complete. */
async function uploadBook(server: string, token: string, folder: string, fields: { title: string; overwriteBookId?: string }, cutAt?: number) {
  const files = manifestOf(folder);
  const created = await api<{ uploadId: string; bookId: string; missing: string[] }>(server, 'POST', '/api/v1/uploads', token, { ...fields, files });
  const urls = new Map<string, { url: string; creationTime: string }>();
  const book: TusUrlBook = { get: (key) => urls.get(key), set: (key, entry) => (entry === null ? urls.delete(key) : urls.set(key, entry)) };
  const bundles = bundlesOf(files, created.missing);
  let sent = 0;
  let done = 0;
  const finished = new Set<UploadBundle>();
  // What this run sent of each bundle begun, for the bundles cut in flight.
  const sentOf = new Map<UploadBundle, number>();
  // As the app sends them (book-upload.ts): small files in bundles, a few bundles at once sharing one chunk in flight.
  const send = (signal: AbortSignal) =>
    atMostAtOnce(bundles, UPLOAD_FILES_AT_ONCE, async (bundle) => {
      if (finished.has(bundle)) return;
      let last = 0;
      await sendBundleOverTus(folder, bundle, {
        server,
        token,
        uploadId: created.uploadId,
        chunkSize: chunkOfEach(CHUNK),
        signal,
        urls: book,
        onProgress: (bytes) => {
          sent += Math.max(0, bytes - last);
          last = bytes;
          sentOf.set(bundle, bytes);
          if (cutAt !== undefined && !signal.aborted && sent >= cutAt) controller.abort();
        },
      });
      done += bundle.size;
      finished.add(bundle);
    });
  const controller = new AbortController();
  let resent = 0;
  let cutSent = 0;
  let held = 0;
  try {
    await send(controller.signal);
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    // The cut: the service holds the finished bundles and the offset of each bundle in flight;
    // what was sent of one in flight beyond its offset goes again. (Its offset can be past what
    // the client last reported of it: the service took bytes whose progress the abort cut off.)
    cutSent = sent;
    held = done;
    for (const bundle of bundles.filter((each) => !finished.has(each))) {
      const entry = urls.get(tusFingerprint(created.uploadId, bundle.key));
      const offset = entry === undefined ? 0 : await tusOffset(entry.url, token);
      held += offset;
      resent += Math.max(0, (sentOf.get(bundle) ?? 0) - offset);
    }
    await send(new AbortController().signal);
  }
  await api(server, 'POST', `/api/v1/uploads/${created.uploadId}/complete`, token);
  return { bookId: created.bookId, sent, resent, cutSent, held, total: files.reduce((sum, file) => sum + file.size, 0) };
}

/** A minimal sink and `curl -T` of the same bytes to it: the reference throughput of this machine. */
async function curlReference(file: string): Promise<number> {
  const sink = http.createServer((request, response) => {
    request.on('data', () => undefined);
    request.on('end', () => response.end('ok'));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.address() as AddressInfo).port;
  const start = performance.now();
  await new Promise<void>((resolve, reject) => {
    const curl = spawn('curl', ['-s', '-o', '/dev/null', '-T', file, `http://127.0.0.1:${port}/sink`], { stdio: 'ignore' });
    curl.once('error', reject);
    curl.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`curl exited with ${code}`))));
  });
  const seconds = (performance.now() - start) / 1000;
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  return seconds;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** User and system CPU seconds a process has used so far (/proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The three upload parts: throughput against curl, the cut at 50%, the re-upload after one setting. */
async function uploadParts(name: string, work: string, server: string, token: string): Promise<string[]> {
  const lines: string[] = [];
  const pages = BOOK_BYTES / PAGE_BYTES;
  const bookA = path.join(work, `${name}-a`);
  const bookB = path.join(work, `${name}-b`);
  writeBook(bookA, `${name}-a`, PAGE_BYTES, pages);
  writeBook(bookB, `${name}-b`, PAGE_BYTES, pages);
  const joined = path.join(work, `${name}-a.bin`);
  fs.writeFileSync(joined, Buffer.concat(manifestOf(bookA).map((file) => fs.readFileSync(path.join(bookA, ...file.path.split('/'))))));

  const curlSeconds = await curlReference(joined);
  const start = performance.now();
  const first = await uploadBook(server, token, bookA, { title: 'Bench A' });
  const seconds = (performance.now() - start) / 1000;
  const ratio = curlSeconds / seconds;
  lines.push(`upload 100 MB        ${(first.total / MB / seconds).toFixed(1)} MB/s in ${seconds.toFixed(2)} s; curl -T ${(first.total / MB / curlSeconds).toFixed(1)} MB/s; ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.ratio}: ${met(ratio >= TARGETS.ratio)})`);

  const cut = await uploadBook(server, token, bookB, { title: 'Bench B' }, BOOK_BYTES / 2);
  if (cut.cutSent === 0) throw new Error('the upload to cut at 50% was never cut');
  lines.push(`cut at 50%           cut after ${(cut.cutSent / MB).toFixed(1)} MB, the service held ${(cut.held / MB).toFixed(1)} MB: ${(cut.resent / 1024).toFixed(0)} KB sent again (target ≤ one ${CHUNK / MB} MB chunk: ${met(cut.resent <= TARGETS.resentBytes)})`);

  fs.writeFileSync(path.join(bookA, 'book.js'), `window.BOOK = ${JSON.stringify({ seed: `${name}-a`, setting: 'b', pages })};`);
  const again = await uploadBook(server, token, bookA, { title: 'Bench A', overwriteBookId: first.bookId });
  const share = again.sent / again.total;
  lines.push(`re-upload, 1 setting ${(again.sent / 1024).toFixed(1)} KB sent, ${(share * 100).toFixed(3)}% of the book (target ≤ ${TARGETS.resendShare * 100}%: ${met(share <= TARGETS.resendShare)})`);

  return lines;
}

/** The listing's load against a plain Node server (bench/server/plain-json-server.mjs) answering `body`, in a process of its own as the service is. */
async function plainServerLoad(work: string, body: string): Promise<ListLoad> {
  const file = path.join(work, 'list-page.json');
  fs.writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bench', 'server', 'plain-json-server.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const found = /PORT (\d+)/.exec(text)?.[1];
        if (found !== undefined) resolve(Number(found));
      });
      child.once('exit', (code) => reject(new Error(`the plain server exited with ${code}`)));
    });
    const request = `GET /list HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    return await listUnderLoad(port, request, () => request, CLIENTS, LISTS_PER_CLIENT);
  } finally {
    child.kill('SIGTERM');
  }
}

async function benchOn(name: string, work: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const data = path.join(work, `data-${name}`);
  const args = ['--data', data, '--port', '0', '--books-port', '0'];
  let cloud: CloudProcess = await runCloud(args, env);
  const email = `bench-${name}@example.test`;
  const { accessToken: token } = await api<{ accessToken: string }>(cloud.apiUrl, 'POST', '/api/v1/accounts', null, { email, password: 'bench-secret' });
  // Enough points for 1,000 hosted books (the embedded database is the running service's alone).
  await cloud.stop();
  const granted = await runCloudCommand(['admin', 'grant-points', email, String(BOOKS + 10), '--data', data], env);
  if (granted.code !== 0) throw new Error(granted.output);
  cloud = await runCloud(args, env);
  const server = cloud.apiUrl;
  const lines: string[] = [`service RSS at start ${rssMb(cloud.pid).toFixed(0)} MB`];

  if (!LIST_ONLY) lines.push(...(await uploadParts(name, work, server, token)));
  if (UPLOAD_ONLY) {
    lines.push(`service peak RSS     ${peakRssMb(cloud.pid).toFixed(0)} MB over the upload parts`);
    await cloud.stop();
    return lines;
  }

  // Fill the account to 1,000 books: the same small book, so after the first nothing is sent.
  const small = path.join(work, `${name}-small`);
  writeBook(small, `${name}-small`, 1024, 2);
  for (let index = LIST_ONLY ? 0 : 2; index < BOOKS; index++) await uploadBook(server, token, small, { title: `Book ${String(index).padStart(4, '0')}` });
  const listed = await api<{ total: number }>(server, 'GET', '/api/v1/books', token);
  const port = Number(new URL(server).port);
  const listRequest = (round: number) => `GET /api/v1/books?page=${1 + (round % 5)}&pageSize=20 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n\r\n`;
  let serviceCpuBefore = 0;
  let clientCpuBefore = process.cpuUsage();
  const account = `GET /api/v1/account HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n\r\n`;
  const load = await listUnderLoad(port, account, listRequest, CLIENTS, LISTS_PER_CLIENT, () => {
    serviceCpuBefore = cpuSecondsOf(cloud.pid);
    clientCpuBefore = process.cpuUsage();
  });
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const serviceCpu = cpuSecondsOf(cloud.pid) - serviceCpuBefore;
  // The same clients against a plain Node server answering one page's bytes: what this machine
  // gives 200 clients at best, in the same run.
  const reference = await plainServerLoad(work, await (await fetch(new URL('/api/v1/books?page=1&pageSize=20', server), { headers: { authorization: `Bearer ${token}` } })).text());
  const p95 = percentile(load.latencies, 95);
  const referenceP95 = percentile(reference.latencies, 95);
  const rss = peakRssMb(cloud.pid);
  lines.push(`service RSS after listing ${rssMb(cloud.pid).toFixed(0)} MB`);
  lines.push(`list ${listed.total} books     ${CLIENTS} clients × ${LISTS_PER_CLIENT}: p50 ${percentile(load.latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGETS.p95Ms}: ${met(p95 <= TARGETS.p95Ms)})`);
  lines.push(`  p95 by round: ${load.byRound.map((round) => percentile(round, 95).toFixed(0)).join(', ')} ms; before the clock, ${CLIENTS} connections opened and asked for the account in ${load.connectMs.toFixed(0)} ms (p95 ${percentile(load.firstLatencies, 95).toFixed(0)} ms)`);
  lines.push(`  listing took ${load.seconds.toFixed(2)} s: service CPU ${serviceCpu.toFixed(2)} s, this client's CPU ${((clientCpu.user + clientCpu.system) / 1e6).toFixed(2)} s`);
  lines.push(`  a plain Node server, same clients and bytes: p50 ${percentile(reference.latencies, 50).toFixed(1)} ms, p95 ${referenceP95.toFixed(1)} ms (by round ${reference.byRound.map((round) => percentile(round, 95).toFixed(0)).join(', ')}); the service's p95 is ${(p95 / referenceP95).toFixed(2)}× it`);
  lines.push(`service peak RSS     ${rss.toFixed(0)} MB over the whole run (target ≤ ${TARGETS.rssMb}: ${met(rss <= TARGETS.rssMb)})`);
  await cloud.stop();
  return lines;
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-bench-server-'));
  try {
    console.log(`bench:server on ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`);
    if (DATABASES.includes('embedded')) {
      const embedded = await benchOn('embedded', work, { DATABASE_URL: '' });
      console.log(['PGlite (embedded)', ...embedded.map((line) => `  ${line}`)].join('\n'));
    }
    if (!DATABASES.includes('postgres')) return;
    let url = process.env.DATABASE_URL?.trim() || null;
    let stop = async () => {};
    if (url === null) {
      try {
        const cluster = await startPostgres();
        url = cluster.url;
        stop = cluster.stop;
      } catch (error) {
        console.log(`PostgreSQL: not measured (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    if (url !== null) {
      try {
        const postgres = await benchOn('postgres', work, { DATABASE_URL: url });
        console.log(['PostgreSQL', ...postgres.map((line) => `  ${line}`)].join('\n'));
      } finally {
        await stop();
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
