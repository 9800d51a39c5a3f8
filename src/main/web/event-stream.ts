import type { ServerResponse } from 'node:http';
import type { EventBus } from '../engine/event-bus.js';

/** Proxies and idle timeouts drop silent connections; a comment line keeps them open. */
export const KEEP_ALIVE_MS = 15_000;

/** One server-sent event frame. JSON never contains a raw newline, so one data line suffices. */
export function formatServerSentEvent(event: string, payload: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/**
 * Turns a response into an event stream of every engine event until the client goes away;
 * returns the function that ends it (also called when the connection closes).
 */
export function openEventStream(response: ServerResponse, events: EventBus, headers: Record<string, string>): () => void {
  response.writeHead(200, {
    ...headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  response.write(': connected\n\n');
  const unsubscribe = events.subscribe((event, payload) => {
    response.write(formatServerSentEvent(event, payload));
  });
  const timer = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  timer.unref();
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    unsubscribe();
    if (!response.writableEnded) response.end();
  };
  response.on('close', close);
  return close;
}
