import { isProcessAlive } from '../platform/process-alive.js';
import fs from 'node:fs';
import os from 'node:os';
import { AppError } from '../../shared/errors/app-error.js';

/**
 * Who has a project file open, so a crash cannot leave it unopenable (issue 14, item 6).
 *
 * node-sqlite3-wasm locks a database with a `<file>.lock` folder made for each transaction
 * and removed after it; `kill -9` in the middle of one leaves the folder behind, and every
 * later open fails with "database is locked". That folder says nothing about its maker, so
 * beside it each process that opens the file records itself in `<file>.owner` (its pid and
 * host) for as long as the file is open. When the recorded process is gone, its owner
 * file and any `.lock` folder are stale and are cleared; when it is alive, the open is
 * refused with PROJECT_LOCKED ("locked by another window").
 *
 * A pid can be reused after a crash, so a dead owner may look alive until its pid is free
 * again; the cost is a refusal the user can clear by closing that program, never two
 * writers. An owner on another host (a shared folder) cannot be checked and counts as alive.
 */

interface Owner {
  pid: number;
  host: string;
}

/** Files this process holds, counted: the session and a recovery may open one file twice. */
const held = new Map<string, number>();

export function ownerFileOf(file: string): string {
  return `${file}.owner`;
}

function readOwner(file: string): Owner | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(ownerFileOf(file), 'utf8'));
    const { pid, host } = (parsed ?? {}) as Partial<Owner>;
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 && typeof host === 'string' ? { pid, host } : null;
  } catch {
    // Missing, or half-written by a process killed while it wrote: no owner to wait for.
    return null;
  }
}

function isLiveOwner(owner: Owner): boolean {
  if (owner.host !== os.hostname()) return true;
  return owner.pid === process.pid || isProcessAlive(owner.pid);
}

/** Whether a live process (this one included) has the file open: a sweep must leave it alone. */
export function isHeldByLiveProcess(file: string): boolean {
  if ((held.get(file) ?? 0) > 0) return true;
  const owner = readOwner(file);
  return owner !== null && isLiveOwner(owner);
}

/** Clears what a dead owner left: its record and the database lock folder it may have held. */
function clearStale(file: string): void {
  fs.rmSync(ownerFileOf(file), { force: true });
  fs.rmSync(`${file}.lock`, { recursive: true, force: true });
}

/**
 * Takes the file for this process, or throws PROJECT_LOCKED when another live process has
 * it. A folder that cannot be written to (read-only media) gets no owner file: nobody can
 * write the project there, so there is nothing to guard.
 */
export function acquireProjectLock(file: string): void {
  const count = held.get(file) ?? 0;
  if (count > 0) {
    held.set(file, count + 1);
    return;
  }
  const owner = readOwner(file);
  if (owner !== null && owner.pid !== process.pid && isLiveOwner(owner)) {
    throw new AppError('PROJECT_LOCKED', {}, `${file} is open in process ${owner.pid} on ${owner.host}`);
  }
  // No live owner: a `.lock` folder now can only be a crashed process's leftover.
  clearStale(file);
  try {
    fs.writeFileSync(ownerFileOf(file), JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Owner), { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another process took it between our check and our write: it is the live owner.
    if (code === 'EEXIST') throw new AppError('PROJECT_LOCKED', {}, `${file} was opened by another process just now`);
    if (code !== 'EACCES' && code !== 'EROFS' && code !== 'EPERM') throw error;
  }
  held.set(file, 1);
}

/** Gives the file back; the owner file goes once this process holds it no more. */
export function releaseProjectLock(file: string): void {
  const count = held.get(file) ?? 0;
  if (count > 1) {
    held.set(file, count - 1);
    return;
  }
  held.delete(file);
  if (readOwner(file)?.pid === process.pid) fs.rmSync(ownerFileOf(file), { force: true });
}
