import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors/app-error.js';
import { CORPUS_DIR, corpusFile, makeImportWorld, type ImportWorld } from '../testing/import-world.js';

const HOSTILE = fs
  .readdirSync(`${CORPUS_DIR}/hostile`)
  .filter((name) => name.endsWith('.pdf'))
  .sort();

let world: ImportWorld;
beforeAll(() => {
  world = makeImportWorld();
});
afterAll(() => world.cleanup());

describe('hostile PDFs', () => {
  it('finds the hostile corpus', () => {
    expect(HOSTILE.length).toBeGreaterThan(0);
  });

  // A hung render is killed after 60 s, so two minutes is ample for either outcome.
  it.each(HOSTILE)('%s either imports or fails with an AppError, and never hangs', { timeout: 120_000 }, async (name) => {
    const call = world.client.call('pdf.import', { path: corpusFile('hostile', name) });
    const outcome = await call.then(
      (result) => ({ result, error: null }),
      (error: unknown) => ({ result: null, error }),
    );
    if (outcome.result) {
      expect(outcome.result.importedPages).toBe(outcome.result.project.pages.length);
      expect(outcome.result.importedPages).toBeGreaterThan(0);
    } else {
      expect(outcome.error).toBeInstanceOf(AppError);
      expect(['INCORRECT_FILE_FORMAT', 'PDF_FILE_ERRORS', 'PDF_CONVERSION_FAILED', 'PASSWORD_REQUIRED']).toContain((outcome.error as AppError).code);
    }
  });
});
