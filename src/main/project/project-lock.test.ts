import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import type { ProjectSession } from '../engine/project-session.js';
import { createProjectSession } from './create-project-session.js';
import { newProjectDocument } from './project-document.js';
import { ownerFileOf } from './project-lock.js';
import { makeTempWorld, type TempWorld } from './project-test-support.js';
import { ProjectStore } from './sqlite-store.js';
import { holdOpenInAnotherProcess, killHard } from './testing/crashing-holder.js';

let world: TempWorld;
let session: ProjectSession;
let child: ChildProcess | null = null;

beforeEach(() => {
  world = makeTempWorld();
  fs.mkdirSync(world.doc(), { recursive: true });
  session = createProjectSession(world.platform, world.events);
});

afterEach(() => {
  if (child !== null) child.kill('SIGKILL');
  child = null;
  session.dispose();
  world.cleanup();
});

function openError(file: string): unknown {
  try {
    session.open(file);
  } catch (error) {
    return error;
  }
  return null;
}

describe('a project another process holds, and one a crash left locked', () => {
  it('says "locked by another window" while the other process lives, and opens once it was killed', async () => {
    const file = world.doc('book.flipbook');
    ProjectStore.create(file, newProjectDocument('Held')).close();
    const holder = await holdOpenInAnotherProcess(file);
    child = holder;
    expect(fs.existsSync(`${file}.lock`)).toBe(true);

    const error = openError(file);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PROJECT_LOCKED');
    expect((error as AppError).message).toContain('locked by another window');

    // kill -9: the holder cannot remove its SQLite lock folder or its owner file.
    await killHard(holder);
    expect(fs.existsSync(`${file}.lock`)).toBe(true);
    expect(fs.existsSync(ownerFileOf(file))).toBe(true);

    const snapshot = session.open(file);
    expect(snapshot.book.title).toBe('Held');
    // The write the crash interrupted was rolled back, and the file is ours now.
    expect(session.require().assets.get('media/unsaved.bin')).toBeNull();
    expect(JSON.parse(fs.readFileSync(ownerFileOf(file), 'utf8'))).toMatchObject({ pid: process.pid });
    session.close();
    expect(fs.existsSync(ownerFileOf(file))).toBe(false);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });

  it('clears a lock folder nobody owns, as an older version that crashed leaves it', () => {
    const file = world.doc('old.flipbook');
    ProjectStore.create(file, newProjectDocument('Old')).close();
    fs.mkdirSync(`${file}.lock`);
    expect(session.open(file).book.title).toBe('Old');
  });
});
