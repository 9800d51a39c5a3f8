/**
 * One measured import, in a process of its own so its peak RSS is the import's alone:
 * imports the PDF through the engine's contract, then reports the time, the CPU time, the peak RSS, the
 * bytes of every rendition, the rendition sizes of the first page, and writes the normal
 * rendition of each sampled page for the SSIM comparison.
 * Usage: run-our-import.ts <pdf> <out-dir> <sampled page numbers, comma-separated>
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { makeImportWorld } from '../../src/main/import/testing/import-world.js';

const [pdf, outDir, sampleArg] = process.argv.slice(2);
if (!pdf || !outDir) throw new Error('usage: run-our-import.ts <pdf> <out-dir> [pages]');
const sample = new Set((sampleArg ?? '').split(',').filter(Boolean).map(Number));

const world = makeImportWorld();
try {
  const started = performance.now();
  const result = await world.client.call('pdf.import', { path: pdf });
  const seconds = (performance.now() - started) / 1000;
  // Read before the renditions are loaded back below, which is the benchmark's work, not the import's.
  const usage = process.resourceUsage();
  const peakRssMb = usage.maxRSS / 1024;
  // Every thread's CPU time, the render workers' included; it stays fair when other work shares the cores.
  const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;

  const bytes = { thumb: 0, normal: 0, hd: 0 };
  const sizes: Record<keyof typeof bytes, { width: number; height: number }[]> = { thumb: [], normal: [], hd: [] };
  for (const [index, page] of result.project.pages.entries()) {
    for (const name of ['thumb', 'normal', 'hd'] as const) {
      const data = world.engine.readAsset(page.renditions[name]);
      if (!data) throw new Error(`page ${index + 1} has no ${name} rendition`);
      bytes[name] += data.byteLength;
      if (index === 0) {
        const meta = await sharp(data).metadata();
        sizes[name].push({ width: meta.width ?? 0, height: meta.height ?? 0 });
      }
      if (name === 'normal' && sample.has(index + 1)) fs.writeFileSync(path.join(outDir, `normal-${index + 1}.webp`), data);
    }
  }
  process.stdout.write(`${JSON.stringify({ pages: result.importedPages, seconds, cpuSeconds, peakRssMb, bytes, firstPage: { hd: sizes.hd[0], normal: sizes.normal[0], thumb: sizes.thumb[0] } })}\n`);
} finally {
  world.cleanup();
}
