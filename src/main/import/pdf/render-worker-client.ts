import { AppError } from '../../../shared/errors/app-error.js';
import { ENGINE_MEMORY_CEILING_BYTES, PAGE_MEMORY_CHECK_MS, PAGE_MEMORY_LIMIT_BYTES, PAGE_MEMORY_SUSPECT_MS } from '../import-limits.js';
import type { RenderChannel } from './render-channel-contract.js';
import { startRenderChannel } from './render-channel.js';
import type { ThumbnailNotice, WorkerReply, WorkerRequest } from './worker-protocol.js';
import type { WorkerScript } from './worker-script.js';

interface Pending {
  resolve(reply: WorkerReply): void;
  reject(error: AppError): void;
  onNotice: ((notice: ThumbnailNotice) => void) | undefined;
  timer: NodeJS.Timeout;
  memoryCheck: NodeJS.Timeout;
}

/** Reads the engine's resident memory, its render worker processes' included; tests stand in their own. */
export type ResidentMemory = () => number;

/**
 * One render worker seen from the engine: request in, reply out, one at a time. A request
 * that outlives its time limit, one still running when the engine's memory passes its limit,
 * a worker that crashes or exits, and a cancel each end the worker and turn into an
 * AppError, so no hostile file can hang, crash or starve the engine.
 */
export class RenderWorkerClient {
  private readonly worker: RenderChannel;
  private readonly residentMemory: ResidentMemory;
  private pending: Pending | null = null;
  private failure: AppError | null = null;
  /** Settles once the worker has stopped, after a failure or a close. */
  private stopped: Promise<unknown> = Promise.resolve();
  private readonly onAbort = () => this.fail(new AppError('CANCELLED'));

  /** The cancel signal of the work the worker serves now; null while it waits idle. */
  private signal: AbortSignal | null = null;
  /** How many documents it has been asked to open, over all its uses. */
  private opened = 0;

  constructor(
    script: WorkerScript,
    signal: AbortSignal | null,
    residentMemory?: ResidentMemory,
  ) {
    this.worker = startRenderChannel(script);
    this.residentMemory = residentMemory ?? (() => this.worker.residentMemory());
    this.worker.listen(
      (message) => (message.type === 'thumbnail' ? this.pending?.onNotice?.(message) : this.settle(message)),
      (detail) => this.fail(new AppError('PDF_CONVERSION_FAILED', {}, detail)),
    );
    this.bind(signal);
  }

  /**
   * Serves the work `signal` cancels from now on (a spare worker taken by the next import);
   * null unbinds it while it waits idle, so no old job's cancel can end it.
   */
  bind(signal: AbortSignal | null): void {
    this.signal?.removeEventListener('abort', this.onAbort);
    this.signal = signal;
    if (!signal) return;
    signal.addEventListener('abort', this.onAbort, { once: true });
    if (signal.aborted) this.onAbort();
  }

  /** Idle, the worker does not keep the engine's process alive. */
  setIdle(idle: boolean): void {
    this.worker.setIdle(idle);
  }

  /** Whether it can take another request: it has not failed, and none is waiting. */
  get usable(): boolean {
    return this.failure === null && this.pending === null;
  }

  /** Documents opened over its life. */
  get documentsOpened(): number {
    return this.opened;
  }

  /** Sends a request; `what` names it in the detail of a timeout; `onNotice` hears what the worker sends ahead of its reply. */
  request(message: WorkerRequest, timeoutMs: number, what: string, onNotice?: (notice: ThumbnailNotice) => void): Promise<WorkerReply> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending) return Promise.reject(new AppError('PDF_CONVERSION_FAILED', {}, 'render worker is busy'));
    return new Promise<WorkerReply>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new AppError('PDF_CONVERSION_FAILED', {}, `${what} took longer than ${Math.round(timeoutMs / 1000)} s`)),
        timeoutMs,
      );
      const started = Date.now();
      const baseline = this.residentMemory();
      // The worker's heap limit cannot see native buffers (typed arrays, canvases), so the
      // engine's memory, its worker processes' included, is watched while the request runs:
      // its growth since the request began, and its total against a ceiling.
      const memoryCheck = setInterval(() => {
        if (Date.now() - started < PAGE_MEMORY_SUSPECT_MS) return;
        const resident = this.residentMemory();
        if (resident - baseline > PAGE_MEMORY_LIMIT_BYTES) {
          this.fail(new AppError('PDF_CONVERSION_FAILED', {}, `${what} needed more than ${megabytes(PAGE_MEMORY_LIMIT_BYTES)} MB of memory`));
        } else if (resident > ENGINE_MEMORY_CEILING_BYTES) {
          this.fail(new AppError('PDF_CONVERSION_FAILED', {}, `${what} went on while the engine held more than ${megabytes(ENGINE_MEMORY_CEILING_BYTES)} MB of memory`));
        }
      }, PAGE_MEMORY_CHECK_MS);
      this.pending = { resolve, reject, timer, memoryCheck, onNotice };
      if (message.type === 'open') this.opened += 1;
      this.worker.send(message);
    });
  }

  /** Stops the worker; a request still waiting fails with CANCELLED. */
  terminate(): void {
    this.fail(new AppError('CANCELLED'));
  }

  /**
   * Stops the worker and resolves once it has really ended, so whatever holds a
   * lease for it gives the lease back only when the worker's memory is gone.
   */
  async close(): Promise<void> {
    this.terminate();
    await this.stopped.catch(() => undefined);
  }

  private settle(reply: WorkerReply): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    clearInterval(pending.memoryCheck);
    pending.resolve(reply);
  }

  /** The first failure wins and is final: the worker is ended and never used again. */
  private fail(error: AppError): void {
    if (this.failure) return;
    this.failure = error;
    this.bind(null);
    const stopped = this.worker.stop();
    this.stopped = stopped;
    const pending = this.pending;
    this.pending = null;
    if (pending) {
      clearTimeout(pending.timer);
      clearInterval(pending.memoryCheck);
      // The failure is reported once the worker has really stopped (a thread deep in native
      // code stops only when it returns), so its memory is gone before the next file starts.
      void stopped.then(
        () => pending.reject(error),
        () => pending.reject(error),
      );
    }
  }
}

function megabytes(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
