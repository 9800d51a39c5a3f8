import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * A tiny static file server on 127.0.0.1, standing in for wherever a user uploads a
 * published book. `mounts` maps URL prefixes ('/book/') to folders; `pages` serves fixed
 * documents such as a test harness.
 */
export async function startStaticServer(mounts: Record<string, string>, pages: Record<string, string> = {}): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const pathname = decodeURIComponent(url.pathname);
    const page = pages[pathname];
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.html'] });
      response.end(page);
      return;
    }
    const file = resolveMounted(mounts, pathname);
    if (file === null || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function resolveMounted(mounts: Record<string, string>, pathname: string): string | null {
  for (const [prefix, dir] of Object.entries(mounts)) {
    if (!pathname.startsWith(prefix)) continue;
    const relative = pathname.slice(prefix.length) || 'index.html';
    const file = path.resolve(dir, relative);
    // Requests may not climb out of the mounted folder.
    return file.startsWith(path.resolve(dir) + path.sep) ? file : null;
  }
  return null;
}
