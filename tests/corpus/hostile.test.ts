import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeDocumentParams } from '../../src/main/import/pdf/pdf-options.js';
import { makeImportWorld, type ImportWorld } from '../../src/main/import/testing/import-world.js';
import { hostileCases } from './corpus-cases.js';
import { CORPUS_WORLD, expectImportsOrFailsCleanly, FILE_TIMEOUT_MS } from './corpus-import.js';

const CASES = hostileCases();

let world: ImportWorld;
beforeAll(() => {
  world = makeImportWorld(CORPUS_WORLD);
});
afterAll(() => world.cleanup());

describe('hostile PDFs', () => {
  it('finds the hostile corpus', () => {
    expect(CASES.length).toBeGreaterThan(0);
  });

  it('opens every PDF with JavaScript, XFA and eval switched off', () => {
    const params = safeDocumentParams('/any.pdf', null) as Record<string, unknown>;
    expect(params).toMatchObject({ isEvalSupported: false, enableXfa: false });
    // pdf.js runs document scripts only through a scripting sandbox that the import never asks for.
    expect(params.enableScripting).toBeUndefined();
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s imports or fails with a typed error', { timeout: FILE_TIMEOUT_MS }, async (_name, corpusCase) => {
    await expectImportsOrFailsCleanly(world, corpusCase);
  });
});
