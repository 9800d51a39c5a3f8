import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Decides whether an existing folder may be replaced. Publishing into a folder the user
 * chose must never wipe unrelated files, so only an empty folder or an earlier output of
 * the same kind qualifies.
 */
export type ReplaceCheck = (existing: string) => Promise<boolean>;

/**
 * Builds a folder in a hidden sibling, then swaps it into place, so the target is either
 * the old folder or the complete new one, never a half-written mix. The sibling lives in
 * the same parent so the swap is a rename on one file system.
 */
export async function writeFolderAtomically(
  target: string,
  canReplace: ReplaceCheck,
  build: (tempDir: string) => Promise<void>,
): Promise<void> {
  const parent = path.dirname(target);
  const base = path.basename(target);
  await fs.mkdir(parent, { recursive: true });
  const existing = await fs.stat(target).catch(() => null);
  if (existing !== null && !(existing.isDirectory() && (await canReplace(target)))) {
    throw new Error(`${target} already exists and is not an earlier published book or an empty folder`);
  }

  const tag = randomBytes(6).toString('hex');
  const temp = path.join(parent, `.${base}.publishing-${tag}`);
  const aside = path.join(parent, `.${base}.replaced-${tag}`);
  await fs.mkdir(temp);
  try {
    await build(temp);
    if (existing !== null) await fs.rename(target, aside);
    try {
      await fs.rename(temp, target);
    } catch (error) {
      if (existing !== null) await fs.rename(aside, target);
      throw error;
    }
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }
  // The new folder is in place; failing to delete the old one must not fail the publish.
  if (existing !== null) await fs.rm(aside, { recursive: true, force: true }).catch(() => undefined);
}
