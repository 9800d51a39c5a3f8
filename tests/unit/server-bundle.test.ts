import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS, freshServerBundle, serverBundleIsFresh, type ServerBundleTarget } from '../../scripts/server-bundle.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('the service bundle (scripts/server-bundle.mjs)', () => {
  // Under node_modules/.cache, as the render worker's test bundle: a checkout's own folder, ignored by git.
  const cacheDir = path.join(ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const project = fs.mkdtempSync(path.join(cacheDir, 'server-bundle-test-'));
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));
  const target: ServerBundleTarget = { root: project, entry: 'main.ts', outfile: path.join(project, 'out', 'main.js') };
  const run = () => execFileSync(process.execPath, [target.outfile], { encoding: 'utf8' }).trim();

  /** Rewrites a file and gives it back its old date, as a checkout that keeps dates might. */
  function rewriteKeepingDate(file: string, text: string): void {
    const { atime, mtime } = fs.statSync(file);
    fs.writeFileSync(file, text);
    fs.utimesSync(file, atime, mtime);
  }

  it('is built when missing and rebuilt when a file it was made from changes, even with the same size and date', async () => {
    fs.writeFileSync(path.join(project, 'main.ts'), "import { word } from './word.js';\nconsole.log(word);\n");
    fs.writeFileSync(path.join(project, 'word.ts'), "export const word: string = 'one';\n");
    expect(serverBundleIsFresh(target)).toBe(false);

    expect(await freshServerBundle(target)).toBe(target.outfile);
    expect(serverBundleIsFresh(target)).toBe(true);
    expect(run()).toBe('one');

    rewriteKeepingDate(path.join(project, 'word.ts'), "export const word: string = 'two';\n");
    expect(serverBundleIsFresh(target)).toBe(false);
    await freshServerBundle(target);
    expect(run()).toBe('two');
    expect(serverBundleIsFresh(target)).toBe(true);
  });

  it('is stale when one of its files is gone or its list of files is', async () => {
    await freshServerBundle(target);
    fs.rmSync(target.outfile.replace(/\.js$/, '.inputs.json'));
    expect(serverBundleIsFresh(target)).toBe(false);
    await freshServerBundle(target);
    fs.writeFileSync(path.join(project, 'main.ts'), "console.log('three');\n");
    fs.rmSync(path.join(project, 'word.ts'));
    expect(serverBundleIsFresh(target)).toBe(false);
    await freshServerBundle(target);
    expect(run()).toBe('three');
  });

  it('runs under the same flags from `npm run server` and from the tests and the benchmark', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.server).toBe(['node', ...SERVICE_NODE_FLAGS, 'scripts/server.mjs'].join(' '));
  });
});
