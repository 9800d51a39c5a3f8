import { afterAll, beforeAll, describe, it } from 'vitest';
import { makeImportWorld, type ImportWorld } from '../../src/main/import/testing/import-world.js';
import { pdfjsCases, shardOf } from './corpus-cases.js';
import { CORPUS_WORLD, expectImportsOrFailsCleanly, FILE_TIMEOUT_MS } from './corpus-import.js';

// The corpus is split over two test files so both cores import at once (vitest runs files in parallel).
const CASES = shardOf(pdfjsCases(), 1, 2);

let world: ImportWorld;
beforeAll(() => {
  world = makeImportWorld(CORPUS_WORLD);
});
afterAll(() => world.cleanup());

describe('pdf.js test corpus, shard 2 of 2', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s imports or fails with a typed error', { timeout: FILE_TIMEOUT_MS }, async (_name, corpusCase) => {
    await expectImportsOrFailsCleanly(world, corpusCase);
  });
});
