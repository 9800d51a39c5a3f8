import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLicenceService, type LicenceService } from './support/licence-service.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'flipbook.js');
const TRACEMONKEY = path.resolve(ROOT, '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-licence-e2e-'));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let service: LicenceService;

/** Runs `flipbook` as the given machine: its own app data and machine id, trusting this service's key, with no edition forced. */
function flipbookOn(machine: string, ...args: string[]): Promise<Run> {
  const env = {
    ...process.env,
    FLIPBOOK_TEST_EDITION: '',
    FLIPBOOK_TEST_LICENCE_KEY: service.publicKey,
    FLIPBOOK_TEST_MACHINE_ID: machine,
    FLIPBOOK_APPDATA: path.join(work, `appdata-${machine}`),
    FLIPBOOK_CLOUD_URL: service.apiUrl(),
    HOME: work,
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: work, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }));
  });
}

/** The share of pixels that are clearly redder in `marked` than in `plain` (the watermark is red). */
async function reddenedShare(marked: string, plain: string): Promise<number> {
  const [a, b] = await Promise.all([marked, plain].map((file) => sharp(file).removeAlpha().raw().toBuffer()));
  if (a === undefined || b === undefined || a.length !== b.length) throw new Error('the two pages differ in size');
  let reddened = 0;
  for (let at = 0; at < a.length; at += 3) if ((a[at] ?? 0) - (a[at + 1] ?? 0) - ((b[at] ?? 0) - (b[at + 1] ?? 0)) > 40) reddened += 1;
  return reddened / (a.length / 3);
}

beforeAll(async () => {
  service = await startLicenceService(work, { count: 3, activations: 1 });
});

afterAll(async () => {
  await service?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the trial and registration, with the CLI against the real service', () => {
  it('mints codes in the spec format and prints the public key', () => {
    expect(service.codes).toHaveLength(3);
    for (const code of service.codes) expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/);
    expect(service.publicKey).toMatch(/^[A-Za-z0-9+/]{40,}={0,2}$/);
  });

  it('starts as a trial that refuses 13 or more pages and watermarks what it publishes; online activation lifts both', async () => {
    expect(JSON.parse((await flipbookOn('machine-a', 'licence', 'status', '--json')).stdout)).toMatchObject({ edition: 'trial', licence: null });
    const refused = await flipbookOn('machine-a', 'convert', TRACEMONKEY, '-o', 'all.flipbook');
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe('The trial version allows only 12 pages. The book has 0 pages; 12 more can be added.');
    expect((await flipbookOn('machine-a', 'convert', TRACEMONKEY, '--pages', '1-12', '-o', 'twelve.flipbook')).code).toBe(0);
    expect((await flipbookOn('machine-a', 'publish', 'twelve.flipbook', '--format', 'html', '-o', 'trial-book')).code).toBe(0);

    const invalid = await flipbookOn('machine-a', 'licence', 'activate', '12345');
    expect(invalid.stderr.trim()).toBe('Please enter a valid registration code!');
    const activated = await flipbookOn('machine-a', 'licence', 'activate', service.codes[0] as string);
    expect(activated.code, activated.stderr).toBe(0);
    expect(activated.stdout).toContain('Edition: registered');

    expect((await flipbookOn('machine-a', 'convert', TRACEMONKEY, '-o', 'all.flipbook')).code).toBe(0);
    expect((await flipbookOn('machine-a', 'publish', 'twelve.flipbook', '--format', 'html', '-o', 'registered-book')).code).toBe(0);
    const page = (book: string) => path.join(work, book, 'files', 'page-1-normal.webp');
    expect(await reddenedShare(page('trial-book'), page('registered-book'))).toBeGreaterThan(0.01);
    expect(await reddenedShare(page('registered-book'), page('trial-book'))).toBe(0);
    // Eight CLI runs, two of them whole conversions: on a loaded two-core machine (the stress run) they took over 180 s.
  }, 420_000);

  it('refuses a second machine beyond the activation limit with 404, until the first deactivates', async () => {
    const second = await flipbookOn('machine-b', 'licence', 'activate', service.codes[0] as string);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('License error 404');
    const deactivated = await flipbookOn('machine-a', 'licence', 'deactivate');
    expect(deactivated.code, deactivated.stderr).toBe(0);
    expect(JSON.parse((await flipbookOn('machine-a', 'licence', 'status', '--json')).stdout).edition).toBe('trial');
    expect((await flipbookOn('machine-b', 'licence', 'activate', service.codes[0] as string)).code).toBe(0);
  });

  it("registers offline with a verification file for this machine's terminal code, and refuses another machine's (1) or a changed one (3)", async () => {
    const terminal = (machine: string) => flipbookOn(machine, 'licence', 'terminal-code').then((run) => run.stdout.split('\n')[0] ?? '');
    const [terminalA, terminalC] = await Promise.all([terminal('machine-a'), terminal('machine-c')]);
    expect(terminalA).not.toBe(terminalC);
    const mistyped = await service.verificationFile(service.codes[1] as string, terminalA.replace(/^./, (char) => (char === 'Z' ? 'Y' : 'Z')));
    expect(mistyped.body).toContain('License error 403');

    const forC = await service.verificationFile(service.codes[1] as string, terminalC);
    expect(forC.status).toBe(200);
    fs.writeFileSync(path.join(work, 'for-c.lic'), forC.body);
    const wrongMachine = await flipbookOn('machine-a', 'licence', 'install', 'for-c.lic');
    expect(wrongMachine.stderr).toContain('License error 1:');

    const noParameters = await fetch(`${service.apiUrl()}/api/v1/licences/activations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(((await noParameters.json()) as { error: { message: string } }).error.message).toMatch(/^License error 401/);
    const forA = await service.verificationFile(service.codes[2] as string, terminalA);
    const envelope = JSON.parse(forA.body) as { payload: string };
    const changed = Buffer.from(envelope.payload, 'base64').toString('utf8').replace('"offline"', '"online"');
    fs.writeFileSync(path.join(work, 'changed.lic'), forA.body.replace(envelope.payload, Buffer.from(changed).toString('base64')));
    expect((await flipbookOn('machine-a', 'licence', 'install', 'changed.lic')).stderr).toContain('License error 3:');
    expect((await flipbookOn('machine-a', 'licence', 'install', 'missing.lic')).stderr).toContain('License error 4:');

    fs.writeFileSync(path.join(work, 'for-a.lic'), forA.body);
    const installed = await flipbookOn('machine-a', 'licence', 'install', 'for-a.lic');
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.stdout).toContain('(offline)');
  });

  it('ends a revoked licence at the next online check with 108', async () => {
    expect(await service.adminWhileStopped(['licence', 'revoke', service.codes[2] as string])).toContain('Revoked');
    const checked = await flipbookOn('machine-a', 'licence', 'status', '--check');
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('License error 108');
    expect(JSON.parse((await flipbookOn('machine-a', 'licence', 'status', '--json')).stdout)).toMatchObject({ edition: 'trial', problem: { code: 'LICENCE_REVOKED' } });
  });
});
