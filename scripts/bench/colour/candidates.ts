/**
 * Times encoder candidates for colour pages on pages saved by `profile-pages.ts <pdf> all --save <dir>`:
 *   npx tsx scripts/bench/colour/candidates.ts <cache dir> [candidate…] [--books a,b]
 * For each page and candidate: CPU and wall time of the HD and normal encodes (one thread),
 * bytes, and SSIM of the decoded renditions against the unencoded pixels (normal at viewing
 * scale and full size, HD at full size).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { exactDownscale } from '../../../src/main/import/encoding/exact-downscale.js';
import { ssim, ssimAtViewingScale, type GrayImage } from '../../../src/main/import/encoding/ssim.js';
import { DEFAULT_RENDITION_PROFILE, fitRendition } from '../../../src/main/import/rendition-profile.js';
import { CANDIDATES, type Pixels } from './candidate-encoders.js';

sharp.cache(false);
sharp.concurrency(1);
const args = process.argv.slice(2);
const booksArg = args.indexOf('--books');
const books = booksArg >= 0 ? new Set((args[booksArg + 1] ?? '').split(',')) : null;
const positional = args.filter((arg, i) => !arg.startsWith('--') && (booksArg < 0 || i !== booksArg + 1));
const [dir, ...names] = positional;
if (!dir) throw new Error('usage: candidates.ts <cache dir> [candidates…]');
const chosen = names.length > 0 ? names : Object.keys(CANDIDATES);
const entries = fs
  .readFileSync(path.join(dir, 'index.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { name: string; book: string; width: number; height: number; channels: 3 | 4; normalScale?: number });

async function grayOf(bytes: Uint8Array, width: number, height: number): Promise<GrayImage> {
  const { data } = await sharp(bytes).grayscale().resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width, height };
}
async function grayOfPixels(p: Pixels): Promise<GrayImage> {
  const { data } = await sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels } }).grayscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: p.width, height: p.height };
}
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

type Totals = { cpu: number; wall: number; bytes: number; pages: number; worstViewing: number; worstHd: number; sumViewing: number };
const totals = new Map<string, Totals>();
for (const entry of entries) {
  if (books && !books.has(entry.book)) continue;
  const raw = new Uint8Array(fs.readFileSync(path.join(dir, `${entry.name}.raw`)));
  const page: Pixels = { data: raw, width: entry.width, height: entry.height, channels: entry.channels };
  const normalSize = fitRendition(page, DEFAULT_RENDITION_PROFILE.normal);
  const scaled = exactDownscale(page, normalSize.width, normalSize.height, entry.normalScale ?? normalSize.height / page.height);
  const normal: Pixels = { data: scaled.data, width: scaled.width, height: scaled.height, channels: 3 };
  const refNormal = await grayOfPixels(normal);
  const refHd = await grayOfPixels(page);
  for (const name of chosen) {
    const candidate = CANDIDATES[name];
    if (!candidate) throw new Error(`no candidate ${name}`);
    const c0 = cpuMs();
    const w0 = performance.now();
    const out = await candidate(page, normal);
    const cpu = cpuMs() - c0;
    const wall = performance.now() - w0;
    const viewing = ssimAtViewingScale(await grayOf(out.normal, normal.width, normal.height), refNormal);
    const full = ssim(await grayOf(out.normal, normal.width, normal.height), refNormal);
    const hd = ssim(await grayOf(out.hd, page.width, page.height), refHd);
    const bytes = out.hd.byteLength + out.normal.byteLength;
    console.log(`${entry.name.padEnd(22)} ${name.padEnd(14)} ${out.how.padEnd(10)} cpu ${cpu.toFixed(0).padStart(4)} ms wall ${wall.toFixed(0).padStart(4)} ms  ${(bytes / 1024).toFixed(0).padStart(4)} KB (hd ${(out.hd.byteLength / 1024).toFixed(0)}, normal ${(out.normal.byteLength / 1024).toFixed(0)})  ssim view ${viewing.toFixed(4)} full ${full.toFixed(4)} hd ${hd.toFixed(4)}`);
    const key = `${entry.book} ${name}`;
    const t = totals.get(key) ?? { cpu: 0, wall: 0, bytes: 0, pages: 0, worstViewing: 1, worstHd: 1, sumViewing: 0 };
    totals.set(key, { cpu: t.cpu + cpu, wall: t.wall + wall, bytes: t.bytes + bytes, pages: t.pages + 1, worstViewing: Math.min(t.worstViewing, viewing), worstHd: Math.min(t.worstHd, hd), sumViewing: t.sumViewing + viewing });
  }
}
console.log('\nbook candidate | pages | CPU ms/page | wall ms/page | KB/page (hd+normal) | SSIM view mean | worst | HD full worst');
for (const [key, t] of totals) {
  console.log(`${key} | ${t.pages} | ${(t.cpu / t.pages).toFixed(0)} | ${(t.wall / t.pages).toFixed(0)} | ${(t.bytes / t.pages / 1024).toFixed(0)} | ${(t.sumViewing / t.pages).toFixed(4)} | ${t.worstViewing.toFixed(4)} | ${t.worstHd.toFixed(4)}`);
}
