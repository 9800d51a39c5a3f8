/**
 * Per-page CPU time and bytes of the import's own `encodeRenditions` (all three renditions,
 * content analysis included) on pages saved by `profile-pages.ts <pdf> all --save <dir>`:
 *   npx tsx scripts/bench/colour/encode-pages.ts <dir>
 * One thread, as in a render worker. Prints each book's mean and which encoding its HD took.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { encodeRenditions } from '../../../src/main/import/encode-renditions.js';
import { DEFAULT_RENDITION_PROFILE } from '../../../src/main/import/rendition-profile.js';

sharp.cache(false);
sharp.concurrency(1);
const dir = process.argv[2];
if (!dir) throw new Error('usage: encode-pages.ts <dir>');
const entries = fs
  .readFileSync(path.join(dir, 'index.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { name: string; book: string; width: number; height: number; channels: 3 | 4; normalScale?: number });
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const books = new Map<string, { pages: number; cpu: number; wall: number; bytes: number; lossless: number }>();
let warm = false;
for (const entry of entries) {
  const image = { data: new Uint8Array(fs.readFileSync(path.join(dir, `${entry.name}.raw`))), width: entry.width, height: entry.height, channels: entry.channels };
  if (!warm) {
    await encodeRenditions(image, DEFAULT_RENDITION_PROFILE, entry.normalScale);
    warm = true;
  }
  const cpu0 = cpuMs();
  const wall0 = performance.now();
  const out = await encodeRenditions(image, DEFAULT_RENDITION_PROFILE, entry.normalScale);
  const cpu = cpuMs() - cpu0;
  const wall = performance.now() - wall0;
  const book = books.get(entry.book) ?? { pages: 0, cpu: 0, wall: 0, bytes: 0, lossless: 0 };
  const lossless = String.fromCharCode(...out.hd.subarray(12, 16)) === 'VP8L' ? 1 : 0;
  books.set(entry.book, { pages: book.pages + 1, cpu: book.cpu + cpu, wall: book.wall + wall, bytes: book.bytes + out.hd.byteLength + out.normal.byteLength + out.thumb.byteLength, lossless: book.lossless + lossless });
}
console.log('| Book | colour pages | encode CPU ms/page | wall ms/page | KB/page (3 renditions) | lossless (palette) pages |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, b] of books) {
  console.log(`| ${name} | ${b.pages} | ${(b.cpu / b.pages).toFixed(0)} | ${(b.wall / b.pages).toFixed(0)} | ${(b.bytes / b.pages / 1024).toFixed(0)} | ${b.lossless} |`);
}
