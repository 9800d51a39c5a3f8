import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Leases } from '../../engine/leases.js';
import { appErrorOf } from '../testing/expect-app-error.js';
import { makeImportWorld, type ImportWorld } from '../testing/import-world.js';
import { importPdf } from './import-pdf.js';

// Two engines, as two tasks of a batch: each has its own project, the render workers are shared.
let a: ImportWorld;
let b: ImportWorld;
beforeEach(() => {
  a = makeImportWorld();
  b = makeImportWorld();
});
afterEach(() => {
  a.cleanup();
  b.cleanup();
});

describe('pdf.import on shared render workers', () => {
  it('imports two PDFs in two engines through one lease, and gives it back', async () => {
    const leases = new Leases(1);
    const [first, second] = await Promise.all([
      importPdf(a.engine.context, { file: a.writeTinyPdf('a.pdf', 3), leases }),
      importPdf(b.engine.context, { file: b.writeTinyPdf('b.pdf', 2), leases }),
    ]);
    expect([first.importedPages, second.importedPages]).toEqual([3, 2]);
    expect(leases.available).toBe(1);
  });

  it('takes a spare lease for a second worker and gives every lease back', async () => {
    const leases = new Leases(2);
    const result = await importPdf(a.engine.context, { file: a.writeTinyPdf('a.pdf', 6), leases });
    expect(result.importedPages).toBe(6);
    expect(a.progress.map((step) => step.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(leases.available).toBe(2);
  });

  it('is cancelled at once while it waits for a lease, leaving the project untouched', async () => {
    let asked: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (asked = resolve));
    // Tells the test when the import has asked for its lease, so the cancel lands while it waits.
    const leases = new (class extends Leases {
      override acquire(signal: AbortSignal) {
        const lease = super.acquire(signal);
        asked();
        return lease;
      }
    })(1);
    const held = await leases.acquire(new AbortController().signal);
    const jobId = 'waiting-import';
    const run = appErrorOf(importPdf(a.engine.context, { file: a.writeTinyPdf('a.pdf', 2), leases, jobId }));
    await waiting;
    await a.client.call('job.cancel', { id: jobId });
    expect((await run).code).toBe('CANCELLED');
    expect(a.engine.context.session.current()).toBeNull();
    held?.();
    expect(leases.available).toBe(1);
  });
});
