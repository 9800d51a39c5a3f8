import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appErrorOf } from '../testing/expect-app-error.js';
import { makeImportWorld, type ImportWorld } from '../testing/import-world.js';
import { tinyPdf } from '../testing/tiny-pdf.js';
import { importPdf } from './import-pdf.js';
import type { WorkerScript } from './worker-script.js';

/**
 * A stand-in render worker that serves a 3-page document and misbehaves on page 2:
 * it crashes, exits or never answers. Page 1 succeeds, so something is written first.
 */
function misbehavingWorker(onPageTwo: 'crash' | 'exit' | 'hang'): WorkerScript {
  const misbehave = { crash: "throw new Error('renderer crashed')", exit: 'process.exit(7)', hang: 'return' }[onPageTwo];
  return {
    source: `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.type === 'open') return parentPort.postMessage({ type: 'opened', numPages: 3 });
  if (m.type === 'outline') return parentPort.postMessage({ type: 'outlined', toc: [] });
  if (m.pageNumber === 2) { ${misbehave}; }
  const bytes = () => new Uint8Array([1, 2, 3]).buffer;
  const image = { part: null, width: 30, height: 40, thumb: bytes(), normal: bytes(), hd: bytes() };
  parentPort.postMessage({ type: 'rendered', pageNumber: m.pageNumber, images: [image] });
});`,
    options: { eval: true },
  };
}

let world: ImportWorld;
let pdfFile: string;
beforeEach(() => {
  world = makeImportWorld();
  pdfFile = world.scratch('three.pdf');
  fs.writeFileSync(pdfFile, tinyPdf([1, 2, 3].map(() => ({ width: 300, height: 400 }))));
});
afterEach(() => world.cleanup());

describe('a render worker that fails mid-import', () => {
  async function expectCleanFailure(script: WorkerScript, detail: RegExp, pageTimeoutMs?: number): Promise<void> {
    const ctx = world.engine.context;
    const project = ctx.session.ensureOpen();
    const before = project.snapshot();
    const written: string[] = [];
    const put = project.assets.put.bind(project.assets);
    (project.assets as { put: typeof put }).put = (key, data) => {
      written.push(key);
      put(key, data);
    };

    const error = await appErrorOf(importPdf(ctx, { file: pdfFile, workerScript: script, maxWorkers: 1, ...(pageTimeoutMs ? { pageTimeoutMs } : {}) }));
    expect(error.code).toBe('PDF_CONVERSION_FAILED');
    expect(error.detail).toMatch(detail);
    expect(written).toHaveLength(3);
    for (const key of written) expect(project.assets.get(key)).toBeNull();
    expect(project.snapshot().pages).toEqual(before.pages);
    expect(ctx.jobs.running).toBeNull();
  }

  it('fails cleanly when the worker crashes, deleting the pages it already wrote', async () => {
    await expectCleanFailure(misbehavingWorker('crash'), /renderer crashed/);
  });

  it('fails cleanly when the worker exits', async () => {
    await expectCleanFailure(misbehavingWorker('exit'), /code 7/);
  });

  it('kills a worker whose page outlives the time limit and fails cleanly', async () => {
    await expectCleanFailure(misbehavingWorker('hang'), /rendering page 2 took longer/, 200);
  });
});
