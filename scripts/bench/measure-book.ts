/**
 * One book through the whole comparison: our import, then pdftoppm making the same three
 * renditions (each page at our long edge for it, JPEG at the same qualities) of the same
 * pages, then the SSIM of the sampled pages. Each side's files go to a fresh folder in `workDir`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_RENDITION_PROFILE } from '../../src/main/import/rendition-profile.js';
import { runOurs, samplePages, type OurResult } from './our-import.js';
import { runPdftoppm, type PdftoppmResult } from './pdftoppm-run.js';
import { compare, type Similarity } from './similarity.js';
import { pdfPageCount } from './synthetic-pdf.js';
import type { BookFigures } from './targets.js';

export interface BookMeasurement {
  ours: OurResult;
  theirs: PdftoppmResult;
  similarity: Similarity;
}

export async function measureBook(pdf: string, sampleCount: number, workDir: string): Promise<BookMeasurement> {
  const pages = pdfPageCount(pdf);
  const sample = samplePages(pages, sampleCount);
  const ourDir = fs.mkdtempSync(path.join(workDir, 'ours-'));
  const ours = runOurs(pdf, ourDir, sample);
  const popplerDir = fs.mkdtempSync(path.join(workDir, 'pdftoppm-'));
  const profile = DEFAULT_RENDITION_PROFILE;
  const renditions = [
    { name: 'hd', longEdges: ours.longEdges.hd, quality: profile.hd.quality },
    { name: 'normal', longEdges: ours.longEdges.normal, quality: profile.normal.quality },
    { name: 'thumb', longEdges: ours.longEdges.thumb, quality: profile.thumb.quality },
  ];
  const theirs = runPdftoppm(pdf, renditions, popplerDir);
  const similarity = await compare(sample, pages, ourDir, popplerDir);
  fs.rmSync(ourDir, { recursive: true, force: true });
  fs.rmSync(popplerDir, { recursive: true, force: true });
  return { ours, theirs, similarity };
}

/** A measurement as a row of the benchmark set's table. */
export function bookFigures(name: string, { ours, theirs, similarity }: BookMeasurement): BookFigures {
  return {
    name,
    pages: ours.pages,
    timeRatio: ours.seconds / theirs.seconds,
    cpuRatio: ours.cpuSeconds / theirs.cpuSeconds,
    bytesRatio: (ours.bytes.thumb + ours.bytes.normal + ours.bytes.hd) / theirs.bytes,
    ssimMean: similarity.viewing,
    ssimWorst: similarity.worst.score,
    hdSsimWorst: similarity.hdWorst.score,
    peakFootprintMb: ours.peakFootprintMb,
    summedRssMb: ours.peakRssMb,
    hostBaselineMb: ours.hostBaselineMb,
    firstThumbSeconds: ours.firstThumbSeconds,
  };
}
