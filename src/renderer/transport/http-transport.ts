import type { FlipbookClient } from '../../shared/api/client.js';
import type { Envelope } from '../../shared/api/envelope.js';
import { HTTP_API_PREFIX, HTTP_ASSET_PREFIX, HTTP_EVENTS_PATH, HTTP_TOKEN_HEADER } from '../../shared/api/envelope.js';
import { EVENT_NAMES } from '../../shared/api/events.js';
import { AppError } from '../../shared/errors/app-error.js';

const TOKEN_STORAGE_KEY = 'flipbook.token';

/**
 * Reads the session token once: from `?token=` on first load (then removes it from the
 * address bar so it is not bookmarked or shared), or from sessionStorage after a reload.
 */
export function takeSessionToken(): string {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl !== null && fromUrl !== '') {
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return window.sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? '';
}

type Listener = (payload: unknown) => void;

/** The browser-host transport: POST /api/<name> for calls and one EventSource for events. */
export function createHttpClient(token: string): FlipbookClient {
  const listeners = new Map<string, Set<Listener>>();
  let source: EventSource | null = null;

  function ensureEventSource(): void {
    if (source !== null) return;
    source = new EventSource(`${HTTP_EVENTS_PATH}?token=${encodeURIComponent(token)}`);
    for (const name of EVENT_NAMES) {
      source.addEventListener(name, (event) => {
        let payload: unknown;
        try {
          payload = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        for (const listener of listeners.get(name) ?? []) listener(payload);
      });
    }
  }

  return {
    async call(name, arg) {
      let response: Response;
      try {
        response = await fetch(`${HTTP_API_PREFIX}${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: token },
          body: JSON.stringify(arg ?? {}),
        });
      } catch (error) {
        throw new AppError('NETWORK', {}, String(error));
      }
      let envelope: Envelope<never>;
      try {
        envelope = (await response.json()) as Envelope<never>;
      } catch {
        throw new AppError(response.status === 401 || response.status === 403 ? 'UNAUTHORIZED' : 'NETWORK');
      }
      if (envelope.ok) return envelope.result;
      throw AppError.fromJSON(envelope.error);
    },
    on(event, listener) {
      ensureEventSource();
      let set = listeners.get(event);
      if (set === undefined) {
        set = new Set();
        listeners.set(event, set);
      }
      const entry = listener as Listener;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    assetUrl(key, revision) {
      const path = key.split('/').map(encodeURIComponent).join('/');
      const version = revision === undefined ? '' : `&v=${revision}`;
      return `${HTTP_ASSET_PREFIX}${path}?token=${encodeURIComponent(token)}${version}`;
    },
  };
}
