import { expect } from 'vitest';
import type { ImportOptions } from '../../src/shared/domain/import-options.js';
import { AppError } from '../../src/shared/errors/app-error.js';
import type { ImportWorld } from '../../src/main/import/testing/import-world.js';
import type { CorpusCase } from './corpus-cases.js';

/**
 * The cheapest import the panel allows (the smallest edge, DPI and definition), of at most
 * the first three pages: the corpus test is about surviving every file, not about pixels.
 */
export const CORPUS_IMPORT_OPTIONS: ImportOptions = {
  pageRange: '1-3',
  quality: { preset: 'custom', maxEdge: 450, dpi: 72, definition: 80 },
};

/**
 * The typed failures a broken or hostile file may end in. UNKNOWN (an error nobody
 * anticipated) is never acceptable, nor is a crash or a hang.
 */
export const EXPECTED_FAILURES = ['INCORRECT_FILE_FORMAT', 'PDF_FILE_ERRORS', 'PDF_CONVERSION_FAILED', 'PASSWORD_REQUIRED', 'INCORRECT_PASSWORD'];

/**
 * The corpus worlds use one render worker at a time. The corpus files already run in
 * parallel, one per core, and a file here is at most three cheap pages, so a second worker
 * per import would mostly pay pdf.js's start-up (about 0.9 s of CPU, more than the pages)
 * on a core another file is using.
 */
export const CORPUS_WORLD = { renderWorkers: 1 } as const;

/** The engine's page-time limit kills a hung render at 60 s; a file gets that twice over. */
export const FILE_TIMEOUT_MS = 150_000;
/**
 * The test process's RSS, render workers included, must stay under this after every file: a
 * leak grows without bound over the corpus's hundreds of files and crosses it. It sits above
 * the engine's own per-page limit (1.5 GiB) because one file may legitimately come close to
 * that (tiling-pattern-box.pdf's 63 tiling patterns peak at 1.44 GB here), and glibc may keep
 * such a peak in its arena for the files after it; CI once measured 1.63 GB for the six files
 * that followed it, with no growth among them.
 */
export const RSS_LIMIT_BYTES = 2048 * 1024 * 1024;

/**
 * Imports one corpus file and checks the one rule: it imports, or it fails with a typed,
 * anticipated AppError. A document with fewer than three pages is imported whole, since a
 * range past its last page is (rightly) refused.
 */
export async function expectImportsOrFailsCleanly(world: ImportWorld, corpusCase: CorpusCase): Promise<void> {
  const call = (pageRange: string) =>
    world.client.call('pdf.import', {
      path: corpusCase.file,
      ...(corpusCase.password === undefined ? {} : { password: corpusCase.password }),
      options: { ...CORPUS_IMPORT_OPTIONS, pageRange },
    });
  const settle = (promise: ReturnType<typeof call>) =>
    promise.then(
      (result) => ({ result, error: null as unknown }),
      (error: unknown) => ({ result: null, error }),
    );
  let outcome = await settle(call('1-3'));
  if (outcome.error instanceof AppError && outcome.error.code === 'PAGE_RANGE_FORMAT') outcome = await settle(call('all'));
  if (outcome.result) {
    expect(outcome.result.importedPages).toBeGreaterThan(0);
    expect(outcome.result.importedPages).toBeLessThanOrEqual(3);
    expect(outcome.result.project.pages).toHaveLength(outcome.result.importedPages);
  } else {
    expect(outcome.error, `${corpusCase.name}: ${String(outcome.error)}`).toBeInstanceOf(AppError);
    const error = outcome.error as AppError;
    expect(EXPECTED_FAILURES, `${corpusCase.name}: ${error.code} ${error.detail ?? ''}`).toContain(error.code);
  }
  expect(process.memoryUsage().rss).toBeLessThan(RSS_LIMIT_BYTES);
}
