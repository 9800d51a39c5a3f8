import type { SerializedError } from '../errors/app-error.js';

/** What every transport returns for a call: a result, or one error from the closed union. */
export type Envelope<T> = { ok: true; result: T } | { ok: false; error: SerializedError };

/** The path prefix of the HTTP transport and the header that carries the session token. */
export const HTTP_API_PREFIX = '/api/';
export const HTTP_EVENTS_PATH = '/events';
export const HTTP_TOKEN_HEADER = 'x-flipbook-token';
export const HTTP_UPLOAD_PATH = '/upload';
export const HTTP_ASSET_PREFIX = '/assets/';
export const ELECTRON_ASSET_ORIGIN = 'flipbook-asset://project/';
/** The one IPC channel the Electron dispatcher serves, and the one it pushes events on. */
export const IPC_CALL_CHANNEL = 'flipbook:call';
export const IPC_EVENT_CHANNEL = 'flipbook:event';
export const IPC_DIALOG_CHANNEL = 'flipbook:dialog';
