import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenceStatus } from '../../../src/shared/api/licence-api.js';
import { AppError } from '../../../src/shared/errors/app-error.js';
import { LicenceKeeper } from '../../../src/main/licence/licence-keeper.js';
import { LICENCE_FILE } from '../../../src/main/licence/licence-store.js';
import { trustedKeyOf } from '../../../src/main/licence/trusted-keys.js';
import { activateLicence } from '../../../src/server/licences/activations.js';
import { mintLicenceCodes, revokeLicenceCode } from '../../../src/server/licences/licence-codes.js';
import type { LicenceSigner } from '../../../src/server/licences/signing-key.js';
import { readServerConfig } from '../../../src/server/config/server-config.js';
import { startCloud, type RunningCloud } from '../../../src/server/start-cloud.js';
import { errorCodeOf } from '../../support/error-code-of.js';

const MACHINE_A = '0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a';
const MACHINE_B = '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b';

describe('the app keeping its licence, against the real service on loopback', () => {
  let cloud: RunningCloud;
  let work: string;
  let signer: LicenceSigner;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-licence-'));
    cloud = await startCloud(readServerConfig(['--data', path.join(work, 'cloud'), '--port', '0', '--books-port', '0'], {}), { schedulerIntervalMs: 0, scryptCost: 1024 });
    signer = cloud.ctx.licenceSigner as LicenceSigner;
  });
  afterAll(async () => {
    await cloud?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** A machine: its own app-data folder and fingerprint; `seen` records every change it announces. */
  function machine(name: string, fingerprint: string, clock?: () => Date) {
    const seen: LicenceStatus[] = [];
    const keeper = new LicenceKeeper({
      folder: path.join(work, name),
      fingerprint,
      trustedKeys: [trustedKeyOf(signer.publicKey) as NonNullable<ReturnType<typeof trustedKeyOf>>],
      defaultServer: cloud.apiUrl,
      forcedEdition: null,
      ...(clock ? { clock } : {}),
      onChange: (status) => seen.push(status),
    });
    return { keeper, seen, folder: path.join(work, name) };
  }
  const mint = async (activationLimit = 1) => ((await mintLicenceCodes(cloud.ctx, { count: 1, activationLimit })) as [string])[0];

  it('starts as a trial, registers online, and is registered again on the next start, offline', async () => {
    const a = machine('a1', MACHINE_A);
    expect((await a.keeper.load()).edition).toBe('trial');
    const code = await mint();
    const status = await a.keeper.activate(code.toLowerCase().replace(/-/g, ' '));
    expect(status).toMatchObject({ edition: 'registered', problem: null, licence: { mode: 'online', expiresAt: null } });
    expect(status.licence?.code.endsWith(code.slice(-5))).toBe(true);
    expect(status.licence?.code).not.toContain(code.slice(0, 5));
    expect(a.seen.at(-1)?.edition).toBe('registered');
    // The next start reads the sealed licence without the network.
    const restarted = machine('a1', MACHINE_A);
    expect((await restarted.keeper.load()).edition).toBe('registered');
  });

  it('checks the code before any call: "Please enter a valid registration code!"', async () => {
    const offline = new LicenceKeeper({ folder: path.join(work, 'nocall'), fingerprint: MACHINE_A, trustedKeys: [], defaultServer: 'http://127.0.0.1:9', forcedEdition: null, onChange: () => {} });
    const error = await offline.activate('12345').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('REGISTRATION_CODE_INVALID');
    expect((error as AppError).message).toBe('Please enter a valid registration code!');
  });

  it('refuses a second machine over the limit (404) until the first deactivates', async () => {
    const code = await mint(1);
    const a = machine('a2', MACHINE_A);
    const b = machine('b2', MACHINE_B);
    await a.keeper.load();
    await b.keeper.load();
    await a.keeper.activate(code);
    expect(await errorCodeOf(b.keeper.activate(code))).toBe('LICENCE_ACTIVATION_LIMIT');
    expect((await a.keeper.deactivate()).edition).toBe('trial');
    expect((await b.keeper.activate(code)).edition).toBe('registered');
    expect(await errorCodeOf(a.keeper.deactivate())).toBe('LICENCE_FILE_MISSING');
  });

  it("installs a verification file for this machine, refuses another machine's (1), a changed one (3), a missing (4) or unreadable (5) one", async () => {
    const code = await mint(2);
    const forB = `${JSON.stringify(await activateLicence(cloud.ctx, signer, { code, fingerprint: MACHINE_B, mode: 'offline' }))}\n`;
    const file = path.join(work, 'verification-b.lic');
    fs.writeFileSync(file, forB);
    const a = machine('a3', MACHINE_A);
    await a.keeper.load();
    expect(await errorCodeOf(a.keeper.install(file))).toBe('LICENCE_MAC_MISMATCH');
    const tampered = path.join(work, 'tampered.lic');
    fs.writeFileSync(tampered, forB.replace(/"keyId":"(.)/, (_all, first: string) => `"keyId":"${first === 'a' ? 'b' : 'a'}`));
    const b = machine('b3', MACHINE_B);
    await b.keeper.load();
    expect(await errorCodeOf(b.keeper.install(tampered))).toBe('LICENCE_MODIFIED');
    expect(await errorCodeOf(b.keeper.install(path.join(work, 'absent.lic')))).toBe('VERIFICATION_FILE_MISSING');
    fs.writeFileSync(path.join(work, 'garbage.lic'), 'PK\u0003\u0004 not a licence');
    expect(await errorCodeOf(b.keeper.install(path.join(work, 'garbage.lic')))).toBe('VERIFICATION_FILE_PARSE');
    expect((await b.keeper.install(file)).licence?.mode).toBe('offline');
    expect(b.keeper.edition()).toBe('registered');
  });

  it('does not open a stored licence copied from another machine, or changed in any byte (105)', async () => {
    const a = machine('a4', MACHINE_A);
    await a.keeper.load();
    await a.keeper.activate(await mint());
    const copied = path.join(work, 'b4');
    fs.mkdirSync(copied, { recursive: true });
    fs.copyFileSync(path.join(a.folder, LICENCE_FILE), path.join(copied, LICENCE_FILE));
    const b = machine('b4', MACHINE_B);
    const status = await b.keeper.load();
    expect(status.edition).toBe('trial');
    expect(status.problem?.code).toBe('LICENCE_DECRYPT');
    const sealed = fs.readFileSync(path.join(a.folder, LICENCE_FILE), 'utf8');
    fs.writeFileSync(path.join(a.folder, LICENCE_FILE), sealed.replace(/"data":"(.)/, (_all, first: string) => `"data":"${first === 'A' ? 'B' : 'A'}`));
    expect((await machine('a4', MACHINE_A).keeper.load()).problem?.code).toBe('LICENCE_DECRYPT');
  });

  it('says 2 when the clock was set back before the last time the app ran', async () => {
    let now = Date.now();
    const a = machine('a5', MACHINE_A, () => new Date(now));
    await a.keeper.load();
    await a.keeper.activate(await mint());
    now -= 3 * 24 * 60 * 60 * 1000;
    const status = await machine('a5', MACHINE_A, () => new Date(now)).keeper.load();
    expect(status).toMatchObject({ edition: 'trial', problem: { code: 'LICENCE_TIMESTAMP' } });
  });

  it('ends a revoked licence at the next online check (108) and keeps the file aside', async () => {
    const code = await mint();
    const a = machine('a6', MACHINE_A);
    await a.keeper.load();
    await a.keeper.activate(code);
    expect((await a.keeper.check()).edition).toBe('registered');
    await revokeLicenceCode(cloud.ctx, code);
    expect(await errorCodeOf(a.keeper.check())).toBe('LICENCE_REVOKED');
    expect(a.keeper.status()).toMatchObject({ edition: 'trial', licence: null, problem: { code: 'LICENCE_REVOKED' } });
    expect(fs.existsSync(path.join(a.folder, 'licence.revoked.dat'))).toBe(true);
    expect(await errorCodeOf(a.keeper.activate(code))).toBe('LICENCE_REVOKED');
  });

  it('answers two checks at once (the weekly one at start and --check) with one call and one end (108)', async () => {
    const code = await mint();
    const a = machine('a6b', MACHINE_A);
    await a.keeper.load();
    await a.keeper.activate(code);
    await revokeLicenceCode(cloud.ctx, code);
    // The second asks nothing of its own: it is the first check, whose end it shares. (Two checks
    // used to race to set the licence file aside; the loser failed with ENOENT, "Unknown Error".)
    const first = a.keeper.check();
    const second = a.keeper.check();
    expect(second).toBe(first);
    expect(await Promise.all([errorCodeOf(first), errorCodeOf(second)])).toEqual(['LICENCE_REVOKED', 'LICENCE_REVOKED']);
    expect(fs.existsSync(path.join(a.folder, 'licence.revoked.dat'))).toBe(true);
    expect(a.keeper.status()).toMatchObject({ edition: 'trial', problem: { code: 'LICENCE_REVOKED' } });
  });

  it('tells a network error (9) from a server that answers but not as the service (10)', async () => {
    const a = machine('a7', MACHINE_A);
    await a.keeper.load();
    const code = await mint();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await errorCodeOf(a.keeper.activate(code, closedUrl))).toBe('LICENCE_NETWORK');
    const proxy = http.createServer((_request, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      expect(await errorCodeOf(a.keeper.activate(code, `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`))).toBe('LICENCE_SERVER_FAILED');
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
    expect(a.keeper.edition()).toBe('trial');
  });

  // Bounded well below the 30 s a licence call may wait: only the abort can end it in time.
  it('abandons the weekly check when the host closes, and keeps the licence', { timeout: 20_000 }, async () => {
    let heard: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (heard = resolve));
    // A service that never answers: a slow network as the CLI exits.
    const silent = http.createServer((request) => request.url?.endsWith('/checks') && heard());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      // A verification file signed by the real service, naming the silent one as its server.
      const publicUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const envelope = await activateLicence({ ...cloud.ctx, publicUrl }, signer, { code: await mint(), fingerprint: MACHINE_A, mode: 'offline' });
      const file = path.join(work, 'verification-a8.lic');
      fs.writeFileSync(file, `${JSON.stringify(envelope)}\n`);
      const a = machine('a8', MACHINE_A);
      await a.keeper.load();
      expect((await a.keeper.install(file)).edition).toBe('registered');
      const closing = new AbortController();
      const checking = a.keeper.checkIfDue(closing.signal);
      await asked;
      closing.abort();
      await checking;
      expect(a.keeper.edition()).toBe('registered');
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
