import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppError } from '../../shared/errors/app-error.js';
import type { Engine } from '../engine/engine.js';
import { isJsonContentType } from './request-guards.js';
import { sendError, sendJson } from './http-responses.js';

/** Every contract argument is small JSON; anything bigger is a mistake or an attack. */
export const MAX_API_BODY_BYTES = 1024 * 1024;

class BodyTooLargeError extends Error {}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.pause();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * `POST /api/<method>` after the token, host and origin checks: parses the JSON body and
 * answers 200 with whatever envelope the engine's dispatcher produced, errors included, so
 * the HTTP transport reports exactly what IPC and in-process calls report. `guard` may refuse
 * a call first (the browser host's bound on file paths).
 */
export async function handleApiCall(engine: Engine, name: string, request: IncomingMessage, response: ServerResponse, guard?: (name: string, arg: unknown) => AppError | null): Promise<void> {
  if (request.method !== 'POST') {
    sendError(response, 405, 'INVALID_ARGUMENT', 'use POST', { Allow: 'POST' });
    return;
  }
  if (!isJsonContentType(request.headers['content-type'])) {
    sendError(response, 415, 'INVALID_ARGUMENT', 'the body must be application/json');
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(request, MAX_API_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) sendError(response, 413, 'INVALID_ARGUMENT', 'the body is over 1 MiB', { Connection: 'close' });
    else sendError(response, 400, 'INVALID_ARGUMENT', 'the body could not be read');
    return;
  }
  let arg: unknown;
  try {
    arg = body.length === 0 ? undefined : JSON.parse(body.toString('utf8'));
  } catch {
    sendError(response, 400, 'INVALID_ARGUMENT', 'the body is not valid JSON');
    return;
  }
  // Refused as the engine refuses a call, so the editor shows the message like any other.
  const refusal = guard?.(name, arg) ?? null;
  sendJson(response, 200, refusal === null ? await engine.dispatch(name, arg) : { ok: false, error: refusal.toJSON() });
}
