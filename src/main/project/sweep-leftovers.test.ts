import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProjectSession, WORKING_COPY_DIR } from './create-project-session.js';
import { newProjectDocument } from './project-document.js';
import { makeTempWorld, type TempWorld } from './project-test-support.js';
import { RecoveryFiles } from './recovery-files.js';
import { ProjectStore } from './sqlite-store.js';
import { STALE_TEMP_AGE_MS } from './sweep-leftovers.js';
import { holdOpenInAnotherProcess, killHard } from './testing/crashing-holder.js';

let world: TempWorld;
let working: string;
let child: ChildProcess | null = null;

beforeEach(() => {
  world = makeTempWorld();
  working = path.join(world.platform.appDataDir, WORKING_COPY_DIR);
  fs.mkdirSync(working, { recursive: true });
});

afterEach(() => {
  if (child !== null) child.kill('SIGKILL');
  child = null;
  world.cleanup();
});

/** What an app start does: a session is made, and disposed again at once. */
function startApp(): void {
  createProjectSession(world.platform, world.events).dispose();
}

function workingCopy(id: string): string {
  const file = path.join(working, `${id}.flipbook`);
  ProjectStore.create(file, newProjectDocument(id)).close();
  return file;
}

describe('clearing what a crash left when the app starts', () => {
  it('removes a working copy whose app was killed, with its journal, lock and owner, and keeps a live one', async () => {
    const file = workingCopy('00000000-0000-4000-8000-000000000001');
    child = await holdOpenInAnotherProcess(file);
    const companions = [`${file}-journal`, `${file}.lock`, `${file}.owner`];
    for (const leftover of companions) expect(fs.existsSync(leftover), leftover).toBe(true);

    // Another window still has it open: it stays.
    startApp();
    expect(fs.existsSync(file)).toBe(true);

    await killHard(child);
    startApp();
    expect(fs.readdirSync(working)).toEqual([]);
  });

  it('keeps a working copy a recovery file names, and its journal, so the edits can come back', () => {
    const file = workingCopy('00000000-0000-4000-8000-000000000002');
    const orphan = workingCopy('00000000-0000-4000-8000-000000000003');
    fs.writeFileSync(`${file}-journal`, '');
    new RecoveryFiles(world.platform.appDataDir).write({ id: '00000000-0000-4000-8000-000000000002', path: null, store: file, document: newProjectDocument('Kept') });
    startApp();
    expect(fs.readdirSync(working).sort()).toEqual([path.basename(file), `${path.basename(file)}-journal`]);
    expect(fs.existsSync(orphan)).toBe(false);
  });

  it('removes stale temporary files of interrupted writes, and leaves one being written now', () => {
    const appData = world.platform.appDataDir;
    const stale = path.join(appData, '.recent-projects.json.0b7d1c2e-5f3a-4c1b-9d2e-1a2b3c4d5e6f.tmp');
    const deeper = path.join(appData, 'recovery', '.x.json.1b7d1c2e-5f3a-4c1b-9d2e-1a2b3c4d5e6f.tmp');
    const fresh = path.join(appData, '.prefs.json.2b7d1c2e-5f3a-4c1b-9d2e-1a2b3c4d5e6f.tmp');
    fs.mkdirSync(path.dirname(deeper), { recursive: true });
    for (const file of [stale, deeper, fresh]) fs.writeFileSync(file, '{');
    const old = new Date(Date.now() - STALE_TEMP_AGE_MS * 2);
    for (const file of [stale, deeper]) fs.utimesSync(file, old, old);
    startApp();
    expect([stale, deeper, fresh].map((file) => fs.existsSync(file))).toEqual([false, false, true]);
  });
});
