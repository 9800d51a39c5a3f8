import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentTypeFor, readServedFile, resolveInside } from '../http/static-files.js';
import { tokensEqual } from '../web/request-guards.js';

export interface PreviewServer {
  readonly port: number;
  /** Stops listening and drops every open connection (a phone's keep-alive would hold it open). */
  close(): Promise<void>;
}

/**
 * Headers on every answer. No referrer, so a link the author put in the book never carries the
 * token away; no caching, so a phone's reload after Refresh shows the new book.
 */
const HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

function answer(response: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...HEADERS, ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) });
  response.end(text);
}

/**
 * Serves one published book folder, read-only, at `http://<address>:<port>/<token>/`. Every
 * path outside the token's prefix, a wrong or missing token, a folder (no listings) and a path
 * that would leave the book all get the same 404, so a stranger on the network learns nothing
 * about what is there. Only GET and HEAD are answered.
 */
export async function startPreviewServer(root: () => string, token: string, address: string): Promise<PreviewServer> {
  const prefix = `/${token}/`;
  const server = http.createServer((request, response) => {
    void serve(request, response).catch(() => {
      if (!response.headersSent) answer(response, 500, 'The book could not be read.');
      else response.destroy();
    });
  });

  async function serve(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(response, 405, 'Only GET and HEAD are served.', { Allow: 'GET, HEAD' });
    const raw = request.url ?? '/';
    const pathname = raw.split('?', 1)[0] ?? '/';
    const [, presented = '', ...rest] = pathname.split('/');
    if (!tokensEqual(presented, token)) return answer(response, 404, 'Not found.');
    // The bare token (no slash) would resolve the book's relative links against the wrong folder.
    if (rest.length === 0) {
      response.writeHead(308, { ...HEADERS, Location: prefix });
      response.end();
      return;
    }
    const folder = root();
    const file = resolveInside(folder, pathname.slice(prefix.length));
    const body = file === null ? null : await readServedFile(folder, file);
    if (body === null) return answer(response, 404, 'Not found.');
    response.writeHead(200, { ...HEADERS, 'Content-Type': contentTypeFor(file ?? ''), 'Content-Length': String(body.byteLength) });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
