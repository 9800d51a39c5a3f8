import type { FlipbookClient } from '../../shared/api/client.js';
import type { MethodArg, MethodName, MethodResult } from '../../shared/api/contract.js';
import type { EventMap, EventName } from '../../shared/api/events.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { Engine } from './engine.js';

/**
 * The in-process transport, for the CLI and the tests. It goes through the same dispatch
 * and a JSON round trip, so it behaves exactly like IPC and HTTP at the boundary.
 */
export function createInProcessClient(engine: Engine): FlipbookClient {
  return {
    async call<K extends MethodName>(name: K, arg: MethodArg<K>): Promise<MethodResult<K>> {
      const envelope = await engine.dispatch(name, JSON.parse(JSON.stringify(arg ?? {})));
      if (!envelope.ok) throw AppError.fromJSON(envelope.error);
      return JSON.parse(JSON.stringify(envelope.result)) as MethodResult<K>;
    },
    on<E extends EventName>(event: E, listener: (payload: EventMap[E]) => void): () => void {
      return engine.context.events.subscribe((name, payload) => {
        if (name === event) listener(payload as EventMap[E]);
      });
    },
    assetUrl: (key) => `asset:${key}`,
  };
}
