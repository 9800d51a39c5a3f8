import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../app/create-engine.js';
import type { Engine } from '../engine/engine.js';
import { createNodePlatform } from '../platform/node-platform.js';
import { createWebServer } from './http-server.js';
import { EDITOR_CSP } from '../http/static-files.js';

const TOKEN = 'web-test-token';
let stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

interface Host {
  port: number;
  dir: string;
  engine: Engine;
  server: http.Server;
}

async function startHost(options: { built?: boolean; maxUploadBytes?: number } = {}): Promise<Host> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-web-test-'));
  const rendererDir = path.join(dir, 'renderer');
  const readerDir = path.join(dir, 'reader');
  if (options.built !== false) {
    fs.mkdirSync(rendererDir);
    fs.mkdirSync(readerDir);
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>editor</title>');
    fs.writeFileSync(path.join(rendererDir, 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(readerDir, 'index.html'), '<!doctype html><title>reader</title>');
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'secret');
  }
  const engine = createEngine({ platform: createNodePlatform('test', { appDataDir: path.join(dir, 'appdata'), homeDir: dir, documentsDir: dir }) });
  const server = createWebServer(engine, { token: TOKEN, rendererDir, readerDir, maxUploadBytes: options.maxUploadBytes });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    engine.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { port: (server.address() as AddressInfo).port, dir, engine, server };
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request exactly as written: no URL normalisation, any Host header. */
function raw(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const apiHeaders = { 'content-type': 'application/json', 'x-flipbook-token': TOKEN };

describe('the web host', () => {
  it('serves the editor with a strict CSP and nosniff, and the reader without the editor CSP', async () => {
    const { port } = await startHost();
    const editor = await raw(port, { path: '/' });
    expect(editor.status).toBe(200);
    expect(editor.body).toContain('<title>editor</title>');
    expect(editor.headers['content-security-policy']).toBe(EDITOR_CSP);
    expect(editor.headers['x-content-type-options']).toBe('nosniff');
    expect(editor.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await raw(port, { path: '/app.js' })).headers['content-type']).toBe('text/javascript; charset=utf-8');
    const reader = await raw(port, { path: '/reader/index.html' });
    expect(reader.body).toContain('<title>reader</title>');
    expect(reader.headers['content-security-policy']).toBeUndefined();
  });

  it.each(['/reader/../../package.json', '/reader/%2e%2e/secret.txt', '/../secret.txt', '/%2e%2e%2fsecret.txt', '/reader/..%5csecret.txt'])(
    'never serves a file outside the built folders: %s',
    async (attack) => {
      const { port } = await startHost();
      const response = await raw(port, { path: attack });
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('secret');
    },
  );

  it('explains how to build when the editor has not been built', async () => {
    const { port } = await startHost({ built: false });
    const response = await raw(port, { path: '/' });
    expect(response.status).toBe(500);
    expect(response.body).toContain('npm run build');
  });

  it('refuses a Host header that is not its own loopback name (DNS rebinding)', async () => {
    const { port } = await startHost();
    expect((await raw(port, { path: '/', headers: { host: `evil.example:${port}` } })).status).toBe(403);
    expect((await raw(port, { path: '/', headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it('refuses API bodies that are not JSON, not parseable, or over 1 MiB', async () => {
    const { port } = await startHost();
    const post = (headers: Record<string, string>, body: string) => raw(port, { method: 'POST', path: '/api/app.info', headers, body });
    expect((await post({ ...apiHeaders, 'content-type': 'text/plain' }, '{}')).status).toBe(415);
    expect((await post(apiHeaders, '{oops')).status).toBe(400);
    expect((await post(apiHeaders, JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }))).status).toBe(413);
    expect((await raw(port, { path: '/api/app.info', headers: apiHeaders })).status).toBe(405);
  });

  it('stores an upload under its sanitised base name in a fresh temp folder', async () => {
    const { port } = await startHost();
    const response = await raw(port, {
      method: 'POST',
      path: `/upload?name=${encodeURIComponent('../../etc/My Book.pdf')}`,
      headers: { 'x-flipbook-token': TOKEN, 'content-type': 'application/octet-stream' },
      body: '%PDF-1.4 pretend',
    });
    expect(response.status).toBe(200);
    const stored = (JSON.parse(response.body) as { result: { path: string } }).result.path;
    expect(path.basename(stored)).toBe('My Book.pdf');
    expect(stored.startsWith(os.tmpdir())).toBe(true);
    expect(fs.readFileSync(stored, 'utf8')).toBe('%PDF-1.4 pretend');
  });

  it('removes uploads when the server closes', async () => {
    const host = await startHost();
    const response = await raw(host.port, { method: 'POST', path: '/upload?name=a.pdf', headers: { 'x-flipbook-token': TOKEN }, body: 'x' });
    const stored = (JSON.parse(response.body) as { result: { path: string } }).result.path;
    await new Promise<void>((resolve) => host.server.close(() => resolve()));
    expect(fs.existsSync(path.dirname(path.dirname(stored)))).toBe(false);
  });

  it('answers 413 to an upload over the limit and keeps nothing of it', async () => {
    const { port } = await startHost({ maxUploadBytes: 10 });
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('flipbook-uploads-'));
    const response = await raw(port, { method: 'POST', path: '/upload?name=big.pdf', headers: { 'x-flipbook-token': TOKEN }, body: 'x'.repeat(100) });
    expect(response.status).toBe(413);
    const created = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('flipbook-uploads-') && !before.includes(name));
    for (const folder of created) expect(fs.readdirSync(path.join(os.tmpdir(), folder))).toEqual([]);
  });

  it('requires the token for uploads, events and assets', async () => {
    const { port } = await startHost();
    expect((await raw(port, { method: 'POST', path: '/upload?name=a.pdf', body: 'x' })).status).toBe(401);
    expect((await raw(port, { path: '/events' })).status).toBe(401);
    expect((await raw(port, { path: '/assets/pages/p1/thumb.webp' })).status).toBe(401);
    expect((await raw(port, { path: `/assets/pages/p1/thumb.webp?token=${TOKEN}` })).status).toBe(404);
  });

  it('takes the token of calls and uploads from the header only, never from the URL', async () => {
    const { port } = await startHost();
    const call = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    expect((await raw(port, { ...call, path: `/api/app.info?token=${TOKEN}` })).status).toBe(401);
    expect((await raw(port, { method: 'POST', path: `/upload?name=a.pdf&token=${TOKEN}`, body: 'x' })).status).toBe(401);
    expect((await raw(port, { ...call, path: '/api/app.info', headers: apiHeaders })).status).toBe(200);
  });

  it('streams engine events as server-sent events', async () => {
    const { port, engine } = await startHost();
    const received = await new Promise<string>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: `/events?token=${TOKEN}` }, (response) => {
        expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes(': connected')) engine.context.events.emit('app.menu', { command: 'file.new' });
          if (text.includes('data: ')) {
            request.destroy();
            resolve(text);
          }
        });
      });
      request.on('error', reject);
    });
    expect(received).toContain('event: app.menu\ndata: {"command":"file.new"}\n\n');
  });
});
