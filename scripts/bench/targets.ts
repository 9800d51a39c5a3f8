/**
 * Issue 22's targets for one book of the import benchmark set, and the marks the set's
 * table puts beside each figure. Pure: no I/O, so the unit tests pin the thresholds.
 */

/** What the set measures for one book. Ratios are ours over pdftoppm's. */
export interface BookFigures {
  name: string;
  pages: number;
  timeRatio: number;
  /** User plus system time, ours (host and workers) over pdftoppm's: steadier than wall time on a shared machine; no target. */
  cpuRatio: number;
  bytesRatio: number;
  /** SSIM of the normal rendition at viewing scale: mean and worst over the sampled pages. */
  ssimMean: number;
  ssimWorst: number;
  /** SSIM of the HD rendition at full size, worst sampled page. */
  hdSsimWorst: number;
  /**
   * The peak of what the host and its render worker processes really hold: every process's
   * anonymous memory plus the file-backed pages (node, shared libraries) of the largest once.
   */
  peakFootprintMb: number;
  /** The peak of RSS summed over the processes, which counts the shared code once per process; no target. */
  summedRssMb: number;
  /** The benchmark host's own footprint just before the import starts (node, tsx, the engine's modules); part of the peak, no target. */
  hostBaselineMb: number;
  /** From the import's start until the first page (with its thumbnail) is written. */
  firstThumbSeconds: number;
}

export type Mark = 'met' | 'missed' | 'none';

export const TARGETS = {
  timeRatio: 1.0,
  timeRatioGeomean: 0.8,
  bytesRatio: 1 / 3,
  ssimEveryPage: 0.97,
  hdSsimEveryPage: 0.95,
  /** Peak footprint for a book under 50 pages; larger books (up to 1,000 pages) keep today's 600 MB. */
  smallBookRssMb: 250,
  largeBookRssMb: 600,
  smallBookPages: 50,
  firstThumbSeconds: 1.0,
} as const;

const atMost = (value: number, limit: number): Mark => (value <= limit ? 'met' : 'missed');
const atLeast = (value: number, limit: number): Mark => (value >= limit ? 'met' : 'missed');

export function rssLimitMb(pages: number): number {
  return pages < TARGETS.smallBookPages ? TARGETS.smallBookRssMb : TARGETS.largeBookRssMb;
}

/** Each figure of a book against its target. The mean SSIM has none (the target is every page's), nor the CPU ratio, the summed RSS or the host's baseline. */
export function markBook(book: BookFigures): Record<Exclude<keyof BookFigures, 'name' | 'pages'>, Mark> {
  return {
    timeRatio: atMost(book.timeRatio, TARGETS.timeRatio),
    cpuRatio: 'none',
    bytesRatio: atMost(book.bytesRatio, TARGETS.bytesRatio),
    ssimMean: 'none',
    ssimWorst: atLeast(book.ssimWorst, TARGETS.ssimEveryPage),
    hdSsimWorst: atLeast(book.hdSsimWorst, TARGETS.hdSsimEveryPage),
    peakFootprintMb: atMost(book.peakFootprintMb, rssLimitMb(book.pages)),
    summedRssMb: 'none',
    hostBaselineMb: 'none',
    firstThumbSeconds: atMost(book.firstThumbSeconds, TARGETS.firstThumbSeconds),
  };
}

/** The geometric mean of positive figures (NaN for none). */
export function geometricMean(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  if (values.some((value) => !(value > 0))) throw new Error(`a geometric mean needs positive figures, got ${values.join(', ')}`);
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}

/** The set's row of geometric means; only the time ratio has a target for its mean. */
export function geometricMeans(books: BookFigures[]): { figures: Omit<BookFigures, 'name'>; timeRatioMark: Mark } {
  const mean = (pick: (book: BookFigures) => number) => geometricMean(books.map(pick));
  const figures = {
    pages: mean((book) => book.pages),
    timeRatio: mean((book) => book.timeRatio),
    cpuRatio: mean((book) => book.cpuRatio),
    bytesRatio: mean((book) => book.bytesRatio),
    ssimMean: mean((book) => book.ssimMean),
    ssimWorst: mean((book) => book.ssimWorst),
    hdSsimWorst: mean((book) => book.hdSsimWorst),
    peakFootprintMb: mean((book) => book.peakFootprintMb),
    summedRssMb: mean((book) => book.summedRssMb),
    hostBaselineMb: mean((book) => book.hostBaselineMb),
    firstThumbSeconds: mean((book) => book.firstThumbSeconds),
  };
  return { figures, timeRatioMark: atMost(figures.timeRatio, TARGETS.timeRatioGeomean) };
}
