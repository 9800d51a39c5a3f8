import { parentPort } from 'node:worker_threads';
import type { WorkerMessage, WorkerRequest } from './worker-protocol.js';

/** The render worker's side of its channel to the engine, whether it runs as a thread or a process. */
export interface WorkerPort {
  onRequest(listener: (request: WorkerRequest) => void): void;
  /** A reply or a notice; `transfer` lists buffers a thread hands over instead of copying; a process copies them anyway. */
  reply(message: WorkerMessage, transfer: ArrayBuffer[]): void;
}

/**
 * The port of the engine that started this worker: its parent thread's, or the IPC channel of
 * its parent process (decision 0246). A process whose engine has gone (the channel closed)
 * ends at once, so no render worker outlives the app that started it.
 */
export function workerPort(): WorkerPort {
  const thread = parentPort;
  if (thread) {
    return {
      onRequest: (listener) => thread.on('message', listener),
      reply: (message, transfer) => thread.postMessage(message, transfer),
    };
  }
  const send = process.send?.bind(process);
  if (!send) throw new Error('render-worker must run in a worker thread or a child process with an IPC channel');
  process.on('disconnect', () => process.exit(0));
  return {
    onRequest: (listener) => process.on('message', (request) => listener(request as WorkerRequest)),
    reply: (message) => {
      send(message);
    },
  };
}
