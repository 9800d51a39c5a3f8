/**
 * The import benchmark: our pipeline, then pdftoppm making the same renditions (same pixel
 * sizes, as JPEG at the same quality) of the same pages, in one run on one machine.
 *   npm run bench:import -- <pdf> [--sample 16] [--ours-only] [--panel S]
 *   npm run bench:import -- --synthetic 1000 [<pdf to repeat>]
 *   npm run bench:import -- <pdf> --memory [--failing <pdf that fails>] [--cancel-after 5]
 *   npm run bench:import -- --set [--pages N] [--sample 16]
 *   any of them with --engine external: our side renders with pdftoppm or mutool (the app's
 *   external engine) and encodes as the app does
 * Prints pages per second, the time ratio, bytes per page, peak RSS, and the SSIM of our
 * normal pages against pdftoppm's over a sample of pages. With --memory it instead prints
 * the RSS before, at the peak and after a completed, a failed and a cancelled import. With --set
 * it runs issue 22's benchmark set (scripts/bench/run-set.ts) and prints one table. With --panel S
 * (only with --ours-only) the import goes the app's way: the file is inspected, the import panel
 * stays open S seconds, then the import starts, timed from there (decision 0274).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAllocatorTuning } from '../bin/allocator-env.js';
import bundleRenderWorker from '../tests/support/bundle-render-worker.js';
import { bundleImportHost } from './bench/bundle-import-host.js';
import { measureBook } from './bench/measure-book.js';
import { runOurs, type OurResult } from './bench/our-import.js';
import type { PdftoppmResult } from './bench/pdftoppm-run.js';
import { runBenchmarkSet } from './bench/run-set.js';
import type { Similarity } from './bench/similarity.js';
import { firstPagesPdf, pdfPageCount, syntheticPdf } from './bench/synthetic-pdf.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_BOOK = path.resolve(HERE, '..', '..', 'shared', 'corpus', 'books', 'freeculture.pdf');

function parseArgs(argv: string[]) {
  const options = { pdf: '', synthetic: 0, sample: 16, oursOnly: false, memory: false, failing: '', cancelAfter: 5, set: false, pages: 0, panel: 0, engine: 'inner' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--synthetic') options.synthetic = Number(argv[(i += 1)]);
    else if (arg === '--sample') options.sample = Number(argv[(i += 1)]);
    else if (arg === '--ours-only') options.oursOnly = true;
    else if (arg === '--memory') options.memory = true;
    else if (arg === '--failing') options.failing = path.resolve(argv[(i += 1)] as string);
    else if (arg === '--cancel-after') options.cancelAfter = Number(argv[(i += 1)]);
    else if (arg === '--set') options.set = true;
    else if (arg === '--pages') options.pages = Number(argv[(i += 1)]);
    else if (arg === '--panel') options.panel = Number(argv[(i += 1)]);
    else if (arg === '--engine') options.engine = argv[(i += 1)] as string;
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else options.pdf = path.resolve(arg);
  }
  if (!options.pdf && !options.synthetic && !options.set) throw new Error('usage: npm run bench:import -- <pdf> | --synthetic <pages> [<pdf>] | --set [--pages N]');
  if (options.synthetic && !(options.synthetic > 0)) throw new Error('--synthetic needs a page count');
  if (!(options.pages >= 0) || !Number.isInteger(options.pages)) throw new Error('--pages needs a whole number of pages');
  if (!(options.panel >= 0)) throw new Error('--panel needs a number of seconds');
  if (options.panel > 0 && !options.oursOnly) throw new Error('--panel goes with --ours-only');
  if (options.engine !== 'inner' && options.engine !== 'external') throw new Error('--engine is inner or external');
  return options;
}

const mb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function report(pdf: string, ours: OurResult, theirs: PdftoppmResult | null, similarity: Similarity | null, panelSeconds = 0): void {
  const ourBytes = ours.bytes.thumb + ours.bytes.normal + ours.bytes.hd;
  const { hd, normal, thumb } = ours.firstPage;
  const lines = [
    `${path.basename(pdf)}: ${ours.pages} pages; renditions ${hd.width}×${hd.height}, ${normal.width}×${normal.height}, ${thumb.width}×${thumb.height} (first page); ${os.availableParallelism()} cores`,
    `ours      ${(ours.pages / ours.seconds).toFixed(2)} pages/s  ${ours.seconds.toFixed(1)} s (CPU ${ours.cpuSeconds.toFixed(1)} s)  ${mb(ourBytes / ours.pages)}/page (hd ${mb(ours.bytes.hd / ours.pages)}, normal ${mb(ours.bytes.normal / ours.pages)}, thumb ${mb(ours.bytes.thumb / ours.pages)})  peak footprint ${ours.peakFootprintMb.toFixed(0)} MB (summed RSS ${ours.peakRssMb.toFixed(0)} MB; the bench host alone held ${ours.hostBaselineMb.toFixed(0)} MB before the import)`,
  ];
  if (theirs) {
    lines.push(`pdftoppm  ${(ours.pages / theirs.seconds).toFixed(2)} pages/s  ${theirs.seconds.toFixed(1)} s (CPU ${theirs.cpuSeconds.toFixed(1)} s)  ${mb(theirs.bytes / ours.pages)}/page  peak RSS ${theirs.peakRssMb.toFixed(0)} MB`);
    lines.push(`time ratio ours/pdftoppm ${(ours.seconds / theirs.seconds).toFixed(2)} (issue 22's target ≤ 1.0), CPU-time ratio ${(ours.cpuSeconds / theirs.cpuSeconds).toFixed(2)}; bytes ratio ${(ourBytes / theirs.bytes).toFixed(3)} (target ≤ 0.333)`);
  }
  if (similarity) {
    lines.push(`SSIM of normal pages vs pdftoppm: ${similarity.viewing.toFixed(4)} at viewing scale (target ≥ 0.97), ${similarity.full.toFixed(4)} at full size; worst page ${similarity.worst.page}: ${similarity.worst.score.toFixed(4)}`);
    lines.push(`SSIM of HD pages vs pdftoppm at full size, worst page ${similarity.hdWorst.page}: ${similarity.hdWorst.score.toFixed(4)} (target ≥ 0.95)`);
  }
  const panel = panelSeconds > 0 ? `, the import panel open ${panelSeconds} s after the inspect, as in the app` : ', cold (no inspect before)';
  lines.push(`first thumbnail after ${ours.firstThumbSeconds.toFixed(2)} s (target ≤ 1), page 1 whole after ${ours.firstPageSeconds.toFixed(2)} s${panel}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * The first half of `pdf`'s bytes: its render worker starts and loads it, then it fails to open
 * (none of the corpus's hostile files makes an import fail; pdf.js recovers from them all).
 */
function truncatedCopy(pdf: string, outDir: string): string {
  const bytes = fs.readFileSync(pdf);
  const out = path.join(outDir, `truncated-${path.basename(pdf)}`);
  fs.writeFileSync(out, bytes.subarray(0, Math.floor(bytes.byteLength / 2)));
  return out;
}

interface MemoryResult {
  outcome: string;
  ended: string;
  seconds: number;
  before: { host: number; total: number };
  peak: { host: number; total: number };
  atEnd: { host: number; total: number };
  settled: { host: number; total: number };
}

function runMemory(outcome: 'completed' | 'failed' | 'cancelled', pdf: string, cancelAfter: number): MemoryResult {
  const script = path.join(HERE, 'bench', 'run-import-memory.ts');
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, outcome, pdf, String(cancelAfter)], { encoding: 'utf8', maxBuffer: 1 << 24, env: withAllocatorTuning(process.env) });
  if (run.status !== 0) throw new Error(`the ${outcome} import's run failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as MemoryResult;
}

/** Each import in a fresh process: RSS of the host alone and with its child processes (render workers). */
function reportMemory(pdf: string, failing: string, cancelAfter: number): void {
  const runs = [runMemory('completed', pdf, cancelAfter), runMemory('failed', failing, cancelAfter), runMemory('cancelled', pdf, cancelAfter)];
  const lines = [`RSS in MB, host (host + child processes); "after" is when the import ended, "settled" once idle workers expired`];
  for (const run of runs) {
    const cell = (figures: { host: number; total: number }) => `${figures.host} (${figures.total})`;
    const kept = run.settled.host - run.before.host;
    lines.push(
      `${run.outcome.padEnd(9)} before ${cell(run.before)}  peak ${cell(run.peak)}  after ${cell(run.atEnd)}  settled ${cell(run.settled)}  host kept ${kept} MB (target ≤ 50)  ${run.seconds.toFixed(1)} s  [${run.ended}]`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-bench-'));
  // Workers start from a bundle, as they do from dist/, not through tsx: compiling the
  // TypeScript in every worker would count seconds of CPU and ~100 MB per worker that
  // an installed app never spends.
  const dropBundle = await bundleRenderWorker();
  // The measured import's host is bundled too: tsx's compiler in it would count ~60 MB of
  // memory and its start-up time that an installed app's engine never spends.
  const host = await bundleImportHost();
  process.env.FLIPBOOK_BENCH_IMPORT_HOST = host.script;
  // Read by run-our-import.ts, in every import this run measures.
  process.env.FLIPBOOK_BENCH_ENGINE = options.engine;
  try {
    if (options.set) return await runBenchmarkSet({ sample: options.sample, pagesCap: options.pages }, work);
    let pdf = options.pdf || DEFAULT_BOOK;
    if (options.synthetic) pdf = syntheticPdf(pdf, pdfPageCount(pdf), options.synthetic, work);
    if (options.memory) return reportMemory(pdf, options.failing || truncatedCopy(pdf, work), options.cancelAfter);
    if (options.pages > 0 && pdfPageCount(pdf) > options.pages) pdf = firstPagesPdf(pdf, options.pages, work);
    if (options.oursOnly) return report(pdf, runOurs(pdf, fs.mkdtempSync(path.join(work, 'ours-')), [], options.panel), null, null, options.panel);
    const { ours, theirs, similarity } = await measureBook(pdf, options.sample, work);
    report(pdf, ours, theirs, similarity);
  } finally {
    host.drop();
    dropBundle();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
