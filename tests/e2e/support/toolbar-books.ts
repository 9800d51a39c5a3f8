import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { TocEntry } from '../../../src/shared/domain/page.js';
import type { TextLayer } from '../../../src/shared/domain/page-content.js';
import { createFakeProject, pageColor } from '../../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../../src/main/publish/testing/test-context.js';
import { READER_DIST } from './base-book.js';
import { launchChromium } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** What the reader toolbar's tests run against: their books' folder, the server that serves it, and a browser. */
export interface ToolbarBooks {
  work: string;
  server: StaticServer;
  browser: Browser;
}

/** A text layer like the import's: a few lines of text, each a run with its box. */
function textLayer(lines: string[]): TextLayer {
  return { version: 1, items: lines.map((text, i) => ({ text, x: 0.1, y: 0.1 + i * 0.1, width: 0.8, height: 0.06 })) };
}

/** Publishes a book of solid-colour pages into `work/name`; `text` gives pages a text layer, by page number. */
export async function publishBook(
  work: string,
  name: string,
  pageCount: number,
  settings: Record<string, unknown>,
  toc: TocEntry[] = [],
  text: Record<number, string[]> = {},
): Promise<string> {
  const outDir = path.join(work, name);
  const pages = Array.from({ length: pageCount }, (_, i) => {
    const lines = text[i + 1];
    return { width: 120, height: 160, color: pageColor(i + 1), ...(lines === undefined ? {} : { text: textLayer(lines) }) };
  });
  const project = await createFakeProject({ title: name, pages, toc });
  project.updateBook({ title: name, description: '', keywords: '', settings });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(outDir);
  return outDir;
}

/**
 * Builds the reader from the sources, lets `publish` fill a fresh temp folder with books
 * (it returns their URL prefixes, '/plain/', and folders), and serves them beside the
 * reader, axe-core and `pages`. What it started is stopped again if a step fails.
 */
export async function openToolbarBooks(
  name: string,
  publish: (work: string) => Promise<Record<string, string>>,
  pages: Record<string, string> = {},
): Promise<ToolbarBooks> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `flipbook-${name}-e2e-`));
  let server: StaticServer | undefined;
  try {
    const books = await publish(work);
    server = await startStaticServer({ ...books, '/axe/': path.join(ROOT, 'node_modules', 'axe-core'), '/reader/': READER_DIST }, pages);
    return { work, server, browser: await launchChromium() };
  } catch (error) {
    await server?.close();
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/** Stops what openToolbarBooks started; safe to call when it failed before returning. */
export async function closeToolbarBooks(books: Partial<ToolbarBooks>): Promise<void> {
  await books.browser?.close();
  await books.server?.close();
  if (books.work) fs.rmSync(books.work, { recursive: true, force: true });
}
