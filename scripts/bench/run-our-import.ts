/**
 * One measured import, in a process of its own so its peak RSS is the import's alone:
 * imports the PDF through the engine's contract, then reports the time, the CPU time, the peak RSS, the
 * bytes of every rendition, the rendition sizes of every page, the time until page 1's
 * thumbnail was announced and until page 1 was written whole, and writes the normal and HD renditions of each
 * sampled page for the SSIM comparison.
 * Usage: run-our-import.ts <pdf> <out-dir> <sampled page numbers, comma-separated>
 * With FLIPBOOK_BENCH_PANEL_SECONDS=S it first goes the app's way (decision 0274): `pdf.inspect`,
 * then S seconds with the import panel open, asking `pdf.holdWorker` as often as the panel does,
 * then the import. The times are still counted from the import call, when the author presses Import.
 * With FLIPBOOK_BENCH_ENGINE=external the import renders with the external engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { makeImportWorld } from '../../src/main/import/testing/import-world.js';
import { childrenCpuSeconds, samplePeakRss, treeFootprint } from './process-tree-rss.js';
import { HOLD_WORKER_EVERY_MS } from '../../src/shared/api/import-api.js';

const [pdf, outDir, sampleArg] = process.argv.slice(2);
if (!pdf || !outDir) throw new Error('usage: run-our-import.ts <pdf> <out-dir> [pages]');
const sample = new Set((sampleArg ?? '').split(',').filter(Boolean).map(Number));

const longEdgesOf = (sizes: Record<'thumb' | 'normal' | 'hd', { width: number; height: number }[]>) => ({
  thumb: sizes.thumb.map((size) => Math.max(size.width, size.height)),
  normal: sizes.normal.map((size) => Math.max(size.width, size.height)),
  hd: sizes.hd.map((size) => Math.max(size.width, size.height)),
});

const MB = 1024 * 1024;
const world = makeImportWorld();

/** The import panel as the app shows it: the file inspected, then open for `seconds` while it holds a worker. */
async function openPanel(seconds: number): Promise<void> {
  await world.client.call('pdf.inspect', { path: pdf as string });
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(HOLD_WORKER_EVERY_MS, until - performance.now())));
    if (performance.now() < until) await world.client.call('pdf.holdWorker', {});
  }
}
try {
  // What the host holds before the import (node, tsx, the engine's modules) is the bench's, not the import's.
  const hostBaselineMb = treeFootprint() / MB;
  // The render workers are child processes (decision 0246): the peak is of the host and them together.
  const sampler = samplePeakRss();
  const panelSeconds = Number(process.env.FLIPBOOK_BENCH_PANEL_SECONDS ?? 0);
  if (panelSeconds > 0) await openPanel(panelSeconds);
  const started = performance.now();
  // The editor can show page 1 from the first of two events: its thumbnail, announced ahead
  // of its other renditions (import.firstThumbnail, decision 0264), or page 1 itself, written
  // whole (import.pages, decision 0232). The second is timed on its own too.
  let firstThumbSeconds = Number.NaN;
  let firstPageSeconds = Number.NaN;
  const since = () => (performance.now() - started) / 1000;
  const stopThumbnail = world.client.on('import.firstThumbnail', () => {
    if (Number.isNaN(firstThumbSeconds)) firstThumbSeconds = since();
  });
  const stopPages = world.client.on('import.pages', () => {
    if (Number.isNaN(firstPageSeconds)) firstPageSeconds = since();
    if (Number.isNaN(firstThumbSeconds)) firstThumbSeconds = firstPageSeconds;
  });
  // bench:import --engine external: pdftoppm or mutool renders, as the app's external engine does.
  const external = process.env.FLIPBOOK_BENCH_ENGINE === 'external';
  const result = await world.client.call('pdf.import', external ? { path: pdf, options: { engine: 'external' } } : { path: pdf });
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  stopThumbnail();
  stopPages();
  // Read before the renditions are loaded back below, which is the benchmark's work, not the import's.
  const usage = process.resourceUsage();
  const peakRssMb = Math.max(usage.maxRSS * 1024, peak.total) / MB;
  const peakFootprintMb = peak.footprint / MB;
  // Every thread's and worker process's CPU time; it stays fair when other work shares the cores.
  // An idle worker still running is not counted yet, so the spares are closed first.
  await world.engine.context.renderSpares?.dispose();
  const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6 + childrenCpuSeconds();

  const bytes = { thumb: 0, normal: 0, hd: 0 };
  const sizes: Record<keyof typeof bytes, { width: number; height: number }[]> = { thumb: [], normal: [], hd: [] };
  for (const [index, page] of result.project.pages.entries()) {
    for (const name of ['thumb', 'normal', 'hd'] as const) {
      const data = world.engine.readAsset(page.renditions[name]);
      if (!data) throw new Error(`page ${index + 1} has no ${name} rendition`);
      bytes[name] += data.byteLength;
      // Every page's sizes, so pdftoppm draws each page at the size we did (pages may differ in size).
      const meta = await sharp(data).metadata();
      sizes[name].push({ width: meta.width ?? 0, height: meta.height ?? 0 });
      if (name !== 'thumb' && sample.has(index + 1)) fs.writeFileSync(path.join(outDir, `${name}-${index + 1}.webp`), data);
    }
  }
  process.stdout.write(`${JSON.stringify({ pages: result.importedPages, seconds, cpuSeconds, peakRssMb, peakFootprintMb, hostBaselineMb, firstThumbSeconds, firstPageSeconds, bytes, firstPage: { hd: sizes.hd[0], normal: sizes.normal[0], thumb: sizes.thumb[0] }, longEdges: longEdgesOf(sizes) })}\n`);
} finally {
  world.cleanup();
}
