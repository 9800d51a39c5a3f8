import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAGAZINE, writeMagazinePdf } from '../../../scripts/bench/set/magazine.js';
import { MIXED_SIZES, writeMixedSizesPdf } from '../../../scripts/bench/set/mixed-sizes.js';
import { SCANNED_BOOK, writeScannedBookPdf } from '../../../scripts/bench/set/scanned-book.js';
import { seededRandom } from '../../../scripts/bench/set/seeded-random.js';
import { SLIDES, writeSlidesPdf } from '../../../scripts/bench/set/slides.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-set-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Each page's size in points, as poppler reads the file (it fails on a malformed PDF). */
function pageSizes(pdf: string): [number, number][] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '1000', pdf], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => [Number(match[1]), Number(match[2])]);
}

const same = (sizes: [number, number], count: number) => Array.from({ length: count }, () => sizes);

describe('the benchmark set generators', () => {
  it('draw the same numbers from the same seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it.each([
    ['magazine', writeMagazinePdf, same(MAGAZINE.size, MAGAZINE.pages)],
    ['slide deck', writeSlidesPdf, same(SLIDES.size, SLIDES.pages)],
    ['scanned book', writeScannedBookPdf, same(SCANNED_BOOK.size, SCANNED_BOOK.pages)],
    ['mixed page sizes', writeMixedSizesPdf, MIXED_SIZES.sizes],
  ] as const)('write a valid %s PDF with its pages at their sizes', async (name, write, sizes) => {
    const pdf = await write(path.join(work, `${name}.pdf`));
    execFileSync('qpdf', ['--check', pdf]);
    const measured = pageSizes(pdf);
    expect(measured).toHaveLength(sizes.length);
    measured.forEach(([width, height], index) => {
      expect(width).toBeCloseTo((sizes[index] as [number, number])[0], 1);
      expect(height).toBeCloseTo((sizes[index] as [number, number])[1], 1);
    });
  });

  it('write the same bytes on every run', async () => {
    for (const write of [writeSlidesPdf, writeMixedSizesPdf]) {
      const first = fs.readFileSync(await write(path.join(work, 'first.pdf')));
      const second = fs.readFileSync(await write(path.join(work, 'second.pdf')));
      expect(second.equals(first)).toBe(true);
    }
  });
});
