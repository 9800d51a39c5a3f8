import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appErrorOf } from '../testing/expect-app-error.js';
import { detectExternalEngine, requireExternalEngine } from './detect-external-engine.js';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-engine-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function folder(name: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  return dir;
}

function script(dir: string, name: string, body: string, mode = 0o755): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode });
  return file;
}

describe('detectExternalEngine', () => {
  it('finds the installed pdftoppm on PATH', async () => {
    expect(await detectExternalEngine({ pathVariable: '/usr/bin' })).toEqual({ tool: 'pdftoppm', path: '/usr/bin/pdftoppm' });
  });

  it('takes mutool when the folder has no pdftoppm', async () => {
    const dir = folder('mupdf');
    fs.symlinkSync('/usr/bin/mutool', path.join(dir, 'mutool'));
    expect(await detectExternalEngine({ dir, pathVariable: '' })).toEqual({ tool: 'mutool', path: path.join(dir, 'mutool') });
  });

  it('prefers the chosen folder to PATH', async () => {
    const dir = folder('chosen');
    script(dir, 'pdftoppm', 'echo "pdftoppm version 0.1" >&2');
    expect(await detectExternalEngine({ dir, pathVariable: '/usr/bin' })).toEqual({ tool: 'pdftoppm', path: path.join(dir, 'pdftoppm') });
  });

  it('ignores a file of the right name that cannot run or does not answer as the tool', async () => {
    const dir = folder('impostors');
    script(dir, 'pdftoppm', 'echo "pdftoppm version 1"', 0o644);
    script(dir, 'mutool', 'echo "hello"');
    fs.mkdirSync(path.join(dir, 'nested'));
    expect(await detectExternalEngine({ dir, pathVariable: path.join(dir, 'nested') })).toBeNull();
  });

  it('ignores relative PATH entries, which would run whatever is in the current folder', async () => {
    expect(await detectExternalEngine({ pathVariable: ['.', 'bin', ''].join(path.delimiter) })).toBeNull();
  });
});

describe('requireExternalEngine', () => {
  it('fails with EXTERNAL_ENGINE_MISSING when neither the folder nor PATH has a tool', async () => {
    const empty = folder('empty');
    const error = await appErrorOf(requireExternalEngine({ dir: empty, pathVariable: empty }));
    expect(error.code).toBe('EXTERNAL_ENGINE_MISSING');
    expect(error.message).toMatch(/^No external PDF rendering engine was found/);
  });
});
