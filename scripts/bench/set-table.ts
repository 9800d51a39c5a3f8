/**
 * The benchmark set's one table, as Markdown so it pastes into decision 0005: a row per
 * book, each figure marked against issue 22's target (✓ met, ✗ missed), and a row of
 * geometric means, where only the time ratio has a target (≤ 0.8).
 */
import { geometricMeans, markBook, type BookFigures, type Mark } from './targets.js';

const SIGN: Record<Mark, string> = { met: ' ✓', missed: ' ✗', none: '' };

const HEADER = [
  'Book',
  'Pages',
  'Time ratio (≤1.0)',
  'CPU ratio',
  'Bytes ratio (≤0.333)',
  'SSIM viewing, mean',
  'SSIM viewing, worst (≥0.97)',
  'HD SSIM full size, worst (≥0.95)',
  'Peak footprint MB (≤250 under 50 pages, else ≤600)',
  'Summed RSS MB (shared code once per process)',
  'Host before import MB (in the peak)',
  'First thumbnail s (≤1.0)',
];

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function formatSetTable(books: BookFigures[]): string {
  const lines = [row(HEADER), row(HEADER.map(() => '---'))];
  for (const book of books) {
    const mark = markBook(book);
    lines.push(
      row([
        book.name,
        String(book.pages),
        book.timeRatio.toFixed(2) + SIGN[mark.timeRatio],
        book.cpuRatio.toFixed(2),
        book.bytesRatio.toFixed(3) + SIGN[mark.bytesRatio],
        book.ssimMean.toFixed(3),
        book.ssimWorst.toFixed(3) + SIGN[mark.ssimWorst],
        book.hdSsimWorst.toFixed(3) + SIGN[mark.hdSsimWorst],
        book.peakFootprintMb.toFixed(0) + SIGN[mark.peakFootprintMb],
        book.summedRssMb.toFixed(0),
        book.hostBaselineMb.toFixed(0),
        book.firstThumbSeconds.toFixed(2) + SIGN[mark.firstThumbSeconds],
      ]),
    );
  }
  if (books.length > 0) {
    const { figures, timeRatioMark } = geometricMeans(books);
    lines.push(
      row([
        '**geometric mean**',
        figures.pages.toFixed(0),
        `${figures.timeRatio.toFixed(2)}${SIGN[timeRatioMark]} (≤0.8)`,
        figures.cpuRatio.toFixed(2),
        figures.bytesRatio.toFixed(3),
        figures.ssimMean.toFixed(3),
        figures.ssimWorst.toFixed(3),
        figures.hdSsimWorst.toFixed(3),
        figures.peakFootprintMb.toFixed(0),
        figures.summedRssMb.toFixed(0),
        figures.hostBaselineMb.toFixed(0),
        figures.firstThumbSeconds.toFixed(2),
      ]),
    );
  }
  return lines.join('\n');
}
