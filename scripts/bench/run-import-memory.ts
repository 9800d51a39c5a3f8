/**
 * One import measured for the memory it gives back, in a process of its own: the host's RSS
 * just before, at its peak, when the import has ended, and once idle render workers have
 * expired; the same for the host with its child processes. The import completes, fails or
 * is cancelled after `cancelAfter` pages, as asked.
 * Usage: run-import-memory.ts <completed|failed|cancelled> <pdf> [cancelAfter]
 */
import { setTimeout as delay } from 'node:timers/promises';
import { SPARE_RENDER_WORKER_IDLE_MS } from '../../src/main/import/import-limits.js';
import { makeImportWorld } from '../../src/main/import/testing/import-world.js';
import { processTreeRss } from './process-tree-rss.js';

const [outcome, pdf, cancelAfterArg] = process.argv.slice(2);
if ((outcome !== 'completed' && outcome !== 'failed' && outcome !== 'cancelled') || !pdf) {
  throw new Error('usage: run-import-memory.ts <completed|failed|cancelled> <pdf> [cancelAfter]');
}
const cancelAfter = Number(cancelAfterArg ?? 5);
const MB = 1024 * 1024;

const world = makeImportWorld();
try {
  // The engine's own start (modules, SQLite) is settled before the level the import is held to.
  await delay(500);
  const before = processTreeRss();
  const peak = { host: before.host, total: before.host + before.children };
  const sampler = setInterval(() => {
    const now = processTreeRss();
    peak.host = Math.max(peak.host, now.host);
    peak.total = Math.max(peak.total, now.host + now.children);
  }, 20);
  if (outcome === 'cancelled') {
    world.client.on('job.progress', (event) => {
      if (event.state === 'running' && event.step === 'pages' && event.done === cancelAfter) void world.client.call('job.cancel', { id: event.id });
    });
  }
  const started = performance.now();
  let ended: string;
  try {
    const result = await world.client.call('pdf.import', { path: pdf });
    ended = `completed, ${result.importedPages} pages`;
  } catch (error) {
    ended = `${(error as { code?: string }).code ?? 'error'}: ${String((error as { detail?: string }).detail ?? error).slice(0, 80)}`;
  }
  const seconds = (performance.now() - started) / 1000;
  const atEnd = processTreeRss();
  // Idle render workers wait this long for a next import, then end (decision 0234).
  await delay(SPARE_RENDER_WORKER_IDLE_MS + 1500);
  clearInterval(sampler);
  const settled = processTreeRss();
  const figures = (host: number, children = 0) => ({ host: Math.round(host / MB), total: Math.round((host + children) / MB) });
  process.stdout.write(
    `${JSON.stringify({ outcome, ended, seconds, before: figures(before.host, before.children), peak: { host: Math.round(peak.host / MB), total: Math.round(peak.total / MB) }, atEnd: figures(atEnd.host, atEnd.children), settled: figures(settled.host, settled.children) })}\n`,
  );
} finally {
  world.cleanup();
}
