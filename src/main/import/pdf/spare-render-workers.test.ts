import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IdlePool, type Idler } from '../../engine/idle-pool.js';
import { RenderWorkerClient } from './render-worker-client.js';
import { appErrorOf } from '../testing/expect-app-error.js';
import { makeImportWorld, type ImportWorld } from '../testing/import-world.js';
import { importPdf } from './import-pdf.js';
import { inspectPdf } from './inspect-pdf.js';
import { Leases } from '../../engine/leases.js';
import { holdRenderWorker, spareKey, warmRenderWorker } from './spare-render-workers.js';
import { renderWorkerScript } from './worker-script.js';

let world: ImportWorld;
let spares: IdlePool<Idler>;
beforeEach(() => {
  // Idle for a minute, so a busy machine's pause between two steps cannot end them early.
  spares = new IdlePool<Idler>(2, 60_000);
  world = makeImportWorld({ renderSpares: spares });
});
afterEach(async () => {
  world.cleanup();
  await spares.dispose();
});

/** How many documents each idle worker has opened, looked at without using them up. */
function idleWorkersDocuments(): number[] {
  const key = spareKey(renderWorkerScript());
  const taken: RenderWorkerClient[] = [];
  for (let spare = spares.take(key); spare; spare = spares.take(key)) {
    if (!(spare instanceof RenderWorkerClient)) throw new Error('an idle thing that is not a render worker');
    taken.push(spare);
  }
  for (const spare of taken.reverse()) spares.keep(key, spare);
  return taken.map((spare) => spare.documentsOpened).sort();
}

describe('idle render workers', () => {
  it('leave an import waiting idle, and the next import takes them instead of starting new ones', async () => {
    await importPdf(world.engine.context, { file: world.writeTinyPdf('a.pdf', 4) });
    expect(idleWorkersDocuments()).toEqual([1, 1]);
    await importPdf(world.engine.context, { file: world.writeTinyPdf('b.pdf', 4) });
    // Both were used again: each has now opened two documents.
    expect(idleWorkersDocuments()).toEqual([2, 2]);
  });

  it('serve the import the panel starts after its inspect', async () => {
    const file = world.writeTinyPdf('a.pdf', 1);
    await inspectPdf(file, undefined, { spares: world.engine.context.renderSpares });
    expect(idleWorkersDocuments()).toEqual([1]);
    await importPdf(world.engine.context, { file });
    expect(idleWorkersDocuments()).toEqual([2]);
  });

  it('are passed over when they ended while they waited', async () => {
    await importPdf(world.engine.context, { file: world.writeTinyPdf('a.pdf', 1), maxWorkers: 1 });
    const spare = spares.take(spareKey(renderWorkerScript()));
    if (!(spare instanceof RenderWorkerClient)) throw new Error('no idle render worker after the import');
    await spare.close();
    spares.keep(spareKey(renderWorkerScript()), spare);
    const result = await importPdf(world.engine.context, { file: world.writeTinyPdf('b.pdf', 1), maxWorkers: 1 });
    expect(result.importedPages).toBe(1);
    // The new worker has opened one document: the ended one was not used.
    expect(idleWorkersDocuments()).toEqual([1]);
  });

  it('are not kept from a cancelled import, which still leaves the project as it was', async () => {
    const jobId = 'cancelled-import';
    world.client.on('job.progress', (event) => {
      if (event.id === jobId && event.state === 'running' && event.step === 'pages' && event.done === 1) void world.client.call('job.cancel', { id: jobId });
    });
    const run = appErrorOf(importPdf(world.engine.context, { file: world.writeTinyPdf('a.pdf', 12), jobId, maxWorkers: 1 }));
    expect((await run).code).toBe('CANCELLED');
    expect(world.engine.context.session.current()).toBeNull();
    expect(idleWorkersDocuments()).toEqual([]);
  });

  it('start one ahead of an import, which then takes it instead of starting its own', async () => {
    warmRenderWorker(spares, renderWorkerScript(), undefined);
    warmRenderWorker(spares, renderWorkerScript(), undefined);
    // One waits, and it has opened nothing yet.
    expect(idleWorkersDocuments()).toEqual([0]);
    await importPdf(world.engine.context, { file: world.writeTinyPdf('a.pdf', 1), maxWorkers: 1 });
    expect(idleWorkersDocuments()).toEqual([1]);
  });

  it('are held for an import panel: one started when none waits, then kept rather than added to', async () => {
    expect(await world.client.call('pdf.holdWorker', {})).toEqual({ waiting: true });
    expect(idleWorkersDocuments()).toEqual([0]);
    expect(await world.client.call('pdf.holdWorker', {})).toEqual({ waiting: true });
    expect(idleWorkersDocuments()).toEqual([0]);
    // The import the panel leads to takes the held worker.
    await importPdf(world.engine.context, { file: world.writeTinyPdf('a.pdf', 1), maxWorkers: 1 });
    expect(idleWorkersDocuments()).toEqual([1]);
  });

  it('are not held while every lease is out', async () => {
    const leases = new Leases(1);
    const release = await leases.acquire(new AbortController().signal);
    expect(holdRenderWorker(spares, renderWorkerScript(), leases)).toBe(false);
    expect(idleWorkersDocuments()).toEqual([]);
    release?.();
    expect(holdRenderWorker(spares, renderWorkerScript(), leases)).toBe(true);
  });

  it('are not started ahead while every lease is out', async () => {
    const leases = new Leases(1);
    const release = await leases.acquire(new AbortController().signal);
    warmRenderWorker(spares, renderWorkerScript(), leases);
    expect(idleWorkersDocuments()).toEqual([]);
    release?.();
    warmRenderWorker(spares, renderWorkerScript(), leases);
    expect(idleWorkersDocuments()).toEqual([0]);
  });

  it('start before an import checks its file, and wait idle when the file is refused', async () => {
    const missing = appErrorOf(importPdf(world.engine.context, { file: world.writeTinyPdf('a.pdf', 1).replace('a.pdf', 'missing.pdf') }));
    expect((await missing).code).toBe('FILE_NOT_FOUND');
    expect(idleWorkersDocuments()).toEqual([0]);
  });
});
