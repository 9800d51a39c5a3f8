import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type RunningWebHost } from './support/web-host.js';

let host: RunningWebHost;

beforeAll(async () => {
  host = await startWebHost();
});
afterAll(async () => {
  await host.stop();
});

/** Resolves true when a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('npm run web', () => {
  it('prints one line with the editor URL and a 256-bit token', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('listens on 127.0.0.1 only', async () => {
    const port = Number(new URL(host.url).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    // Other loopback addresses and the machine's real interfaces must not reach it.
    expect(await accepts('127.0.0.2', port)).toBe(false);
    const external = Object.values(os.networkInterfaces())
      .flat()
      .filter((entry) => entry !== undefined && !entry.internal)
      .map((entry) => entry?.address ?? '');
    for (const address of external) expect(await accepts(address, port), address).toBe(false);
  });

  it('serves the editor HTML with its Content-Security-Policy', async () => {
    const response = await fetch(`${host.origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'; script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers 401 to an API call without the token, and serves it with the token', async () => {
    const call = (headers: Record<string, string>) =>
      fetch(`${host.origin}/api/app.info`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    expect((await call({})).status).toBe(401);
    const served = await call({ 'x-flipbook-token': host.token });
    expect(await served.json()).toEqual({ ok: true, result: { name: 'Flipbook Studio', version: expect.any(String), platform: 'web' } });
  });
});
