import type { Envelope } from '../../shared/api/envelope.js';
import type { EngineContext } from './context.js';
import type { HandlerRegistry } from './registry.js';

/**
 * What every host holds: the context the domains share, the registry of their handlers and
 * the one dispatch every transport calls. The composition root (src/main/app) builds it.
 */
export interface Engine {
  readonly context: EngineContext;
  readonly registry: HandlerRegistry;
  /** Settles once the engine knows its edition (the stored licence read); hosts wait for it before serving. */
  readonly ready: Promise<void>;
  /** Validates and runs one call; never throws. */
  dispatch(name: string, arg: unknown): Promise<Envelope<unknown>>;
  /** Reads a blob of the open project as stored; null when absent or the key is bad. */
  readAsset(key: string): Uint8Array | null;
  /**
   * A blob of the open project as the editor and its preview show it: a trial's page images
   * carry the watermark, as they will when published. What hosts serve.
   */
  serveAsset(key: string): Promise<Uint8Array | null>;
  dispose(): void;
}
