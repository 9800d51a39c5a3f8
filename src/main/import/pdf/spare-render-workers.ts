import type { IdlePool, Idler } from '../../engine/idle-pool.js';
import type { Leases } from '../../engine/leases.js';
import { DOCUMENT_STEP_TIMEOUT_MS, RENDER_WORKER_MAX_DOCUMENTS } from '../import-limits.js';
import { RenderWorkerClient } from './render-worker-client.js';
import { expectReply } from './worker-reply.js';
import type { WorkerScript } from './worker-script.js';

/** The engine's idle render workers (decision 0234); absent, every use starts and ends its own. */
export type RenderSpares = IdlePool<Idler>;

/** Workers from different scripts (tests start failing ones) are never mixed up. */
export function spareKey(script: WorkerScript): string {
  return `render-worker ${String(script.source)} ${JSON.stringify(script.options)}`;
}

/** A render worker for work that `signal` cancels: an idle one of the same script if one waits, else a new one. */
export function startRenderWorker(spares: RenderSpares | undefined, script: WorkerScript, signal: AbortSignal): RenderWorkerClient {
  // A worker that ended while it waited (it crashed, or was stopped) is passed over.
  for (let spare = spares?.take(spareKey(script)) ?? null; spare; spare = spares?.take(spareKey(script)) ?? null) {
    if (spare instanceof RenderWorkerClient && spare.usable) {
      spare.bind(signal);
      return spare;
    }
    void spare.close();
  }
  return new RenderWorkerClient(script, signal);
}

/**
 * Starts a render worker idle in the spares when none waits there, so the import about to
 * run takes one whose process start and module load (about half a second, more on a busy
 * machine) overlapped the import's own start: its checks of the file, its job, its project
 * (decision 0251). Nothing starts while every lease is out (a batch is at its limit); a
 * worker never taken waits and expires as any idle one does (decision 0234).
 */
export function warmRenderWorker(spares: RenderSpares | undefined, script: WorkerScript, leases: Leases | undefined): void {
  if (!spares || spares.has(spareKey(script)) || (leases !== undefined && leases.available === 0)) return;
  spares.keep(spareKey(script), new RenderWorkerClient(script, null));
}

/**
 * Keeps one render worker waiting for an import that is about to start: the idle ones get their
 * full idle time again, and one is started when none waits. The import panel calls this while it
 * is open, more often than the idle time, so an author who reads the options for a minute still
 * finds a worker warm when they press Import (decision 0274). Answers whether one waits.
 */
export function holdRenderWorker(spares: RenderSpares | undefined, script: WorkerScript, leases: Leases | undefined): boolean {
  if (!spares) return false;
  if (spares.renew(spareKey(script)) > 0) return true;
  warmRenderWorker(spares, script, leases);
  return spares.has(spareKey(script));
}

/**
 * Ends a use of a render worker. A healthy one forgets its document and waits idle for the
 * next; one that failed, was cancelled, has a request out, or has served its share of
 * documents ends, and this resolves once its thread is gone.
 */
export async function finishRenderWorker(spares: RenderSpares | undefined, script: WorkerScript, client: RenderWorkerClient): Promise<void> {
  if (!spares || !client.usable || client.documentsOpened >= RENDER_WORKER_MAX_DOCUMENTS) return client.close();
  try {
    expectReply(await client.request({ type: 'close' }, DOCUMENT_STEP_TIMEOUT_MS, 'closing the PDF'), 'closed');
  } catch {
    return client.close();
  }
  if (!client.usable) return client.close();
  client.bind(null);
  spares.keep(spareKey(script), client);
}
