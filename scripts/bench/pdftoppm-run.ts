import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pageRuns } from './page-runs.js';

/** A rendition pdftoppm is asked to make: a prefix for its files, each page's long edge in pixels (page 1 first), a JPEG quality. */
export interface PdftoppmRendition {
  name: string;
  longEdges: number[];
  quality: number;
}

/** What pdftoppm took for every rendition of every page, run after run on one core. */
export interface PdftoppmResult {
  seconds: number;
  /** User plus system CPU time: fair even when other work shares the cores. */
  cpuSeconds: number;
  peakRssMb: number;
  bytes: number;
}

/**
 * Runs pdftoppm over every page of every rendition, as JPEG at the rendition's quality, once
 * per run of consecutive pages of the same size (once per rendition for a book of one page
 * size), each run under /usr/bin/time for its elapsed time and peak RSS. -cropbox makes it
 * render the same area pdf.js does (poppler uses the media box by default).
 */
export function runPdftoppm(pdf: string, renditions: PdftoppmRendition[], outDir: string): PdftoppmResult {
  let seconds = 0;
  let cpuSeconds = 0;
  let peakRssMb = 0;
  for (const rendition of renditions) {
    for (const run of pageRuns(rendition.longEdges)) {
      const args = ['-f', '%e %M %U %S', 'pdftoppm', '-f', String(run.first), '-l', String(run.last), '-cropbox', '-scale-to', String(run.longEdge)];
      args.push('-jpeg', '-jpegopt', `quality=${rendition.quality}`, pdf, path.join(outDir, rendition.name));
      const timed = spawnSync('/usr/bin/time', args, { encoding: 'utf8' });
      if (timed.status !== 0) throw new Error(`pdftoppm failed for ${rendition.name}: ${timed.stderr}`);
      const [elapsed, rssKb, user, system] = timed.stderr.trim().split('\n').at(-1)?.split(' ').map(Number) ?? [];
      if ([elapsed, rssKb, user, system].some((value) => value === undefined || Number.isNaN(value))) throw new Error(`cannot read /usr/bin/time's report: ${timed.stderr}`);
      seconds += elapsed as number;
      cpuSeconds += (user as number) + (system as number);
      peakRssMb = Math.max(peakRssMb, (rssKb as number) / 1024);
    }
  }
  const bytes = fs
    .readdirSync(outDir)
    .filter((file) => file.endsWith('.jpg'))
    .reduce((sum, file) => sum + fs.statSync(path.join(outDir, file)).size, 0);
  return { seconds, cpuSeconds, peakRssMb, bytes };
}

/** pdftoppm's file for a page: it pads the page number to the width of the last page's number. */
export function pdftoppmFile(outDir: string, name: string, pageNumber: number, lastPage: number): string {
  return path.join(outDir, `${name}-${String(pageNumber).padStart(String(lastPage).length, '0')}.jpg`);
}
