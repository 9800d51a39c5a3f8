import fs from 'node:fs';
import path from 'node:path';
import type { BatchFormat } from '../../shared/api/batch-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import { validateOutputPath } from '../../shared/validation/output-path.js';

/** What each format writes into the output folder: a folder (html) or a file with this extension. */
const OUTPUT_EXTENSION: Readonly<Record<BatchFormat, string>> = {
  html: '',
  wordpress: '.zip',
  joomla: '.zip',
  drupal: '.zip',
  exe: '.zip',
  app: '.zip',
  apk: '.apk',
};

const realOrResolved = (file: string): string => {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file);
  }
};

const isInside = (child: string, parent: string): boolean => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Checks the batch's output folder and makes it: a valid absolute path (PATH_EMPTY,
 * PATH_FORMAT), not an input folder or inside one (BATCH_OUTPUT_INSIDE_INPUT: a second run
 * would convert the first run's books), and creatable and writable (OUTPUT_FOLDER_UNWRITABLE).
 */
export function prepareOutputFolder(raw: string, inputFolders: readonly string[]): string {
  const outDir = path.resolve(validateOutputPath(raw));
  const real = realOrResolved(outDir);
  const container = inputFolders.find((folder) => isInside(real, folder) || isInside(outDir, folder));
  if (container !== undefined) throw new AppError('BATCH_OUTPUT_INSIDE_INPUT', {}, `${outDir} is inside ${container}`);
  try {
    fs.mkdirSync(outDir, { recursive: true });
    if (!fs.statSync(outDir).isDirectory()) throw new Error('not a folder');
    fs.accessSync(outDir, fs.constants.W_OK);
  } catch (error) {
    throw new AppError('OUTPUT_FOLDER_UNWRITABLE', {}, `${outDir}: ${(error as Error).message}`);
  }
  return outDir;
}

/** Characters no file name may hold on any system (as validateOutputPath refuses them), and controls. */
const UNSAFE = /[\\/:*?"<>|！／＼：＊？＂＜＞｜\u0000-\u001f]/g;

/** A book's name made safe as a file name; dots at the start would hide it. */
export function safeBookName(name: string): string {
  const cleaned = name.replace(UNSAFE, '_').trim().replace(/^\.+/, '');
  return cleaned === '' ? 'book' : cleaned;
}

/**
 * Hands out output paths in one folder from the books' names without ever naming one that
 * exists or was already handed out: `Report`, then `Report-2`, `Report-3`…
 */
export class OutputNames {
  private readonly taken = new Set<string>();

  constructor(
    private readonly outDir: string,
    private readonly format: BatchFormat,
  ) {}

  next(name: string): string {
    const base = safeBookName(name);
    const extension = OUTPUT_EXTENSION[this.format];
    for (let n = 1; ; n += 1) {
      const file = path.join(this.outDir, `${base}${n === 1 ? '' : `-${n}`}${extension}`);
      const key = file.toLowerCase();
      if (this.taken.has(key) || fs.existsSync(file)) continue;
      this.taken.add(key);
      return file;
    }
  }
}
