import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReaderTextRun } from '../../shared/reader/book-data.js';
import { createFakeProject, pageColor } from './testing/fake-project.js';
import { writeFakeReaderAssets } from './testing/fake-reader-assets.js';
import { createPublishTestEngine } from './testing/test-context.js';
import { pageParagraphs, renderSeoTextIndex, renderSeoTextPage } from './seo-text.js';

const HOSTILE = '</p><script>alert("pdf")</script><img src=x onerror=alert(1)>';

describe('the text version for search engines', () => {
  it("keeps the PDF's order, so two columns stay apart, and groups lines into paragraphs", () => {
    const runs: ReaderTextRun[] = [
      ['Title', 0.3, 0.05, 0.4, 0.03],
      ['Left one', 0.1, 0.2, 0.3, 0.02],
      ['continues', 0.45, 0.2015, 0.1, 0.02],
      ['left two', 0.1, 0.225, 0.3, 0.02],
      ['Right one', 0.55, 0.2, 0.3, 0.02],
      ['right two', 0.55, 0.225, 0.3, 0.02],
      ['  ', 0.55, 0.25, 0.1, 0.02],
    ];
    expect(pageParagraphs(runs)).toEqual(['Title', 'Left one continues left two', 'Right one right two']);
    const hyphenated: ReaderTextRun[] = [
      ['more difficult to com-', 0.1, 0.2, 0.3, 0.02],
      ['pile than Just-in-', 0.1, 0.225, 0.3, 0.02],
      ['Time ones', 0.1, 0.25, 0.3, 0.02],
    ];
    expect(pageParagraphs(hyphenated)).toEqual(['more difficult to compile than Just-in-Time ones']);
  });

  it('writes one page of escaped text with links to the flipbook page and its neighbours', () => {
    const book = { title: 'T & "Q"', description: 'D', keywords: 'k', pages: [[['One', 0, 0, 1, 0.1]], [[HOSTILE, 0, 0, 1, 0.1]], null] as (ReaderTextRun[] | null)[] };
    const page = renderSeoTextPage(book, 2);
    expect(page).toContain('<p>&lt;/p&gt;&lt;script&gt;alert(&quot;pdf&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(page).not.toMatch(/<script|<img src=x/);
    expect(page).toContain('<a href="../index.html#page=2">');
    expect(page).toContain('<a href="page-1.html" rel="prev">');
    expect(page).toContain('<a href="page-3.html" rel="next">');
    expect(page).toContain('<h1>T &amp; &quot;Q&quot;: page 2 of 3</h1>');
    expect(renderSeoTextPage(book, 1)).not.toContain('rel="prev"');
    expect(renderSeoTextPage(book, 3)).not.toContain('rel="next"');
    expect(renderSeoTextPage(book, 3)).toContain('This page has no text.');

    const index = renderSeoTextIndex(book);
    expect(index).toContain('<a href="page-1.html">Page 1: One</a>');
    expect(index).toContain('<a href="page-3.html">Page 3</a>');
    expect(index).not.toMatch(/<script|<img src=x/);
  });
});

describe('publishing HTML with the search-engine text', () => {
  let work = '';
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('writes text/index.html and one indexable page per book page, from the text layers', async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-seo-'));
    const project = await createFakeProject({
      title: 'Report',
      pages: [1, 2].map((n) => ({
        width: 60,
        height: 80,
        color: pageColor(n),
        ...(n === 1 ? { text: { version: 1 as const, items: [{ text: HOSTILE, x: 0.1, y: 0.1, width: 0.5, height: 0.05 }] } } : {}),
      })),
    });
    const engine = createPublishTestEngine({ project, readerAssetsDir: writeFakeReaderAssets(path.join(work, 'reader')) });
    const handler = engine.registry.get('publish.html');
    const outDir = path.join(work, 'site');
    await handler?.({ outDir, seoText: true, title: 'Annual report', trackingScript: '<script src="https://stats.example/t.js"></script>' });

    expect(fs.readdirSync(path.join(outDir, 'text')).sort()).toEqual(['index.html', 'page-1.html', 'page-2.html']);
    const first = fs.readFileSync(path.join(outDir, 'text', 'page-1.html'), 'utf8');
    expect(first).toContain('&lt;script&gt;alert(&quot;pdf&quot;)&lt;/script&gt;');
    expect(first).not.toContain('<script');
    expect(first).toContain('<title>Annual report - page 1</title>');
    expect(fs.readFileSync(path.join(outDir, 'text', 'page-2.html'), 'utf8')).toContain('This page has no text.');
    const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(index).toContain('href="text/index.html"');
    expect(index).toContain('<script src="https://stats.example/t.js"></script>');
  });

  it('writes no text folder unless asked', async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-seo-'));
    const project = await createFakeProject({ title: 'Report', pages: [{ width: 60, height: 80, color: pageColor(1) }] });
    const engine = createPublishTestEngine({ project, readerAssetsDir: writeFakeReaderAssets(path.join(work, 'reader')) });
    await engine.publish(path.join(work, 'site'));
    expect(fs.existsSync(path.join(work, 'site', 'text'))).toBe(false);
  });
});
