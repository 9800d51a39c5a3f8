import fs from 'node:fs';
import path from 'node:path';
import { contract, isMethodName } from '../../shared/api/contract.js';
import { AppError } from '../../shared/errors/app-error.js';
import { localPathsIn } from '../../shared/validation/local-path.js';

/**
 * The browser host's bound on the files a call may name (issue 14, item 5): anyone holding the
 * token could otherwise read any file through `media.add`, write anywhere through a save or a
 * publish, and run a program from any folder through the external-engine choice. A path must
 * lie, once symbolic links are followed, inside one of the allowed folders (the user's home,
 * the upload folder and any named in FLIPBOOK_WEB_ALLOW_DIRS); an engine folder is refused
 * outright, so the browser host runs pdftoppm or mutool from PATH only.
 */
export function checkCallPaths(name: string, arg: unknown, allowedRoots: readonly string[]): AppError | null {
  if (!isMethodName(name)) return null;
  const roots = allowedRoots.map(realPathOf);
  for (const found of localPathsIn(contract[name].arg, arg)) {
    if (found.value === '') continue;
    if (found.kind === 'engine-folder') return new AppError('PATH_NOT_ALLOWED', {}, `${name}: the browser host uses pdftoppm or mutool from PATH only`);
    const real = realPathOf(path.resolve(found.value));
    if (!roots.some((root) => isInside(root, real))) return new AppError('PATH_NOT_ALLOWED', {}, `${name}: ${found.value} is outside the allowed folders`);
  }
  return null;
}

/** The folders a browser host allows besides the upload folder: home, and those the environment adds. */
export function allowedWebRoots(homeDir: string, env: NodeJS.ProcessEnv): string[] {
  const extra = (env.FLIPBOOK_WEB_ALLOW_DIRS ?? '').split(path.delimiter).filter((dir) => dir.trim() !== '' && path.isAbsolute(dir));
  return [homeDir, ...extra];
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The path with every symbolic link of its existing part followed; a part that does not exist
 * yet (a file about to be saved) is kept as written under its real parent.
 */
function realPathOf(target: string): string {
  const missing: string[] = [];
  let existing = path.resolve(target);
  for (;;) {
    try {
      return path.join(fs.realpathSync(existing), ...missing.reverse());
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return path.join(existing, ...missing.reverse());
      missing.push(path.basename(existing));
      existing = parent;
    }
  }
}
