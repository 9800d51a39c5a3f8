import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Builds a PDF of exactly `pages` pages by repeating the source's pages in order, with qpdf.
 * Repeating a real book keeps the content (fonts, text density) of a real import, which a
 * generated blank page would not.
 */
export function syntheticPdf(source: string, sourcePages: number, pages: number, outDir: string): string {
  const args = ['--empty', '--pages'];
  for (let remaining = pages; remaining > 0; remaining -= sourcePages) args.push(source, `1-${Math.min(remaining, sourcePages)}`);
  const out = path.join(outDir, `synthetic-${pages}.pdf`);
  args.push('--', out);
  execFileSync('qpdf', args);
  return out;
}

/** The page count pdfinfo reports. */
export function pdfPageCount(pdf: string): number {
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  const match = /^Pages:\s+(\d+)/m.exec(info);
  if (!match?.[1]) throw new Error(`pdfinfo reports no page count for ${pdf}`);
  return Number(match[1]);
}

/** The first `pages` pages of `source` as a PDF of their own in `outDir`, with qpdf (the set's --pages cap). */
export function firstPagesPdf(source: string, pages: number, outDir: string): string {
  const out = path.join(outDir, `first-${pages}-${path.basename(source)}`);
  execFileSync('qpdf', ['--empty', '--pages', source, `1-${pages}`, '--', out]);
  return out;
}
