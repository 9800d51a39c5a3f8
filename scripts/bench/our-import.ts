/**
 * Our side of the import benchmark: runs scripts/bench/run-our-import.ts in a process of its
 * own (so its peak RSS is the import's alone), started as the CLI starts an import: bundled
 * (FLIPBOOK_BENCH_IMPORT_HOST, scripts/bench/bundle-import-host.ts) as the app's engine is.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAllocatorTuning } from '../../bin/allocator-env.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface OurResult {
  pages: number;
  seconds: number;
  cpuSeconds: number;
  /** The peak of RSS summed over the host and its render workers (shared code counted once per process). */
  peakRssMb: number;
  /** The peak of their footprint: anonymous memory of each plus the largest one's file-backed pages. */
  peakFootprintMb: number;
  /** The host's footprint just before the import call, with no render worker yet: the bench host's own share of the peak. */
  hostBaselineMb: number;
  /** From the import call until the engine announced page 1's thumbnail (`import.firstThumbnail`, else `import.pages`). */
  firstThumbSeconds: number;
  /** From the import call until the engine announced page 1 written whole (`import.pages`). */
  firstPageSeconds: number;
  bytes: { thumb: number; normal: number; hd: number };
  firstPage: Record<'thumb' | 'normal' | 'hd', { width: number; height: number }>;
  /** Each page's long edge in pixels, per rendition, page 1 first. */
  longEdges: Record<'thumb' | 'normal' | 'hd', number[]>;
}

/**
 * Imports `pdf`; writes normal-N.webp and hd-N.webp of each sampled page into `outDir`. With
 * `panelSeconds`, the file is first inspected and the import panel held open that long, as in the app.
 */
export function runOurs(pdf: string, outDir: string, sample: number[], panelSeconds = 0): OurResult {
  // The bundled host (bench-import.ts makes it) when there is one, else the source through tsx.
  const bundled = process.env.FLIPBOOK_BENCH_IMPORT_HOST;
  const host = bundled ? [bundled] : ['--import', 'tsx', path.join(HERE, 'run-our-import.ts')];
  const run = spawnSync(process.execPath, [...host, pdf, outDir, sample.join(',')], { encoding: 'utf8', maxBuffer: 1 << 24, env: withAllocatorTuning({ ...process.env, FLIPBOOK_BENCH_PANEL_SECONDS: String(panelSeconds) }) });
  if (run.status !== 0) throw new Error(`our import failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as OurResult;
}

/** Evenly spread page numbers, first and last included. */
export function samplePages(pages: number, count: number): number[] {
  if (count >= pages) return Array.from({ length: pages }, (_, i) => i + 1);
  return [...new Set(Array.from({ length: count }, (_, i) => 1 + Math.round((i * (pages - 1)) / Math.max(1, count - 1))))];
}
