import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../shared/errors/app-error.js';
import { IMAGE_EXTENSIONS } from './image-format.js';
import { naturalFileOrder } from './natural-order.js';

/**
 * Turns what the user picked (files and folders, in any mix) into the list of files to
 * import, in natural file-name order across the whole list. A folder contributes the
 * image files directly inside it: other files in it are not something the user chose, so
 * they are passed over rather than refused, and sub-folders are not entered. A file the
 * user named is always kept, so a wrong type is reported rather than silently dropped.
 */
export async function expandImagePaths(paths: readonly string[]): Promise<string[]> {
  const files = new Set<string>();
  for (const given of paths) {
    const resolved = path.resolve(given);
    if (!(await isDirectory(resolved))) {
      files.add(resolved);
      continue;
    }
    const entries = await readFolder(resolved);
    for (const entry of entries) {
      if (entry.isFile() && IMAGE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) files.add(path.join(resolved, entry.name));
    }
  }
  return naturalFileOrder([...files]);
}

async function isDirectory(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isDirectory();
  } catch {
    // A missing path is reported by the format check that reads it, with its name.
    return false;
  }
}

async function readFolder(folder: string) {
  try {
    return await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    throw new AppError('IMAGE_CONVERSION_FAILED', {}, `cannot read the folder ${folder}: ${(error as Error).message}`);
  }
}
