import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Vitest global setup of the end-to-end suite: builds everything into dist/ once per run, from
 * the sources as they are, so every file tests what is checked in. The files used to rebuild the
 * reader each in their own beforeAll; with two files running at once, one file's rebuild (Vite
 * empties dist/reader first) could take the reader away from another publishing from it
 * (docs/decisions/0275).
 */
export default async function setup(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  await run(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--quiet'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
}
