import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFakeProject, pageColor } from '../../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../../src/main/publish/testing/test-context.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/** The reader as `npm run build` leaves it, rebuilt by publishBaseBook. */
export const READER_DIST = path.join(ROOT, 'dist', 'reader');

/**
 * Publishes, with the reader the suite's global setup built, a double-page book of solid-colour
 * pages into `<work>/base` of a fresh temp folder, for bookVariant to copy with other
 * settings. Returns the temp folder (the caller removes it) and the base book's folder.
 */
export async function publishBaseBook(name: string, title: string, pageCount: number, size: { width: number; height: number }): Promise<{ work: string; base: string }> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `flipbook-${name}-e2e-`));
  const base = path.join(work, 'base');
  const pages = Array.from({ length: pageCount }, (_, i) => ({ ...size, color: pageColor(i + 1) }));
  const project = await createFakeProject({ title, pages });
  project.updateBook({ title, description: '', keywords: '', settings: { pageMode: 'double' } });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(base);
  return { work, base };
}
