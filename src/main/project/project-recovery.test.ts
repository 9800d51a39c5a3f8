import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSession } from '../engine/project-session.js';
import { createProjectSession, WORKING_COPY_DIR } from './create-project-session.js';
import { bytesOf, makeTempWorld, renditionKeys, samplePage, type TempWorld } from './project-test-support.js';
import { RECOVERY_DIR } from './recovery-files.js';

const DELAY_MS = 5;
let world: TempWorld;
/** Sessions this test started; a "crashed" one is never disposed, like a killed process. */
let sessions: ProjectSession[];

function startSession(): ProjectSession {
  const session = createProjectSession(world.platform, world.events, { recoveryDelayMs: DELAY_MS });
  sessions.push(session);
  return session;
}

function recoveryFiles(): string[] {
  const dir = path.join(world.platform.appDataDir, RECOVERY_DIR);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Lets the recovery timer fire. */
const settle = () => sleep(DELAY_MS * 10);

beforeEach(() => {
  world = makeTempWorld();
  sessions = [];
});

afterEach(() => {
  for (const session of sessions) session.dispose();
  world.cleanup();
});

describe('crash recovery', () => {
  it('brings back the edits and imported pages of a saved project after a crash', async () => {
    const crashed = startSession();
    crashed.create();
    const file = world.doc('book.flipbook');
    crashed.saveAs(file);
    const page = samplePage('a');
    for (const key of renditionKeys(page)) crashed.require().assets.put(key, bytesOf(key));
    crashed.require().replacePages([page], []);
    crashed.require().updateBook({ title: 'Edited, never saved', settings: { flipTime: 1 } });
    await settle();
    expect(recoveryFiles()).toHaveLength(1);
    const savedBytes = fs.readFileSync(file);

    // The crashed session is simply abandoned; a new one starts on the same app data.
    const restarted = startSession();
    const [offer] = restarted.recoverable();
    expect(offer).toMatchObject({ path: file, title: 'Edited, never saved', pageCount: 1 });
    const recovered = restarted.recover(offer?.id ?? '');
    expect(recovered).toMatchObject({ path: file, dirty: true, book: { title: 'Edited, never saved', settings: { flipTime: 1 } } });
    expect(restarted.require().assets.get(page.renditions.hd)).toEqual(bytesOf(page.renditions.hd));
    // Recovering changes nothing on disk until the author saves.
    expect(fs.readFileSync(file)).toEqual(savedBytes);
  });

  it('brings back an untitled project from its working copy', async () => {
    const crashed = startSession();
    crashed.create();
    crashed.require().updateBook({ title: 'Untitled work' });
    await settle();
    const restarted = startSession();
    const [offer] = restarted.recoverable();
    expect(offer).toMatchObject({ path: null, title: 'Untitled work' });
    expect(restarted.recover(offer?.id ?? '')).toMatchObject({ path: null, dirty: true, book: { title: 'Untitled work' } });
  });

  it('removes the recovery file when the project is saved or closed on purpose', async () => {
    const session = startSession();
    session.create();
    session.require().updateBook({ title: 'One' });
    await settle();
    expect(recoveryFiles()).toHaveLength(1);
    session.saveAs(world.doc('saved.flipbook'));
    await settle();
    expect(recoveryFiles()).toEqual([]);

    session.require().updateBook({ title: 'Two' });
    await settle();
    expect(recoveryFiles()).toHaveLength(1);
    session.close();
    expect(recoveryFiles()).toEqual([]);
  });

  it('keeps the recovery file when the host shuts down without the author choosing to drop the edits', () => {
    const session = startSession();
    session.create();
    session.require().updateBook({ title: 'Typed just before the server stopped' });
    session.dispose();
    expect(startSession().recoverable()).toMatchObject([{ title: 'Typed just before the server stopped' }]);
  });

  it('skips broken recovery files and offers nothing for them', () => {
    const dir = path.join(world.platform.appDataDir, RECOVERY_DIR);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"version": 1, "id": ');
    fs.writeFileSync(path.join(dir, `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.json`), JSON.stringify({ version: 1, id: 'x' }));
    expect(startSession().recoverable()).toEqual([]);
  });

  it('discarding an untitled project drops its recovery file and its working copy', async () => {
    const crashed = startSession();
    crashed.create();
    crashed.require().updateBook({ title: 'Drop me' });
    await settle();
    const restarted = startSession();
    const [offer] = restarted.recoverable();
    const copiesBefore = fs.readdirSync(path.join(world.platform.appDataDir, WORKING_COPY_DIR)).length;
    expect(restarted.discardRecovery(offer?.id ?? '')).toBe(true);
    expect(restarted.recoverable()).toEqual([]);
    expect(fs.readdirSync(path.join(world.platform.appDataDir, WORKING_COPY_DIR)).length).toBe(copiesBefore - 1);
  });
});
