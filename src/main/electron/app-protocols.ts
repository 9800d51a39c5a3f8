import { protocol } from 'electron';
import type { Engine } from '../engine/engine.js';
import { contentTypeFor, readServedFile, resolveInside } from '../http/static-files.js';
import { APP_SCHEME, ASSET_SCHEME, appRequestTarget, assetKeyFromUrl, ELECTRON_EDITOR_CSP, ELECTRON_READER_CSP } from './url-policy.js';

const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' };

/**
 * Must run before the app is ready. Standard + secure gives app:// real origins (so the
 * editor and the reader are isolated from each other) and the secure-context APIs; the
 * editor's module scripts are fetched in CORS mode, which needs corsEnabled.
 */
export function registerPrivilegedSchemes(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } },
    { scheme: ASSET_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } },
  ]);
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * Serves app://editor/ from the built editor, app://reader/ from the built reader, and
 * flipbook-asset://project/<key> from the open project. Paths go through the same
 * traversal guard as the web host.
 */
export function handleAppProtocols(engine: Engine, dirs: { rendererDir: string; readerDir: string }): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const target = appRequestTarget(request.url);
    if (target === null) return notFound();
    const root = target.site === 'editor' ? dirs.rendererDir : dirs.readerDir;
    const file = resolveInside(root, target.path);
    const body = file === null ? null : await readServedFile(root, file);
    if (file === null || body === null) return notFound();
    return new Response(new Uint8Array(body), {
      headers: {
        ...COMMON_HEADERS,
        'Content-Type': contentTypeFor(file),
        'Content-Security-Policy': target.site === 'editor' ? ELECTRON_EDITOR_CSP : ELECTRON_READER_CSP,
      },
    });
  });
  protocol.handle(ASSET_SCHEME, async (request) => {
    const key = assetKeyFromUrl(request.url);
    const data = key === null ? null : await engine.serveAsset(key);
    if (key === null || data === null) return notFound();
    return new Response(new Uint8Array(data), { headers: { ...COMMON_HEADERS, 'Content-Type': contentTypeFor(key) } });
  });
}
