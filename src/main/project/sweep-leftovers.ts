import fs from 'node:fs';
import path from 'node:path';
import { ownerFileOf, isHeldByLiveProcess } from './project-lock.js';

/** Where untitled projects live until their first save (create-project-session.ts). */
const WORKING_DIR = 'working';
/** The temporary name atomic-write.ts gives a file being written: `.<name>.<uuid>.tmp`. */
const ATOMIC_TEMP = /^\..+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;
/**
 * A temporary file this old is no one's write in progress: an atomic write lives for
 * milliseconds. The margin keeps a second window's write, started this moment, safe.
 */
export const STALE_TEMP_AGE_MS = 60_000;

function remove(file: string): void {
  try {
    fs.rmSync(file, { recursive: true, force: true });
  } catch {
    // A sweep is housekeeping: what cannot go now can go at the next start.
  }
}

function namesIn(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/** Temporary files of writes a crash interrupted, in app data and its folders one level down. */
function sweepTempFiles(appDataDir: string, now: number): void {
  const dirs = [appDataDir, ...namesIn(appDataDir).map((name) => path.join(appDataDir, name)).filter((dir) => fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true)];
  for (const dir of dirs) {
    for (const name of namesIn(dir).filter((entry) => ATOMIC_TEMP.test(entry))) {
      const file = path.join(dir, name);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat?.isFile() === true && now - stat.mtimeMs > STALE_TEMP_AGE_MS) remove(file);
    }
  }
}

/**
 * Untitled working copies nobody can come back to: no recovery file names them and no live
 * process has them open. They go with their journal, lock folder and owner record. A
 * journal beside a copy that is kept is left alone: SQLite needs it to roll back.
 */
function sweepWorkingCopies(appDataDir: string, kept: ReadonlySet<string>): void {
  const dir = path.join(appDataDir, WORKING_DIR);
  const names = namesIn(dir);
  for (const name of names.filter((entry) => entry.endsWith('.flipbook'))) {
    const file = path.join(dir, name);
    if (kept.has(path.resolve(file)) || isHeldByLiveProcess(file)) continue;
    for (const leftover of [file, `${file}-journal`, `${file}.lock`, ownerFileOf(file)]) remove(leftover);
  }
  // What is left of copies already gone: a journal, lock folder or owner record on its own.
  for (const name of namesIn(dir)) {
    const base = name.replace(/(-journal|\.lock|\.owner)$/, '');
    if (base !== name && !fs.existsSync(path.join(dir, base))) remove(path.join(dir, name));
  }
}

/**
 * Clears what a crash leaves in app data (issue 14, item 6), when the app starts: stale
 * temporary files, orphaned working copies and their companions. `keptStores` are the
 * working copies recovery files name, which must survive to be offered back.
 */
export function sweepLeftovers(appDataDir: string, keptStores: Iterable<string>, now: number = Date.now()): void {
  const kept = new Set([...keptStores].map((file) => path.resolve(file)));
  sweepTempFiles(appDataDir, now);
  sweepWorkingCopies(appDataDir, kept);
}
