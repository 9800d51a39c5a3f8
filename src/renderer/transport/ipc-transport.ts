import type { FlipbookClient } from '../../shared/api/client.js';
import { ELECTRON_ASSET_ORIGIN } from '../../shared/api/envelope.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { FlipbookBridge } from './flipbook-global.js';

/**
 * The Electron transport. The preload rejects with a plain serialised error object
 * (Error instances do not survive the context bridge), so it is revived here.
 */
export function createIpcClient(bridge: FlipbookBridge): FlipbookClient {
  return {
    async call(name, arg) {
      try {
        return await bridge.call(name, arg);
      } catch (error) {
        throw reviveError(error);
      }
    },
    on(event, listener) {
      return bridge.on(event, listener);
    },
    assetUrl(key, revision) {
      const url = `${ELECTRON_ASSET_ORIGIN}${key.split('/').map(encodeURIComponent).join('/')}`;
      return revision === undefined ? url : `${url}?v=${revision}`;
    },
  };
}

function reviveError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Electron wraps rejections as "Error invoking remote method ...: {json}" in some versions.
  if (error instanceof Error) {
    const json = error.message.match(/\{.*\}$/s)?.[0];
    if (json !== undefined) {
      try {
        return AppError.fromJSON(JSON.parse(json));
      } catch {
        return new AppError('UNKNOWN', {}, error.message);
      }
    }
  }
  return AppError.fromJSON(error);
}
