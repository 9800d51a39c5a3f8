import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HTTP_API_PREFIX, HTTP_ASSET_PREFIX, HTTP_EVENTS_PATH, HTTP_TOKEN_HEADER, HTTP_UPLOAD_PATH } from '../../shared/api/envelope.js';
import type { Engine } from '../engine/engine.js';
import { handleApiCall } from './api-route.js';
import { openEventStream } from './event-stream.js';
import { BASE_HEADERS, sendBytes, sendError, sendHtmlMessage, sendJson } from './http-responses.js';
import { isAllowedHost, isAllowedOrigin, tokensEqual } from './request-guards.js';
import { contentTypeFor, EDITOR_CSP, readServedFile, resolveInside } from '../http/static-files.js';
import { UploadStore, UploadTooLargeError } from './upload-store.js';
import { checkCallPaths } from './path-guard.js';

export interface WebServerOptions {
  /** The session token every API, upload, event and asset request must present. */
  token: string;
  /** The built editor (dist/renderer). */
  rendererDir: string;
  /** The built reader (dist/reader), served under /reader/ for the live preview. */
  readerDir: string;
  /** Upload size limit; 1 GiB unless a test wants a small one. */
  maxUploadBytes?: number;
  /**
   * The folders calls may name files in, besides the upload folder (path-guard.ts); absent,
   * calls are not bounded (the tests of the transport itself).
   */
  allowedRoots?: readonly string[];
}

const READER_PREFIX = '/reader/';

function splitUrl(raw: string | undefined): { pathname: string; query: URLSearchParams } {
  const url = raw ?? '/';
  const mark = url.indexOf('?');
  // The path stays raw (still encoded, dot segments intact) so the traversal guard sees it.
  return mark === -1 ? { pathname: url, query: new URLSearchParams() } : { pathname: url.slice(0, mark), query: new URLSearchParams(url.slice(mark + 1)) };
}

/**
 * The browser host: the contract over `POST /api/<name>`, engine events over SSE, uploads,
 * project assets and the built editor and reader. Bind it to 127.0.0.1 only; the token, host
 * and origin checks assume a loopback listener.
 */
export function createWebServer(engine: Engine, options: WebServerOptions): http.Server {
  const uploads = new UploadStore(options.maxUploadBytes);
  const streams = new Set<() => void>();

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = request.headers.host;
    if (!isAllowedHost(host, request.socket.localPort ?? -1)) {
      sendError(response, 403, 'UNAUTHORIZED', 'unexpected Host header');
      return;
    }
    if (!isAllowedOrigin(request.headers.origin, host)) {
      sendError(response, 403, 'UNAUTHORIZED', 'cross-origin request refused');
      return;
    }
    const { pathname, query } = splitUrl(request.url);
    const headerToken = request.headers[HTTP_TOKEN_HEADER];
    // Calls and uploads are made by script, which sends the header; only what a browser loads
    // by itself (the event stream, images and media) may carry the token in its URL, where
    // logs and the Referer header can see it.
    const fromHeader = typeof headerToken === 'string' ? headerToken : null;
    const presented = fromHeader ?? query.get('token');

    if (pathname.startsWith(HTTP_API_PREFIX)) {
      if (!tokensEqual(fromHeader, options.token)) return sendError(response, 401, 'UNAUTHORIZED', 'missing or wrong token');
      let name: string;
      try {
        name = decodeURIComponent(pathname.slice(HTTP_API_PREFIX.length));
      } catch {
        return sendError(response, 400, 'INVALID_ARGUMENT', 'bad method name');
      }
      const roots = options.allowedRoots;
      return handleApiCall(engine, name, request, response, roots === undefined ? undefined : (method, arg) => checkCallPaths(method, arg, [...roots, uploads.rootDir()]));
    }
    if (pathname === HTTP_EVENTS_PATH) {
      if (request.method !== 'GET') return sendError(response, 405, 'INVALID_ARGUMENT', 'use GET', { Allow: 'GET' });
      if (!tokensEqual(presented, options.token)) return sendError(response, 401, 'UNAUTHORIZED', 'missing or wrong token');
      const close = openEventStream(response, engine.context.events, { ...BASE_HEADERS });
      streams.add(close);
      response.on('close', () => streams.delete(close));
      return;
    }
    if (pathname === HTTP_UPLOAD_PATH) return upload(request, response, query, fromHeader);
    if (pathname.startsWith(HTTP_ASSET_PREFIX)) return asset(request, response, pathname, presented);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(response, 405, 'INVALID_ARGUMENT', 'only GET and HEAD are served here', { Allow: 'GET, HEAD' });
    }
    if (pathname === '/reader') {
      response.writeHead(308, { ...BASE_HEADERS, Location: READER_PREFIX });
      response.end();
      return;
    }
    if (pathname.startsWith(READER_PREFIX)) return serveStatic(request, response, options.readerDir, pathname.slice(READER_PREFIX.length), false);
    return serveStatic(request, response, options.rendererDir, pathname.slice(1), true);
  }

  async function upload(request: IncomingMessage, response: ServerResponse, query: URLSearchParams, presented: string | null): Promise<void> {
    if (request.method !== 'POST') return sendError(response, 405, 'INVALID_ARGUMENT', 'use POST', { Allow: 'POST' });
    if (!tokensEqual(presented, options.token)) return sendError(response, 401, 'UNAUTHORIZED', 'missing or wrong token');
    const name = query.get('name');
    if (name === null || name.trim() === '') return sendError(response, 400, 'INVALID_ARGUMENT', 'the name parameter is required');
    try {
      const file = await uploads.receive(request, name);
      sendJson(response, 200, { ok: true, result: { path: file } });
    } catch (error) {
      if (error instanceof UploadTooLargeError) sendError(response, 413, 'INVALID_ARGUMENT', error.message, { Connection: 'close' });
      else sendError(response, 500, 'UNKNOWN', error instanceof Error ? error.message : String(error));
    }
  }

  async function asset(request: IncomingMessage, response: ServerResponse, pathname: string, presented: string | null): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(response, 405, 'INVALID_ARGUMENT', 'use GET', { Allow: 'GET, HEAD' });
    if (!tokensEqual(presented, options.token)) return sendError(response, 401, 'UNAUTHORIZED', 'missing or wrong token');
    let key: string;
    try {
      key = decodeURIComponent(pathname.slice(HTTP_ASSET_PREFIX.length));
    } catch {
      return sendError(response, 404, 'INVALID_ARGUMENT', 'no such asset');
    }
    const data = await engine.serveAsset(key);
    if (data === null) return sendError(response, 404, 'INVALID_ARGUMENT', 'no such asset');
    sendBytes(response, 200, data, { 'Content-Type': contentTypeFor(key), 'Cache-Control': 'no-cache' }, request.method === 'HEAD');
  }

  async function serveStatic(request: IncomingMessage, response: ServerResponse, root: string, relative: string, isEditor: boolean): Promise<void> {
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      const what = isEditor ? 'The editor' : 'The reader';
      return sendHtmlMessage(response, 500, 'Flipbook Studio is not built', `${what} has not been built yet (${root} is missing). Run "npm run build", then start the web host again.`);
    }
    const file = resolveInside(root, relative);
    const body = file === null ? null : await readServedFile(root, file);
    if (file === null || body === null) return sendHtmlMessage(response, 404, 'Not found', 'There is no such file.');
    const headers: Record<string, string> = { 'Content-Type': contentTypeFor(file), 'Cache-Control': 'no-cache' };
    // The reader brings its own meta CSP; a header here would have to repeat it exactly.
    if (isEditor) headers['Content-Security-Policy'] = EDITOR_CSP;
    sendBytes(response, 200, body, headers, request.method === 'HEAD');
  }

  const server = http.createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, 'UNKNOWN', error instanceof Error ? error.message : String(error));
      else response.destroy();
    });
  });
  // Event streams never end on their own, so close() would wait for them forever; ending
  // them first lets close() finish once in-flight requests are answered.
  const closeServer = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const close of streams) close();
    return closeServer(callback);
  }) as typeof server.close;
  server.on('close', () => uploads.dispose());
  return server;
}
