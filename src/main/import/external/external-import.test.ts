import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../shared/domain/page.js';
import { importPdf } from '../pdf/import-pdf.js';
import { appErrorOf } from '../testing/expect-app-error.js';
import { corpusFile, makeImportWorld, type ImportWorld } from '../testing/import-world.js';
import { isProcessAlive } from '../../platform/process-alive.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

const TRACEMONKEY = corpusFile('books', 'tracemonkey.pdf');

async function sizesOf(page: Page): Promise<number[][]> {
  const sizes: number[][] = [];
  for (const key of Object.values(page.renditions)) {
    const meta = await sharp(world.engine.readAsset(key) as Uint8Array).metadata();
    sizes.push([meta.width ?? 0, meta.height ?? 0]);
  }
  return sizes;
}

/** A folder holding only a link to one real tool, so the test decides which tool is found. */
function toolFolder(tool: string): string {
  const dir = world.scratch(`${tool}-only`);
  fs.mkdirSync(dir);
  fs.symlinkSync(path.join('/usr/bin', tool), path.join(dir, tool));
  return dir;
}


describe('the external render engine', () => {
  it('renders tracemonkey with pdftoppm at the same page and rendition sizes as the inner engine, text included', async () => {
    const range = { pageRange: '1-2' };
    const inner = (await world.client.call('pdf.import', { path: TRACEMONKEY, options: range })).project.pages;
    const innerSizes = await Promise.all(inner.map(sizesOf));
    const options = { ...range, engine: 'external' as const, externalEngineDir: toolFolder('pdftoppm') };
    const external = (await world.client.call('pdf.import', { path: TRACEMONKEY, options })).project.pages;
    expect(await Promise.all(external.map(sizesOf))).toEqual(innerSizes);
    expect(external.map((page) => [page.width, page.height])).toEqual(inner.map((page) => [page.width, page.height]));
    // Text still comes from pdf.js, whichever engine drew the page.
    const text = new TextDecoder().decode(world.engine.readAsset(external[0]?.textLayer ?? '') ?? new Uint8Array());
    expect(text).toContain('Trace-based Just-in-Time');
    // Two imports of real pages on a shared machine: far more time than they need.
  }, 240_000);

  it('renders with mutool when that is the tool there is, at the inner engine’s sizes', async () => {
    const options = { pageRange: '1', engine: 'external' as const, externalEngineDir: toolFolder('mutool') };
    const [page] = (await world.client.call('pdf.import', { path: TRACEMONKEY, options })).project.pages;
    expect(await sizesOf(page as Page)).toEqual([
      [186, 240],
      [1082, 1400],
      [1855, 2400],
    ]);
  });

  it('refuses with EXTERNAL_ENGINE_MISSING, before any work, when no tool is in the folder or on PATH', async () => {
    const empty = world.scratch('no-tools');
    fs.mkdirSync(empty);
    const savedPath = process.env.PATH;
    process.env.PATH = empty;
    try {
      const error = await appErrorOf(world.client.call('pdf.import', { path: TRACEMONKEY, options: { engine: 'external', externalEngineDir: empty } }));
      expect(error.code).toBe('EXTERNAL_ENGINE_MISSING');
    } finally {
      process.env.PATH = savedPath;
    }
    expect(world.engine.context.session.current()).toBeNull();
    expect(world.progress).toEqual([]);
  });

  it('kills a hung external tool at the page time limit and leaves the project as it was', async () => {
    const dir = world.scratch('hung');
    fs.mkdirSync(dir);
    const pidFile = world.scratch('hung.pid');
    // Answers the version probe like pdftoppm, then hangs on the first page it is asked for.
    fs.writeFileSync(
      path.join(dir, 'pdftoppm'),
      `#!/bin/sh\nif [ "$1" = "-v" ]; then echo "pdftoppm version 22.12.0" >&2; exit 0; fi\necho $$ > '${pidFile}'\nexec sleep 60\n`,
      { mode: 0o755 },
    );
    const ctx = world.engine.context;
    const choices = { engine: 'external' as const, externalEngineDir: dir, pageRange: '1' };
    const error = await appErrorOf(importPdf(ctx, { file: TRACEMONKEY, choices, pageTimeoutMs: 1500, maxWorkers: 1 }));
    expect(error.code).toBe('PDF_CONVERSION_FAILED');
    expect(error.detail).toMatch(/took longer than/);
    expect(isProcessAlive(Number.parseInt(fs.readFileSync(pidFile, 'utf8'), 10))).toBe(false);
    expect(ctx.session.current()).toBeNull();
    expect(ctx.jobs.running).toBeNull();
  });
});

describe('import.detectEngine', () => {
  it('reports the tool it finds, and where', async () => {
    expect(await world.client.call('import.detectEngine', { dir: toolFolder('mutool') })).toEqual({
      found: true,
      tool: 'mutool',
      path: path.join(world.scratch('mutool-only'), 'mutool'),
    });
  });
});
