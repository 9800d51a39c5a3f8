/**
 * `npm run bench:import -- --set [--pages N] [--sample 16]`: every book of issue 22's
 * benchmark set through the same comparison as the single-book benchmark, one after another
 * (never two at once: they would share the cores), then one table with the geometric means.
 * Progress goes to stderr, the table to stdout.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookFigures, measureBook } from './measure-book.js';
import { benchmarkSet } from './set/benchmark-set.js';
import { formatSetTable } from './set-table.js';
import { firstPagesPdf, pdfPageCount } from './synthetic-pdf.js';
import type { BookFigures } from './targets.js';

const CORPUS_BOOKS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'corpus', 'books');

export interface SetOptions {
  /** Sampled pages per book for the SSIM columns. */
  sample: number;
  /** Imports only each book's first pages when set; 0 imports whole books. */
  pagesCap: number;
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

export async function runBenchmarkSet(options: SetOptions, workDir: string): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadAverage();
  const books = await benchmarkSet(CORPUS_BOOKS, workDir);
  const rows: BookFigures[] = [];
  for (const book of books) {
    const capped = options.pagesCap > 0 && pdfPageCount(book.pdf) > options.pagesCap;
    const pdf = capped ? firstPagesPdf(book.pdf, options.pagesCap, workDir) : book.pdf;
    process.stderr.write(`${book.name}…\n`);
    rows.push(bookFigures(capped ? `${book.name} (first ${options.pagesCap})` : book.name, await measureBook(pdf, options.sample, workDir)));
  }
  const minutes = (performance.now() - started) / 60_000;
  const lines = [
    `Import benchmark set: ${os.availableParallelism()} cores; load average ${loadAtStart} at the start, ${loadAverage()} at the end; ${minutes.toFixed(1)} min in all; SSIM over up to ${options.sample} sampled pages a book.`,
    '',
    formatSetTable(rows),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
