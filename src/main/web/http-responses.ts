import type { ServerResponse } from 'node:http';
import type { Envelope } from '../../shared/api/envelope.js';
import { AppError, type ErrorParams } from '../../shared/errors/app-error.js';
import type { ErrorCode } from '../../shared/errors/error-codes.js';

/**
 * Headers on every response. The token travels in the editor's first URL, so no referrer
 * may carry it away; only our own origin may frame our pages.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function sendJson(response: ServerResponse, status: number, body: Envelope<unknown>, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...BASE_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

/** Answers with an error envelope, the same shape every transport uses. */
export function sendError(
  response: ServerResponse,
  status: number,
  code: ErrorCode,
  detail: string,
  headers: Record<string, string> = {},
  params: ErrorParams = {},
): void {
  sendJson(response, status, { ok: false, error: new AppError(code, params, detail).toJSON() }, headers);
}

export function sendBytes(response: ServerResponse, status: number, body: Uint8Array, headers: Record<string, string>, headOnly = false): void {
  response.writeHead(status, { ...BASE_HEADERS, ...headers, 'Content-Length': String(body.byteLength) });
  response.end(headOnly ? undefined : body);
}

/** A small HTML page for the cases a person sees in the browser (editor not built). */
export function sendHtmlMessage(response: ServerResponse, status: number, title: string, message: string): void {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html><meta charset="utf-8"><title>${escape(title)}</title><h1>${escape(title)}</h1><p>${escape(message)}</p>\n`;
  sendBytes(response, status, Buffer.from(html), {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'no-store',
  });
}
