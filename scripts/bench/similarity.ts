/**
 * How close our sampled pages are to pdftoppm's: the normal rendition at viewing scale
 * (mean, and the worst page), and the HD rendition at full size, as a zoomed reader sees it.
 */
import path from 'node:path';
import sharp from 'sharp';
import { ssim, ssimAtViewingScale, type GrayImage } from '../../src/main/import/encoding/ssim.js';
import { pdftoppmFile } from './pdftoppm-run.js';

export interface Similarity {
  /** Normal rendition, full size, mean over the sample. */
  full: number;
  /** Normal rendition at viewing scale: mean over the sample, and its worst page. */
  viewing: number;
  worst: { page: number; score: number };
  /** HD rendition at full size, its worst page. */
  hdWorst: { page: number; score: number };
}

async function gray(file: string, width: number, height: number): Promise<GrayImage> {
  // pdftoppm's -scale-to rounds the short edge its own way; a pixel of difference is resampled away.
  const { data, info } = await sharp(file).grayscale().resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

async function pair(ourFile: string, theirFile: string): Promise<[GrayImage, GrayImage]> {
  const meta = await sharp(ourFile).metadata();
  const ours = await gray(ourFile, meta.width ?? 0, meta.height ?? 0);
  return [ours, await gray(theirFile, ours.width, ours.height)];
}

export async function compare(sample: number[], pages: number, ourDir: string, popplerDir: string): Promise<Similarity> {
  let full = 0;
  let viewing = 0;
  let worst = { page: 0, score: 1 };
  let hdWorst = { page: 0, score: 1 };
  for (const page of sample) {
    const [ours, theirs] = await pair(path.join(ourDir, `normal-${page}.webp`), pdftoppmFile(popplerDir, 'normal', page, pages));
    const score = ssimAtViewingScale(ours, theirs);
    full += ssim(ours, theirs);
    viewing += score;
    if (score < worst.score) worst = { page, score };
    const hdScore = ssim(...(await pair(path.join(ourDir, `hd-${page}.webp`), pdftoppmFile(popplerDir, 'hd', page, pages))));
    if (hdScore < hdWorst.score) hdWorst = { page, score: hdScore };
  }
  return { full: full / sample.length, viewing: viewing / sample.length, worst, hdWorst };
}
