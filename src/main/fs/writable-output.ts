import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../shared/errors/app-error.js';

/** The nearest folder on the way up from `dir` that exists, or the first thing in the way that is not a folder. */
async function nearestExisting(dir: string): Promise<{ at: string; stat: Stats }> {
  let at = dir;
  for (;;) {
    const stat = await fs.stat(at).catch((error: NodeJS.ErrnoException) => {
      // Only "not there" means keep climbing; anything else (a file in the way) is the answer.
      if (error.code === 'ENOENT') return null;
      throw new AppError('OUTPUT_FOLDER_UNWRITABLE', {}, `${at}: ${error.message}`);
    });
    if (stat !== null) return { at, stat };
    const parent = path.dirname(at);
    if (parent === at) throw new AppError('OUTPUT_FOLDER_UNWRITABLE', {}, `${dir}: no part of the path exists`);
    at = parent;
  }
}

/**
 * Refuses, before any work starts, an output whose folder cannot be written: read-only,
 * or that cannot be made because a file stands where a folder should be. Every output is
 * written beside its target (a temporary sibling renamed into place), so the folder that
 * counts is the target's parent. A parent that is missing but can be made is fine: the
 * publish makes it, as it always has.
 *
 * The check writes for real (a temporary folder, removed at once) instead of asking
 * `access(W_OK)`: for root, `access` says yes to a folder chmod-ed read-only, and it cannot
 * see a read-only mount on every system. A real write fails in every one of those cases.
 */
export async function assertOutputWritable(target: string): Promise<void> {
  const { at, stat } = await nearestExisting(path.dirname(path.resolve(target)));
  if (!stat.isDirectory()) throw new AppError('OUTPUT_FOLDER_UNWRITABLE', {}, `${at} is not a folder`);
  let probe: string | null = null;
  try {
    probe = await fs.mkdtemp(path.join(at, '.flipbook-write-check-'));
  } catch (error) {
    throw new AppError('OUTPUT_FOLDER_UNWRITABLE', {}, `${at}: ${(error as Error).message}`);
  } finally {
    if (probe !== null) await fs.rmdir(probe).catch(() => undefined);
  }
}
