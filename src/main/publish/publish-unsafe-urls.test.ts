import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from './testing/fake-project.js';
import { writeFakeReaderAssets } from './testing/fake-reader-assets.js';
import { readPublishedBook } from './testing/read-published-book.js';
import { createPublishTestEngine } from './testing/test-context.js';

let work: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-publish-urls-'));
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('publishing a book with unsafe links', () => {
  it('never carries a link a browser would run as javascript:, whatever the project holds', async () => {
    // The fake project takes any edit unchecked, like a project another tool wrote.
    const project = await createFakeProject({
      pages: [{ width: 60, height: 80, color: pageColor(1) }],
      toc: [{ title: 'Intro', page: 1, url: 'java\nscript:alert(1)', children: [] }],
    });
    const pageMedia = { p1: [{ id: 'a', kind: 'link', x: 0, y: 0, w: 0.2, h: 0.2, url: '\u0001javascript:alert(1)' }] };
    project.updateBook({ settings: { homeUrl: 'java\tscript:alert(1)', logoUrl: '/\\evil.example', shoppingUrl: 'https://example.com/shop', pageMedia } });
    const outDir = path.join(work, 'book');
    await createPublishTestEngine({ project, readerAssetsDir: writeFakeReaderAssets(path.join(work, 'reader')) }).publish(outDir);

    const book = readPublishedBook(outDir);
    expect(book.settings).toEqual({ shoppingUrl: 'https://example.com/shop', pageMedia: { p1: [{ id: 'a', kind: 'link', x: 0, y: 0, w: 0.2, h: 0.2 }] } });
    expect(book.toc).toEqual([{ title: 'Intro', page: 1, children: [] }]);
    expect(fs.readFileSync(path.join(outDir, 'book.js'), 'utf8')).not.toMatch(/script:alert|evil\.example/);
  });
});
