import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../shared/api/envelope.js';
import type { LanAddress, LanPreview } from '../../shared/api/lan-api.js';
import { makeNamespaceWorld, NAMESPACE_ADDRESSES } from './testing/namespace-world.js';
import { makeLocalPreviewWorld, type PreviewWorld } from './testing/preview-world.js';
import type { InterfaceTable } from './lan-addresses.js';

/** Loopback dressed as a LAN interface: where no namespace can be made, the preview is tested here. */
const LOOPBACK_AS_LAN: InterfaceTable = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: false, cidr: '127.0.0.1/8' }],
};

function ok<T>(envelope: Envelope<unknown>): T {
  if (!envelope.ok) throw new Error(`expected success, got ${envelope.error.code}: ${envelope.error.detail ?? ''}`);
  return envelope.result as T;
}

function failure(envelope: Envelope<unknown>): string {
  if (envelope.ok) throw new Error('expected a failure');
  return envelope.error.code;
}

/** What Debian's zbarimg, a decoder independent of the encoder, reads from the dialog's QR code. */
async function decodeQr(svg: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-lan-qr-'));
  try {
    const file = path.join(dir, 'qr.png');
    await sharp(Buffer.from(svg), { density: 300 }).flatten({ background: '#fff' }).png().toFile(file);
    return execFileSync('zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' }).trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function openBookOfTwoPages(world: PreviewWorld, title: string): Promise<void> {
  ok(await world.call('project.new', {}));
  for (const width of [300, 320]) ok(await world.call('pages.add', { position: 'last', source: { kind: 'blank', width, height: 400 } }));
  ok(await world.call('project.update', { patch: { title } }));
}

describe('the phone preview over the same Wi-Fi', () => {
  let world: PreviewWorld;
  let inNamespace = false;

  beforeAll(async () => {
    const namespaced = await makeNamespaceWorld();
    inNamespace = namespaced !== null;
    world = namespaced ?? makeLocalPreviewWorld({ interfaces: () => LOOPBACK_AS_LAN });
  }, 60_000);
  afterAll(() => world.close());

  it('serves the open book on a LAN address behind its token, read-only, shows edits on Refresh and is gone after Stop', async () => {
    const { addresses } = ok<{ addresses: LanAddress[] }>(await world.call('lan.addresses', {}));
    if (inNamespace) {
      // The machine's real interfaces (the namespace's veth pair), home network first, loopback left out.
      expect(addresses).toEqual([
        { address: NAMESPACE_ADDRESSES[0], interfaceName: 'fbv1' },
        { address: NAMESPACE_ADDRESSES[1], interfaceName: 'fbv0' },
      ]);
      expect(failure(await world.call('lan.start', { address: '127.0.0.1' }))).toBe('LAN_NO_ADDRESS');
    } else {
      expect(addresses).toEqual([{ address: '127.0.0.1', interfaceName: 'lo' }]);
    }
    const address = addresses[addresses.length - 1]?.address ?? '';
    // Never every interface at once, nor an address the machine does not have.
    expect(failure(await world.call('lan.start', { address: '0.0.0.0' }))).toBe('LAN_NO_ADDRESS');
    expect(failure(await world.call('lan.start', { address: '203.0.113.9' }))).toBe('LAN_NO_ADDRESS');
    expect(failure(await world.call('lan.start', { address }))).toBe('NO_PROJECT');
    expect(await world.tempEntries()).toEqual([]);

    await openBookOfTwoPages(world, 'Before the edit');
    const preview = ok<LanPreview>(await world.call('lan.start', { address, jobId: 'phone-preview-1' }));
    expect(preview.url).toMatch(new RegExp(`^http://${address.replace(/\./g, '\\.')}:\\d+/[A-Za-z0-9_-]{43}/$`));
    expect(preview.pageCount).toBe(2);
    expect(await decodeQr(preview.qrSvg)).toBe(preview.url);

    const { origin, pathname: book } = new URL(preview.url);
    const token = book.slice(1, -1);
    const index = await world.request(origin, book);
    expect([index.status, index.body]).toEqual([200, expect.stringContaining('<html')]);
    expect((await world.request(origin, `${book}book.js`)).body).toContain('Before the edit');
    expect(await world.request(origin, `${book}files/page-1-normal.webp`, 'HEAD')).toMatchObject({ status: 200, body: '' });

    // The token is required: none, a wrong one of the same length, or a prefix all read as nothing there.
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const denied of ['/', '/index.html', '/book.js', `/${wrong}/`, `/${wrong}/book.js`, `/${token.slice(0, 20)}/book.js`, `/book/${token}/`]) {
      expect((await world.request(origin, denied)).status, denied).toBe(404);
    }
    expect(await world.request(origin, `/${token}`)).toMatchObject({ status: 308 });
    // No way out of the book, and no folder listings.
    for (const escape of [`${book}../`, `${book}../../etc/passwd`, `${book}%2e%2e/%2e%2e/etc/passwd`, `${book}..%2f..%2fetc%2fpasswd`, `${book}files/`, `${book}%00book.js`, `${book}..\\book.js`]) {
      expect((await world.request(origin, escape)).status, escape).toBe(404);
    }
    // Read-only.
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await world.request(origin, `${book}book.js`, method)).status, method).toBe(405);

    // An edit shows on the phone once Refresh publishes it, at the same URL.
    ok(await world.call('project.update', { patch: { title: 'After the edit' } }));
    expect((await world.request(origin, `${book}book.js`)).body).toContain('Before the edit');
    expect(ok<LanPreview>(await world.call('lan.refresh', { jobId: 'phone-preview-2' })).url).toBe(preview.url);
    const refreshed = (await world.request(origin, `${book}book.js`)).body;
    expect(refreshed).toContain('After the edit');
    expect(refreshed).not.toContain('Before the edit');

    // Closing the dialog stops the server and deletes the temporary book.
    expect(await world.tempEntries()).toHaveLength(1);
    expect(ok(await world.call('lan.stop', {}))).toEqual({ stopped: true });
    expect(await world.request(origin, book)).toMatchObject({ status: 0, error: 'ECONNREFUSED' });
    expect(await world.tempEntries()).toEqual([]);
    expect(failure(await world.call('lan.refresh', {}))).toBe('LAN_PREVIEW_NOT_RUNNING');
    expect(ok(await world.call('lan.stop', {}))).toEqual({ stopped: false });
  }, 120_000);

  it('gives each start a new token, and the old link stops working', async () => {
    const { addresses } = ok<{ addresses: LanAddress[] }>(await world.call('lan.addresses', {}));
    const address = addresses[0]?.address ?? '';
    await openBookOfTwoPages(world, 'Twice');
    const first = ok<LanPreview>(await world.call('lan.start', { address }));
    const second = ok<LanPreview>(await world.call('lan.start', { address }));
    expect(second.url).not.toBe(first.url);
    const firstUrl = new URL(first.url);
    expect((await world.request(firstUrl.origin, firstUrl.pathname)).status).not.toBe(200);
    const secondUrl = new URL(second.url);
    expect((await world.request(secondUrl.origin, secondUrl.pathname)).status).toBe(200);
    expect(await world.tempEntries()).toHaveLength(1);
    ok(await world.call('lan.stop', {}));
  }, 120_000);
});

describe('the phone preview’s time limit', () => {
  it('stops the server by itself when its time is up, deletes the book and says so', async () => {
    const world = makeLocalPreviewWorld({ interfaces: () => LOOPBACK_AS_LAN, maxMs: 500 });
    try {
      await openBookOfTwoPages(world, 'Brief');
      const preview = ok<LanPreview>(await world.call('lan.start', { address: '127.0.0.1' }));
      expect(preview.expiresAt).toBeGreaterThan(Date.now() - 1000);
      await vi.waitFor(async () => expect(await world.events()).toContain('lan.stopped'), { timeout: 30_000, interval: 50 });
      const { origin, pathname } = new URL(preview.url);
      expect(await world.request(origin, pathname)).toMatchObject({ status: 0, error: 'ECONNREFUSED' });
      expect(await world.tempEntries()).toEqual([]);
      expect(failure(await world.call('lan.refresh', {}))).toBe('LAN_PREVIEW_NOT_RUNNING');
    } finally {
      await world.close();
    }
  }, 60_000);
});

describe('quitting the app with a phone preview open', () => {
  it('deletes the temporary book before the engine’s dispose returns, and the server stops', async () => {
    const world = makeLocalPreviewWorld({ interfaces: () => LOOPBACK_AS_LAN });
    try {
      await openBookOfTwoPages(world, 'Quitting');
      const preview = ok<LanPreview>(await world.call('lan.start', { address: '127.0.0.1' }));
      expect(await world.tempEntries()).toHaveLength(1);
      world.disposeEngine();
      expect(await world.tempEntries()).toEqual([]);
      const { origin, pathname } = new URL(preview.url);
      await vi.waitFor(async () => expect(await world.request(origin, pathname)).toMatchObject({ error: 'ECONNREFUSED' }), { timeout: 30_000, interval: 50 });
    } finally {
      await world.close();
    }
  }, 60_000);
});
