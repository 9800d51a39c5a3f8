import type { EventMap, EventName } from '../../shared/api/events.js';

type AnyListener = (event: EventName, payload: unknown) => void;

/**
 * Fan-out of pushed events to every connected transport (IPC windows, SSE clients, CLI).
 * A listener that throws is isolated so one broken client cannot stop the others.
 */
export class EventBus {
  private readonly listeners = new Set<AnyListener>();

  emit<E extends EventName>(event: E, payload: EventMap[E]): void {
    for (const listener of this.listeners) {
      try {
        listener(event, payload);
      } catch {
        // A disconnected client must not break the engine; it is dropped by its transport.
      }
    }
  }

  subscribe(listener: AnyListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
