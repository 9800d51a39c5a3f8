import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keptConnection } from '../../../scripts/bench/server/kept-connection.js';
import { listUnderLoad } from '../../../scripts/bench/server/list-load.js';

const servers: http.Server[] = [];

/** A local server whose answers `handle` writes; resolves with its port. */
async function serve(handle: http.RequestListener): Promise<number> {
  const server = http.createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

const get = (port: number, route: string) => `GET ${route} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;

describe('keptConnection', () => {
  it('reads each answer to its last byte, over one socket, also when the body comes in several pieces', async () => {
    const sockets = new Set<unknown>();
    const port = await serve((request, response) => {
      sockets.add(request.socket);
      const body = Buffer.alloc(200_000, request.url === '/a' ? 'a' : 'b');
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-length': body.length });
      // Two writes: the client must wait for the whole length, not the first piece.
      response.write(body.subarray(0, 1000));
      setImmediate(() => response.end(body.subarray(1000)));
    });
    const connection = keptConnection(port);
    await connection.open;
    expect(await connection.send(get(port, '/a'))).toBe(200);
    expect(await connection.send(get(port, '/missing'))).toBe(404);
    expect(await connection.send(get(port, '/b'))).toBe(200);
    connection.close();
    expect(sockets.size).toBe(1);
  });

  it('refuses an answer without a length, and a second request while one is on its way', async () => {
    const port = await serve((_request, response) => {
      response.writeHead(200, { 'transfer-encoding': 'chunked' });
      response.end('chunked');
    });
    const connection = keptConnection(port);
    const pending = connection.send(get(port, '/'));
    await expect(connection.send(get(port, '/'))).rejects.toThrow(/one request at a time/);
    await expect(pending).rejects.toThrow(/without Content-Length/);
    connection.close();
  });
});

describe('listUnderLoad', () => {
  it('sends the first request on every connection before the clock, then times every round of every client', async () => {
    const seen: string[] = [];
    const port = await serve((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(200, { 'content-length': 2 });
      response.end('ok');
    });
    let startedAfter = -1;
    const load = await listUnderLoad(port, get(port, '/account'), (round) => get(port, `/list?page=${round + 1}`), 4, 3, () => (startedAfter = seen.length));
    expect(startedAfter).toBe(4);
    expect(seen.slice(0, 4)).toEqual(Array(4).fill('/account'));
    expect(seen.filter((url) => url.startsWith('/list')).sort()).toEqual([...Array(4).fill('/list?page=1'), ...Array(4).fill('/list?page=2'), ...Array(4).fill('/list?page=3')]);
    expect(load.latencies).toHaveLength(12);
    expect(load.byRound.map((round) => round.length)).toEqual([4, 4, 4]);
    expect(load.firstLatencies).toHaveLength(4);
  });

  it('fails when a listing answers with an error', async () => {
    const port = await serve((request, response) => {
      response.writeHead(request.url === '/account' ? 200 : 500, { 'content-length': 0 });
      response.end();
    });
    await expect(listUnderLoad(port, get(port, '/account'), () => get(port, '/list'), 2, 1)).rejects.toThrow(/HTTP 500/);
  });
});
