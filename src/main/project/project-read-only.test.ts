import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newProjectDocument } from './project-document.js';
import { makeTempWorld, type TempWorld } from './project-test-support.js';
import { ProjectStore } from './sqlite-store.js';
import { withoutBookId } from './testing/old-project.js';

const READER = path.join(import.meta.dirname, 'testing', 'read-project.ts');
/** The conventional unprivileged user and group, for a reader when the tests run as root. */
const NOBODY = 65534;

let world: TempWorld;

beforeEach(() => {
  world = makeTempWorld();
});

afterEach(() => world.cleanup());

/**
 * Runs the reader as a user who may not write `file`. Root writes through any file mode, so
 * as root the reader runs as nobody; anyone else is already kept out by the mode itself.
 */
async function readAsAnotherUser(file: string, key: string): Promise<unknown> {
  const asRoot = process.getuid?.() === 0;
  const child = spawn(process.execPath, ['--import', 'tsx', READER, file, key], { stdio: ['ignore', 'pipe', 'pipe'], ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the reader failed (${String(code)}): ${stderr}`);
  return JSON.parse(stdout);
}

describe('a project file the user may not write', () => {
  it('is still read, for info and publish, which only read', async () => {
    const folder = world.doc();
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'read-only.flipbook');
    const store = ProjectStore.create(file, newProjectDocument('Handed out'));
    store.putAsset('media/logo.png', new Uint8Array([7, 8, 9]));
    store.close();
    // The folder stays writable (SQLite's lock folder goes there); only the file is read-only.
    for (const dir of [world.root, path.dirname(folder)]) fs.chmodSync(dir, 0o755);
    fs.chmodSync(folder, 0o777);
    fs.chmodSync(file, 0o444);

    expect(await readAsAnotherUser(file, 'media/logo.png')).toEqual({ title: 'Handed out', bookId: expect.stringMatching(/^[a-z0-9]{6}$/), asset: [7, 8, 9] });
  });

  it('from before book ids gets the same derived id on every read, and stays unchanged', async () => {
    const folder = world.doc();
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'old-read-only.flipbook');
    ProjectStore.create(file, newProjectDocument('Old and handed out')).close();
    withoutBookId(file);
    for (const dir of [world.root, path.dirname(folder)]) fs.chmodSync(dir, 0o755);
    fs.chmodSync(folder, 0o777);
    fs.chmodSync(file, 0o444);
    const before = fs.readFileSync(file);

    const first = (await readAsAnotherUser(file, 'none')) as { bookId: string };
    const second = (await readAsAnotherUser(file, 'none')) as { bookId: string };
    expect(first.bookId).toMatch(/^[a-z0-9]{6}$/);
    expect(second.bookId).toBe(first.bookId);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});
