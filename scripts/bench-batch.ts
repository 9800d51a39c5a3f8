// npm run bench:batch: batch conversion against single conversions (issue 18's benchmark).
// 20 PDFs of the shared corpus (four books, freeculture included, and sixteen pdf.js test
// files of mixed kinds) become HTML books twice, in the same run, each phase in a child
// process of its own so its peak memory is its own:
//   - as one batch (batch.start, the default two books at once);
//   - as 20 single conversions one after another, each a fresh engine importing and publishing,
//     as 20 `flipbook convert` plus `flipbook publish` runs would.
// Prints both times and their ratio (target ≤ 0.9), each phase's peak memory with and without
// its render worker processes, sampled every 20 ms (batch target ≤ 700 MB with them; the
// workers' shared code counted once, their RSS summed beside it), then
// stops a second batch while it converts and prints how long stop-all took to take effect
// (target ≤ 2 s) and whether any partial book was left behind (target: none).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchTask } from '../src/shared/api/batch-api.js';
import { createEngine } from '../src/main/app/create-engine.js';
import { createInProcessClient } from '../src/main/engine/in-process-client.js';
import { createNodePlatform } from '../src/main/platform/node-platform.js';
import { samplePeakRss, type PeakRss } from './bench/process-tree-rss.js';
import { withAllocatorTuning } from '../bin/allocator-env.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = path.resolve(ROOT, '..', 'shared', 'corpus');
const INPUTS = [
  ...['freeculture.pdf', 'tracemonkey.pdf', 'TAMReview.pdf', 'images.pdf'].map((name) => path.join(CORPUS, 'books', name)),
  ...[
    'bug1473809.pdf',
    'bug1669099.pdf',
    'bug1743245.pdf',
    'bug1997343.pdf',
    'bug900822.pdf',
    'colorkeymask.pdf',
    'firefox_logo.pdf',
    'issue12810.pdf',
    'issue14297.pdf',
    'issue14618.pdf',
    'issue15096.pdf',
    'issue15629.pdf',
    'issue4875.pdf',
    'issue5475.pdf',
    'issue5677.pdf',
    'pdfjs_wikipedia.pdf',
  ].map((name) => path.join(CORPUS, 'pdfjs', name)),
];
const TARGETS = { ratio: 0.9, rssMb: 700, stopSeconds: 2 };

interface PhaseReport {
  seconds: number;
  succeeded: number;
  failed: number;
  /** The phase's process and its render worker processes, their RSS summed (decision 0246). */
  peakRssMb: number;
  /** The same tree's footprint: the shared code counted once (treeFootprint). */
  peakFootprintMb: number;
  /** The phase's process alone. */
  hostPeakRssMb: number;
  stopSeconds?: number;
  partialBooks?: string[];
}

function engineIn(work: string) {
  const appDataDir = fs.mkdtempSync(path.join(work, 'appdata-'));
  const engine = createEngine({ platform: createNodePlatform('cli', { appDataDir, documentsDir: work, homeDir: work }) });
  return { engine, client: createInProcessClient(engine) };
}

/** Whether a folder holds a whole published book. */
function isWholeBook(dir: string): boolean {
  return ['index.html', 'book.js', 'reader.js'].every((file) => fs.existsSync(path.join(dir, file)));
}

/** Child: the whole set as one batch, then a second batch stopped while it converts. */
async function runBatchPhase(work: string): Promise<PhaseReport> {
  const sampler = samplePeakRss();
  const { engine, client } = engineIn(work);
  const start = performance.now();
  const { tasks } = await client.call('batch.start', { inputs: INPUTS, outDir: path.join(work, 'batch-out'), format: 'html' });
  const seconds = (performance.now() - start) / 1000;

  // Stop all, once the first book of a second batch is converting.
  const stopOut = path.join(work, 'stopped-out');
  const jobId = 'bench-batch-stop-all';
  let stoppedAt = 0;
  const off = client.on('batch.task', (task: BatchTask) => {
    if (stoppedAt === 0 && task.jobId === jobId && task.state === 'converting' && task.progress > 0) {
      stoppedAt = performance.now();
      void client.call('job.cancel', { id: jobId });
    }
  });
  await client.call('batch.start', { inputs: INPUTS, outDir: stopOut, format: 'html', jobId }).catch(() => undefined);
  const stopSeconds = (performance.now() - stoppedAt) / 1000;
  off();
  const left = fs.existsSync(stopOut) ? fs.readdirSync(stopOut) : [];
  const partialBooks = left.filter((name) => !isWholeBook(path.join(stopOut, name)));
  const peak = sampler.stop();
  engine.dispose();
  return {
    seconds,
    succeeded: tasks.filter((task) => task.state === 'success').length,
    failed: tasks.filter((task) => task.state === 'failed').length,
    ...peakFigures(peak),
    stopSeconds,
    partialBooks,
  };
}

/** Child: each PDF converted and published by a fresh engine, one after another. */
async function runSinglesPhase(work: string): Promise<PhaseReport> {
  const sampler = samplePeakRss();
  let seconds = 0;
  let succeeded = 0;
  let failed = 0;
  for (const [index, input] of INPUTS.entries()) {
    const start = performance.now();
    const { engine, client } = engineIn(work);
    try {
      await client.call('project.new', {});
      await client.call('pdf.import', { path: input });
      await client.call('publish.html', { outDir: path.join(work, 'singles-out', `book-${index + 1}`) });
      succeeded += 1;
    } catch {
      failed += 1;
    } finally {
      engine.dispose();
    }
    seconds += (performance.now() - start) / 1000;
  }
  return { seconds, succeeded, failed, ...peakFigures(sampler.stop()) };
}

/** The sampled peaks in MB; the host's own is its kernel-kept maximum, which no sample can miss. */
function peakFigures(peak: PeakRss): Pick<PhaseReport, 'peakRssMb' | 'peakFootprintMb' | 'hostPeakRssMb'> {
  const hostPeak = Math.max(process.resourceUsage().maxRSS * 1024, peak.host);
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { peakRssMb: mb(Math.max(peak.total, hostPeak)), peakFootprintMb: mb(peak.footprint), hostPeakRssMb: mb(hostPeak) };
}

/** Runs one phase in a child process of this script and reads its report. */
function phase(name: 'batch' | 'singles', work: string): Promise<PhaseReport> {
  return new Promise((resolve, reject) => {
    // The render workers are the bundled dist/render-worker.js that the app and the CLI ship
    // (npm run bench:batch builds it first): from source, each worker would load tsx and
    // compile pdf.js on its own, which doubled the peak memory and the time we measured.
    // It also gets the allocator tuning `flipbook` restarts itself with (bin/allocator-env.js),
    // which its render workers inherit: without it each thread's arena kept its own freed memory.
    const env = withAllocatorTuning({ ...process.env, FLIPBOOK_RENDER_WORKER: path.join(ROOT, 'dist', 'render-worker.js') });
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--phase', name, work], { stdio: ['ignore', 'pipe', 'inherit'], env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`the ${name} phase exited with ${code}`));
      else resolve(JSON.parse(line) as PhaseReport);
    });
  });
}

async function main(): Promise<void> {
  const phaseArg = process.argv.indexOf('--phase');
  if (phaseArg !== -1) {
    const work = process.argv[phaseArg + 2] ?? '';
    const report = process.argv[phaseArg + 1] === 'batch' ? await runBatchPhase(work) : await runSinglesPhase(work);
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-bench-batch-'));
  try {
    const pages = INPUTS.length;
    process.stderr.write(`Converting ${pages} PDFs as one batch, then one by one…\n`);
    const batch = await phase('batch', work);
    const singles = await phase('singles', work);
    const ratio = batch.seconds / singles.seconds;
    const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
    process.stdout.write(
      [
        `${INPUTS.length} PDFs to HTML on ${os.availableParallelism()} cores`,
        `batch            ${batch.seconds.toFixed(1)} s  ${batch.succeeded} books, ${batch.failed} failed  peak memory ${batch.peakFootprintMb.toFixed(0)} MB with its render workers (target ≤ ${TARGETS.rssMb}: ${met(batch.peakFootprintMb <= TARGETS.rssMb)}; their RSS summed ${batch.peakRssMb.toFixed(0)} MB), ${batch.hostPeakRssMb.toFixed(0)} MB without`,
        `singles (sum)    ${singles.seconds.toFixed(1)} s  ${singles.succeeded} books, ${singles.failed} failed  peak memory ${singles.peakFootprintMb.toFixed(0)} MB with its render workers (their RSS summed ${singles.peakRssMb.toFixed(0)} MB), ${singles.hostPeakRssMb.toFixed(0)} MB without`,
        `ratio batch / singles ${ratio.toFixed(2)} (target ≤ ${TARGETS.ratio}: ${met(ratio <= TARGETS.ratio)})`,
        `stop all took effect in ${(batch.stopSeconds ?? 0).toFixed(2)} s (target ≤ ${TARGETS.stopSeconds}: ${met((batch.stopSeconds ?? 0) <= TARGETS.stopSeconds)}); partial books left: ${batch.partialBooks?.length ?? 0}${batch.partialBooks?.length ? ` (${batch.partialBooks.join(', ')})` : ''}`,
      ].join('\n') + '\n',
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
