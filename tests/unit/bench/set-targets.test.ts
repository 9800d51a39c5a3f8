import { describe, expect, it } from 'vitest';
import { formatSetTable } from '../../../scripts/bench/set-table.js';
import { geometricMean, geometricMeans, markBook, rssLimitMb, type BookFigures } from '../../../scripts/bench/targets.js';

const onTarget: BookFigures = {
  name: 'quiet book',
  pages: 14,
  timeRatio: 1.0,
  cpuRatio: 2.5,
  bytesRatio: 1 / 3,
  ssimMean: 0.99,
  ssimWorst: 0.97,
  hdSsimWorst: 0.95,
  peakFootprintMb: 250,
  summedRssMb: 400,
  hostBaselineMb: 120,
  firstThumbSeconds: 1.0,
};

describe('the benchmark set targets', () => {
  it('takes the geometric mean, not the arithmetic one', () => {
    expect(geometricMean([1, 4])).toBeCloseTo(2, 12);
    expect(geometricMean([0.5, 2, 8])).toBeCloseTo(2, 12);
    expect(geometricMean([])).toBeNaN();
    expect(() => geometricMean([1, 0])).toThrow(/positive/);
  });

  it('meets every target exactly at its threshold', () => {
    expect(Object.values(markBook(onTarget)).filter((mark) => mark !== 'none')).toEqual(Array(6).fill('met'));
  });

  it('misses each target just past its threshold', () => {
    const missed = markBook({ ...onTarget, timeRatio: 1.01, bytesRatio: 0.34, ssimWorst: 0.969, hdSsimWorst: 0.949, peakFootprintMb: 251, firstThumbSeconds: 1.01 });
    expect(missed).toEqual({ timeRatio: 'missed', cpuRatio: 'none', bytesRatio: 'missed', ssimMean: 'none', ssimWorst: 'missed', hdSsimWorst: 'missed', peakFootprintMb: 'missed', summedRssMb: 'none', hostBaselineMb: 'none', firstThumbSeconds: 'missed' });
  });

  it('allows 250 MB under 50 pages and 600 MB from 50 pages on', () => {
    expect(rssLimitMb(49)).toBe(250);
    expect(rssLimitMb(50)).toBe(600);
    expect(markBook({ ...onTarget, pages: 352, peakFootprintMb: 480 }).peakFootprintMb).toBe('met');
  });

  it('holds the geometric mean of the time ratios to 0.8', () => {
    expect(geometricMeans([{ ...onTarget, timeRatio: 0.5 }, { ...onTarget, timeRatio: 1.28 }]).timeRatioMark).toBe('met');
    expect(geometricMeans([{ ...onTarget, timeRatio: 0.5 }, { ...onTarget, timeRatio: 1.3 }]).timeRatioMark).toBe('missed');
  });

  it('prints a row per book and a final row of geometric means, with the marks', () => {
    const lines = formatSetTable([onTarget, { ...onTarget, name: 'slow book', timeRatio: 4 }]).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain('| 1.00 ✓ |');
    expect(lines[3]).toContain('| 4.00 ✗ |');
    // The footprint carries the memory target; summed RSS and the host's own baseline stand beside it unmarked.
    expect(lines[2]).toContain('| 250 ✓ | 400 | 120 |');
    expect(lines[4]).toMatch(/^\| \*\*geometric mean\*\* \| 14 \| 2\.00 ✗ \(≤0\.8\) \| 2\.50 \|/);
  });
});
