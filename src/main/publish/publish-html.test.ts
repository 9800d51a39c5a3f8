import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor, type FakeProject } from './testing/fake-project.js';
import { writeFakeReaderAssets } from './testing/fake-reader-assets.js';
import { readPublishedBook as readBook } from './testing/read-published-book.js';
import { createPublishTestEngine } from './testing/test-context.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import { expectAppError } from './testing/expect-app-error.js';
import { publishHtml } from './publish-html.js';

let work: string;
let readerDir: string;
let project: FakeProject;

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-publish-'));
  readerDir = writeFakeReaderAssets(path.join(work, 'reader'));
  project = await createFakeProject({
    title: 'Tracemonkey </script><img src=x onerror=alert(1)>',
    description: 'Trace-based "JIT" & more',
    pages: [1, 2, 3].map((n) => ({ width: 60, height: 80, color: pageColor(n) })),
  });
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));


describe('publishing HTML', () => {
  it('writes the reader, book.js and every rendition of every page', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const outDir = path.join(work, 'out', 'book');
    const result = await engine.publish(outDir);

    expect(result).toEqual({ outDir, indexPath: path.join(outDir, 'index.html'), pageCount: 3 });
    expect(fs.readdirSync(outDir).sort()).toEqual(['book.js', 'files', 'index.html', 'parts', 'reader.css', 'reader.js', 'templates']);
    // Only the chosen template's stylesheet (the default, metro), not all sixteen.
    expect(fs.readdirSync(path.join(outDir, 'templates'))).toEqual(['metro.css']);
    expect(fs.readdirSync(path.join(outDir, 'files')).sort()).toEqual(
      [1, 2, 3].flatMap((n) => ['hd', 'normal', 'thumb'].map((r) => `page-${n}-${r}.webp`)).sort(),
    );
    const normal = await sharp(path.join(outDir, 'files', 'page-2-normal.webp')).metadata();
    expect([normal.format, normal.width, normal.height]).toEqual(['webp', 60, 80]);
    expect(fs.readFileSync(path.join(outDir, 'reader.js'), 'utf8')).toContain('reader bundle stand-in');
  });

  it('carries the book in book.js with its text intact and inert', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const outDir = path.join(work, 'book');
    await engine.publish(outDir);

    const script = fs.readFileSync(path.join(outDir, 'book.js'), 'utf8');
    expect(script).not.toContain('<');
    const book = readBook(outDir);
    expect(book.title).toBe('Tracemonkey </script><img src=x onerror=alert(1)>');
    expect(book.pages.map((page) => page.normal)).toEqual([1, 2, 3].map((n) => `files/page-${n}-normal.webp`));
    expect(book.pages[0]).toMatchObject({ width: 60, height: 80 });
  });

  it('puts the title and description into the page head, escaped', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const outDir = path.join(work, 'book');
    await engine.publish(outDir);
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<title>Tracemonkey &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</title>');
    expect(html).toContain('<meta name="description" content="Trace-based &quot;JIT&quot; &amp; more">');
  });

  it("gives the reader the published title when the author names one (an upload, the HTML panel), else the book's", async () => {
    const outDir = path.join(work, 'titled');
    const signal = new AbortController().signal;
    await publishHtml({ outDir, project, readerAssetsDir: readerDir, signal, onProgress: () => undefined, options: { title: 'Trace Monkey Online' } });
    expect(readBook(outDir).title).toBe('Trace Monkey Online');
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('<title>Trace Monkey Online</title>');
    await publishHtml({ outDir, project, readerAssetsDir: readerDir, signal, onProgress: () => undefined, options: { title: '  ' } });
    expect(readBook(outDir).title).toBe('Tracemonkey </script><img src=x onerror=alert(1)>');
  });

  it('reports progress page by page and never changes the project', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const before = project.snapshot();
    await engine.publish(path.join(work, 'book'));
    const steps = engine.events.map(({ payload }) => payload as JobProgress).filter((event) => event.step !== null && event.state === 'running');
    expect(steps.map(({ step, done, total }) => ({ step, done, total }))).toEqual([0, 1, 2, 3].map((done) => ({ step: 'book', done, total: 3 })));
    expect(engine.events.at(-1)?.payload).toMatchObject({ kind: 'publish', state: 'succeeded' });
    expect(project.writes).toBe(0);
    expect(project.snapshot()).toBe(before);
  });

  it('replaces an earlier publish of the same book', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const outDir = path.join(work, 'book');
    await engine.publish(outDir);
    fs.writeFileSync(path.join(outDir, 'stale.txt'), 'from the last publish');
    project.updateBook({ title: 'Second edition' });
    await engine.publish(outDir);
    expect(readBook(outDir).title).toBe('Second edition');
    expect(fs.existsSync(path.join(outDir, 'stale.txt'))).toBe(false);
    expect(fs.readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('publishes into an existing empty folder', async () => {
    const outDir = path.join(work, 'empty');
    fs.mkdirSync(outDir);
    await createPublishTestEngine({ project, readerAssetsDir: readerDir }).publish(outDir);
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });
});

describe('publishing HTML that cannot succeed', () => {
  it('says to build the reader when it is missing, and writes nothing', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: path.join(work, 'no-reader') });
    const outDir = path.join(work, 'book');
    const error = await expectAppError(engine.publish(outDir), 'PUBLISH_HTML_FAILED');
    expect(error.message).toBe('Publish HTML format failed!');
    expect(error.detail).toMatch(/npm run build/);
    expect(fs.existsSync(outDir)).toBe(false);
    expect(fs.readdirSync(work)).toEqual(['reader']);
  });

  it('leaves an existing published book untouched when a page image is missing', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const outDir = path.join(work, 'book');
    await engine.publish(outDir);
    const before = fs.readFileSync(path.join(outDir, 'book.js'), 'utf8');
    project.assets.delete([project.snapshot().pages[2]!.renditions.hd]);
    project.updateBook({ title: 'Never published' });

    const error = await expectAppError(engine.publish(outDir), 'PUBLISH_HTML_FAILED');
    expect(error.detail).toMatch(/page 3 has no hd image/);
    expect(fs.readFileSync(path.join(outDir, 'book.js'), 'utf8')).toBe(before);
    expect(fs.readdirSync(work).sort()).toEqual(['book', 'reader']);
  });

  it('refuses to replace a folder that is not a published book', async () => {
    const outDir = path.join(work, 'documents');
    fs.mkdirSync(outDir);
    fs.writeFileSync(path.join(outDir, 'thesis.docx'), 'precious');
    await expectAppError(createPublishTestEngine({ project, readerAssetsDir: readerDir }).publish(outDir), 'PUBLISH_HTML_FAILED');
    expect(fs.readdirSync(outDir)).toEqual(['thesis.docx']);
  });

  it('refuses an empty or malformed output path', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    await expectAppError(engine.publish('   '), 'PATH_EMPTY');
    await expectAppError(engine.publish('relative/book'), 'PATH_FORMAT');
    await expectAppError(engine.publish(path.join(work, 'bad|name')), 'PATH_FORMAT');
    await expectAppError(engine.publish(`${work}/../escape`), 'PATH_FORMAT');
    expect(fs.readdirSync(work)).toEqual(['reader']);
  });

  it('needs an open project with pages', async () => {
    await expectAppError(createPublishTestEngine({ project: null, readerAssetsDir: readerDir }).publish(path.join(work, 'a')), 'NO_PROJECT');
    const empty = await createFakeProject({ pages: [] });
    await expectAppError(createPublishTestEngine({ project: empty, readerAssetsDir: readerDir }).publish(path.join(work, 'b')), 'NO_PAGES');
  });

  it('stops when cancelled and leaves no output', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const outDir = path.join(work, 'book');
    // Cancel as soon as the first page is written: the job must notice before finishing.
    engine.ctx.events.subscribe((_name, payload) => {
      const event = payload as JobProgress;
      if (event.done === 1) engine.ctx.jobs.cancel(event.id);
    });
    await expectAppError(engine.publish(outDir), 'CANCELLED');
    expect(fs.readdirSync(work)).toEqual(['reader']);
  });

  it('runs one publish at a time', async () => {
    const engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
    const first = engine.publish(path.join(work, 'one'));
    await expectAppError(engine.publish(path.join(work, 'two')), 'BUSY');
    await first;
  });
});
