import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import type { ReaderBookData } from '../../shared/reader/book-data.js';
import { safePdfName, withOriginalPdf } from './original-pdf.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-original-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function snapshot(file: string, flag: boolean): ProjectSnapshot {
  const renditions = { thumb: 'pages/a/t.webp', normal: 'pages/a/n.webp', hd: 'pages/a/h.webp' };
  return {
    id: 'p',
    path: null,
    dirty: false,
    revision: 1,
    book: { title: 'T', description: '', keywords: '', settings: flag ? { downloadOriginalPdf: true } : {} },
    pages: [
      { id: 'b', width: 10, height: 10, renditions, source: { kind: 'blank' } },
      { id: 'a', width: 10, height: 10, renditions, source: { kind: 'pdf', file, pageNumber: 1 } },
    ],
    toc: [],
  };
}

const book = (settings: Record<string, unknown> = {}): ReaderBookData => ({ version: 1, title: 'T', description: '', pages: [], toc: [], settings });

describe('offering the original PDF', () => {
  it('copies the source PDF into the book and lists it first among the downloads', async () => {
    const pdf = path.join(dir, 'My Report (final).pdf');
    fs.writeFileSync(pdf, '%PDF-1.4 test');
    const out = path.join(dir, 'out');
    fs.mkdirSync(out);
    const result = await withOriginalPdf(out, snapshot(pdf, true), book({ downloads: [{ title: 'Other', url: 'files/x.zip' }] }));
    expect(result.settings.downloads).toEqual([
      { title: 'My Report (final).pdf', url: 'files/original/My_Report_final_.pdf' },
      { title: 'Other', url: 'files/x.zip' },
    ]);
    expect(fs.readFileSync(path.join(out, 'files', 'original', 'My_Report_final_.pdf'), 'utf8')).toBe('%PDF-1.4 test');
  });

  it('does nothing without the flag, and fails clearly when the PDF is gone', async () => {
    const unchanged = book();
    expect(await withOriginalPdf(dir, snapshot('/nowhere.pdf', false), unchanged)).toBe(unchanged);
    await expect(withOriginalPdf(dir, snapshot(path.join(dir, 'gone.pdf'), true), book())).rejects.toMatchObject({ code: 'PUBLISH_HTML_FAILED' });
    expect(safePdfName('/a/b/../..PDF')).toBe('book.pdf');
  });
});
