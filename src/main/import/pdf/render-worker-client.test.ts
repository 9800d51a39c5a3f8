import { describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../platform/process-alive.js';
import { RenderWorkerClient } from './render-worker-client.js';
import type { WorkerScript } from './worker-script.js';

// Stand-in workers written inline, to drive the client through each way a real one can fail.
const echo: WorkerScript = {
  source: `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => parentPort.postMessage({ type: 'opened', numPages: m.pages }));`,
  options: { eval: true },
};
/** Answers like echo, but only after `ms` of work: long enough for the memory watch to look. */
function slowEcho(ms: number): WorkerScript {
  return {
    source: `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => setTimeout(() => parentPort.postMessage({ type: 'opened', numPages: m.pages }), ${ms}));`,
    options: { eval: true },
  };
}
const silent: WorkerScript = {
  source: `require('node:worker_threads').parentPort.on('message', () => {});`,
  options: { eval: true },
};
const crashing: WorkerScript = {
  source: `require('node:worker_threads').parentPort.on('message', () => { throw new Error('boom'); });`,
  options: { eval: true },
};
const exiting: WorkerScript = {
  source: `require('node:worker_threads').parentPort.on('message', () => process.exit(3));`,
  options: { eval: true },
};

const hungry: WorkerScript = {
  source: `const kept = [];
require('node:worker_threads').parentPort.on('message', () => { for (;;) kept.push({ filler: new Array(1000).fill(kept.length) }); });`,
  options: { eval: true, resourceLimits: { maxOldGenerationSizeMb: 32 } },
};

const open = { type: 'open', file: 'x.pdf', password: null, pages: 7 } as never;

describe('render worker client', () => {
  it('passes a reply back to the request that asked for it', async () => {
    const client = new RenderWorkerClient(echo, new AbortController().signal);
    await expect(client.request(open, 30_000, 'opening')).resolves.toEqual({ type: 'opened', numPages: 7 });
    client.terminate();
  });

  it('fails a request that outlives its time limit with PDF_CONVERSION_FAILED, naming the step', async () => {
    const client = new RenderWorkerClient(silent, new AbortController().signal);
    await expect(client.request(open, 50, 'rendering page 3')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: expect.stringContaining('rendering page 3'),
    });
    // A worker that timed out is finished: it takes no further requests.
    await expect(client.request(open, 30_000, 'again')).rejects.toMatchObject({ code: 'PDF_CONVERSION_FAILED' });
  });

  it('stops a request still running when the engine runs out of memory, but not a fresh one', async () => {
    const MB = 1024 * 1024;
    let resident = 300 * MB;
    const client = new RenderWorkerClient(silent, new AbortController().signal, () => resident);
    const started = Date.now();
    const request = client.request(open, 30_000, 'rendering page 9');
    // The page's own doing: 1.7 GB more than when it began.
    resident = 2000 * MB;
    await expect(request).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: 'rendering page 9 needed more than 1536 MB of memory',
    });
    // Only a request that has run a while is held responsible.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    resident = 100 * 1024 * 1024;
    const calm = new RenderWorkerClient(echo, new AbortController().signal, () => resident);
    await expect(calm.request(open, 30_000, 'opening')).resolves.toEqual({ type: 'opened', numPages: 7 });
    calm.terminate();
  });

  it('does not blame a page for memory another book in the same engine already held, up to the ceiling', async () => {
    const MB = 1024 * 1024;
    const resident = 2000 * MB;
    const beside = new RenderWorkerClient(slowEcho(3600), new AbortController().signal, () => resident);
    await expect(beside.request(open, 30_000, 'opening')).resolves.toEqual({ type: 'opened', numPages: 7 });
    beside.terminate();
    const over = new RenderWorkerClient(silent, new AbortController().signal, () => 3200 * MB);
    await expect(over.request(open, 30_000, 'rendering page 2')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: 'rendering page 2 went on while the engine held more than 3072 MB of memory',
    });
  });

  it('fails the waiting request when the worker crashes', async () => {
    const client = new RenderWorkerClient(crashing, new AbortController().signal);
    await expect(client.request(open, 30_000, 'opening')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: expect.stringContaining('boom'),
    });
  });

  it('fails the waiting request when the worker exits', async () => {
    const client = new RenderWorkerClient(exiting, new AbortController().signal);
    await expect(client.request(open, 30_000, 'opening')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: expect.stringContaining('code 3'),
    });
  });

  it('fails the waiting request when the worker runs out of its heap, and the engine lives on', async () => {
    const client = new RenderWorkerClient(hungry, new AbortController().signal);
    await expect(client.request(open, 60_000, 'opening')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: expect.stringMatching(/crashed|exited/),
    });
  });

  it('fails the waiting request with CANCELLED when the job is cancelled', async () => {
    const controller = new AbortController();
    const client = new RenderWorkerClient(silent, controller.signal);
    const pending = client.request(open, 30_000, 'opening');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' });
  });
});

// The same stand-ins as child processes, the way the real render worker runs (decision 0246).
function inProcess(source: string, options: WorkerScript['options'] = {}): WorkerScript {
  return { source, options: { eval: true, ...options }, isolation: 'process' };
}
/** Answers `open` with its pid, and never answers anything else. */
const processOpener = inProcess(`process.on('message', (m) => { if (m.type === 'open') process.send({ type: 'opened', numPages: process.pid, title: '' }); });`);

describe('render worker client, with the worker in a child process', () => {
  it('passes a reply back, and once closed the process is gone', async () => {
    const client = new RenderWorkerClient(processOpener, new AbortController().signal);
    const reply = await client.request(open, 30_000, 'opening');
    const pid = (reply as { numPages: number }).numPages;
    expect(isProcessAlive(pid)).toBe(true);
    await client.close();
    expect(isProcessAlive(pid)).toBe(false);
  });

  it('kills the process when the job is cancelled, before the request fails with CANCELLED', async () => {
    const controller = new AbortController();
    const client = new RenderWorkerClient(processOpener, controller.signal);
    const pid = ((await client.request(open, 30_000, 'opening')) as { numPages: number }).numPages;
    const pending = client.request({ type: 'render', pageNumber: 1, parts: [] }, 30_000, 'rendering page 1');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(isProcessAlive(pid)).toBe(false);
  });

  it('kills a process whose request outlives its time limit', async () => {
    const client = new RenderWorkerClient(processOpener, new AbortController().signal);
    const pid = ((await client.request(open, 30_000, 'opening')) as { numPages: number }).numPages;
    await expect(client.request({ type: 'outline' }, 50, 'reading the outline')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: expect.stringContaining('reading the outline took longer'),
    });
    expect(isProcessAlive(pid)).toBe(false);
  });

  it('fails the waiting request when the process crashes, with the error it died of', async () => {
    const client = new RenderWorkerClient(inProcess(`process.on('message', () => { throw new Error('boom'); });`), new AbortController().signal);
    await expect(client.request(open, 30_000, 'opening')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: expect.stringContaining('boom'),
    });
  });

  it('fails the waiting request when the process exits', async () => {
    const client = new RenderWorkerClient(inProcess(`process.on('message', () => process.exit(3));`), new AbortController().signal);
    await expect(client.request(open, 30_000, 'opening')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: expect.stringContaining('code 3'),
    });
  });

  it('starts the process with the render workers\' small young generation (decision 0272)', async () => {
    // Keeps many young objects alive, which makes V8 grow its young generation as far as it
    // may, then answers with the young generation's size in bytes.
    const reporter = inProcess(
      `process.on('message', () => { const kept = []; for (let i = 0; i < 300000; i += 1) kept.push({ i, list: [i] }); const space = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space'); process.send({ type: 'opened', numPages: space.space_size, title: String(kept.length) }); });`,
    );
    const client = new RenderWorkerClient(reporter, new AbortController().signal);
    const newSpaceBytes = ((await client.request(open, 30_000, 'opening')) as { numPages: number }).numPages;
    await client.close();
    // Two semi-spaces of 1 MB. The former 5 MB flag let it grow to 16 MB, V8's default to 32 MB.
    expect(newSpaceBytes).toBeGreaterThan(0);
    expect(newSpaceBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('lets the process hold 64 MB of old objects before its first full collection, unless its limit is small (decision 0282)', async () => {
    // Three rounds of objects that outlive the young generation and then die: about 40 MB of
    // old garbage, which V8's own start collects with a full collection along the way. Node
    // reports a collection from a callback it runs after the current task, hence the two turns.
    const churn = `const { PerformanceObserver, constants } = require('node:perf_hooks'); let full = 0; const count = (entries) => { for (const entry of entries) if (entry.detail && entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full += 1; }; const observer = new PerformanceObserver((list) => count(list.getEntries())); observer.observe({ entryTypes: ['gc'] }); process.on('message', () => { for (let round = 0; round < 3; round += 1) { let kept = []; for (let i = 0; i < 100000; i += 1) kept.push({ i, list: [i, i] }); kept = null; } setImmediate(() => setImmediate(() => { count(observer.takeRecords()); process.send({ type: 'opened', numPages: full, title: '' }); })); });`;
    const fullCollections = async (script: WorkerScript): Promise<number> => {
      const client = new RenderWorkerClient(script, new AbortController().signal);
      const reply = (await client.request(open, 30_000, 'opening')) as { numPages: number };
      await client.close();
      return reply.numPages;
    };
    expect(await fullCollections(inProcess(churn))).toBe(0);
    // A 32 MB limit starts it at half that, so the same churn is collected on the way.
    expect(await fullCollections(inProcess(churn, { resourceLimits: { maxOldGenerationSizeMb: 32 } }))).toBeGreaterThan(0);
  });

  it('keeps TurboFan off functions named parse in the process, and on everything else (decision 0280)', async () => {
    // Two functions alike but for their names, each made hot and asked to be optimised at
    // once; V8's status says which were. Bit 16 is V8's "optimized".
    const body = `(n) => { let s = 0; for (let i = 0; i < n; i += 1) s += i % 7; return s; }`;
    const reporter: WorkerScript = {
      ...inProcess(
        `const parse = ${body}; const other = ${body}; process.on('message', () => { const status = (f) => { %PrepareFunctionForOptimization(f); f(100); f(100); %OptimizeFunctionOnNextCall(f); f(100); return %GetOptimizationStatus(f); }; process.send({ type: 'opened', numPages: status(parse), title: String(status(other)) }); });`,
      ),
      execArgv: ['--allow-natives-syntax'],
    };
    const client = new RenderWorkerClient(reporter, new AbortController().signal);
    const reply = (await client.request(open, 30_000, 'opening')) as { numPages: number; title: string };
    await client.close();
    const optimised = (status: number) => (status & 16) !== 0;
    expect(optimised(Number(reply.title))).toBe(true);
    expect(optimised(reply.numPages)).toBe(false);
  });

  it('fails the waiting request when the process runs out of its heap', async () => {
    const hungryProcess = inProcess(`const kept = []; process.on('message', () => { for (;;) kept.push({ filler: new Array(1000).fill(kept.length) }); });`, {
      resourceLimits: { maxOldGenerationSizeMb: 32 },
    });
    const client = new RenderWorkerClient(hungryProcess, new AbortController().signal);
    await expect(client.request(open, 60_000, 'opening')).rejects.toMatchObject({
      code: 'PDF_CONVERSION_FAILED',
      detail: expect.stringMatching(/crashed|exited|killed/),
    });
  });
});
