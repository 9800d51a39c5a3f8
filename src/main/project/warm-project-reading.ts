import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '../../shared/domain/page.js';
import { newProjectDocument } from './project-document.js';
import { ProjectStore } from './sqlite-store.js';

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
export function warmProjectReading(tempRoot: string = os.tmpdir()): boolean {
  let dir: string | null = null;
  try {
    dir = fs.mkdtempSync(path.join(tempRoot, 'flipbook-warm-'));
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

/** How long after a host is ready the warm-up runs: after the editor's own files have been served. */
export const WARM_UP_DELAY_MS = 500;

/** Runs the warm-up once the host has had time to serve its window; it never keeps the process alive. */
export function warmProjectReadingSoon(): void {
  setTimeout(() => warmProjectReading(), WARM_UP_DELAY_MS).unref();
}
