import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '../../shared/domain/page.js';
import { newProjectDocument } from './project-document.js';
import { ProjectStore } from './sqlite-store.js';

/** The warm-up's temporary folders start with this, so a later warm-up can find them. */
const WARM_PREFIX = 'flipbook-warm-';

/**
 * A warm-up folder older than this was left by a host killed during its warm-up (SIGKILL, a
 * crash): the warm-up itself takes well under a second, so another host's folder is never this old.
 */
export const LEFT_WARM_UP_AGE_MS = 10 * 60 * 1000;

/** Pages in the made-up project: enough for V8 to optimise the page schema's checks. */
const WARM_PAGES = 200;

function madeUpPage(index: number): Page {
  const key = `pages/warm${index}`;
  return {
    id: `warm-${index}`,
    width: 990,
    height: 1400,
    renditions: { thumb: `${key}/thumb.webp`, normal: `${key}/normal.webp`, hd: `${key}/hd.webp` },
    source: { kind: 'pdf', file: 'warm.pdf', pageNumber: index + 1 },
  };
}

/**
 * Writes a made-up project to a temporary file and opens it the way `project.open` does, then
 * removes it. The first open in a process pays for compiling SQLite's WebAssembly and for V8
 * learning the document schema's checks (decision 0273); done while the host waits on the home
 * screen, a real open finds both done. Any failure is ignored, since this is a head start
 * only; the answer says whether the made-up project was opened.
 */
export function warmProjectReading(tempRoot: string = os.tmpdir(), now: number = Date.now()): boolean {
  let dir: string | null = null;
  try {
    removeLeftWarmUps(tempRoot, now);
    dir = fs.mkdtempSync(path.join(tempRoot, WARM_PREFIX));
    const file = path.join(dir, 'warm.flipbook');
    const document = { ...newProjectDocument('warm'), pages: Array.from({ length: WARM_PAGES }, (_, index) => madeUpPage(index)) };
    ProjectStore.create(file, document).close();
    const opened = ProjectStore.open(file);
    opened.store.getAsset(madeUpPage(0).renditions.thumb);
    structuredClone(opened.document);
    opened.store.close();
    return true;
  } catch {
    // Nothing to do: the real open pays the cost instead.
    return false;
  } finally {
    if (dir !== null) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Removes the warm-up folders that hosts killed during their warm-up left in `tempRoot`. */
function removeLeftWarmUps(tempRoot: string, now: number): void {
  for (const entry of fs.readdirSync(tempRoot, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(WARM_PREFIX)) continue;
    const dir = path.join(tempRoot, entry.name);
    try {
      if (now - fs.statSync(dir).mtimeMs > LEFT_WARM_UP_AGE_MS) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove: either way nothing is left to do.
    }
  }
}

/** How long after a host is ready the warm-up runs: after the editor's own files have been served. */
export const WARM_UP_DELAY_MS = 500;

/** Runs the warm-up once the host has had time to serve its window; it never keeps the process alive. */
export function warmProjectReadingSoon(): void {
  setTimeout(() => warmProjectReading(), WARM_UP_DELAY_MS).unref();
}
