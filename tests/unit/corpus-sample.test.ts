import { afterAll, beforeAll, describe, it } from 'vitest';
import { makeImportWorld, type ImportWorld } from '../../src/main/import/testing/import-world.js';
import { pdfjsCases, sampleOf } from '../corpus/corpus-cases.js';
import { CORPUS_WORLD, expectImportsOrFailsCleanly, FILE_TIMEOUT_MS } from '../corpus/corpus-import.js';

// The whole corpus runs in `npm run test:corpus`; the unit suite keeps an even sample of it
// (password-protected files included) so a regression on broken PDFs shows up in every run.
const CASES = sampleOf(pdfjsCases(), 20);
const WITH_PASSWORD = pdfjsCases().filter((c) => c.password !== undefined).slice(0, 2);

let world: ImportWorld;
beforeAll(() => {
  world = makeImportWorld(CORPUS_WORLD);
});
afterAll(() => world.cleanup());

describe('a sample of the pdf.js test corpus', () => {
  it.each([...CASES, ...WITH_PASSWORD].map((c) => [c.name, c] as const))('%s imports or fails with a typed error', { timeout: FILE_TIMEOUT_MS }, async (_name, corpusCase) => {
    await expectImportsOrFailsCleanly(world, corpusCase);
  });
});
