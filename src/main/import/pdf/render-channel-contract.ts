import { RENDER_WORKER_HEAP_MB, RENDER_WORKER_YOUNG_HEAP_MB } from '../import-limits.js';
import type { WorkerMessage, WorkerRequest } from './worker-protocol.js';

/** What the engine sees of a running render worker, thread or process alike. */
export interface RenderChannel {
  send(request: WorkerRequest): void;
  /** `reply` for each answer and notice; `ended` once, with why, when it crashes or exits on its own. */
  listen(reply: (message: WorkerMessage) => void, ended: (detail: string) => void): void;
  /** Ends it; resolves once it is really gone, and its memory with it. */
  stop(): Promise<void>;
  /** Idle, it does not keep the engine's process alive. */
  setIdle(idle: boolean): void;
  /** The memory its requests are held to: the engine's, with this worker's when it is a process of its own. */
  residentMemory(): number;
}

/** The heap limits every render worker gets unless its script sets its own. */
export const RENDER_WORKER_LIMITS = { maxOldGenerationSizeMb: RENDER_WORKER_HEAP_MB, maxYoungGenerationSizeMb: RENDER_WORKER_YOUNG_HEAP_MB };
