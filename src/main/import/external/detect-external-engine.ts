import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../../shared/errors/app-error.js';

/** The external renderers the import can drive, in order of preference. */
export const EXTERNAL_TOOLS = ['pdftoppm', 'mutool'] as const;
export type ExternalTool = (typeof EXTERNAL_TOOLS)[number];

/** A usable external renderer: which tool, and the absolute path of its executable. */
export interface ExternalEngine {
  tool: ExternalTool;
  path: string;
}

/** Where to look: the user's chosen folder, and the PATH to fall back on. */
export interface EngineSearch {
  dir?: string | undefined;
  /** PATH as the environment gives it; tests pass their own. */
  pathVariable?: string | undefined;
  platform?: NodeJS.Platform;
}

/** Running `tool -v` must answer within this; anything slower is not a working tool. */
export const ENGINE_PROBE_TIMEOUT_MS = 5_000;

// Both tools print "<name> version x.y.z" for -v; poppler's older releases exit non-zero
// after printing it, so the banner, not the exit code, is what confirms the tool.
const VERSION_BANNER: Record<ExternalTool, RegExp> = {
  pdftoppm: /pdftoppm version \d/i,
  mutool: /(?:mutool|mudraw) version \d/i,
};

function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    // Windows has no execute bit; there an .exe that exists is runnable.
    if (process.platform !== 'win32') fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs `file -v` and checks it names the tool. Never throws. */
function answersAs(file: string, tool: ExternalTool): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(file, ['-v'], { timeout: ENGINE_PROBE_TIMEOUT_MS, killSignal: 'SIGKILL', windowsHide: true, maxBuffer: 64 * 1024 }, (_error, stdout, stderr) => {
      resolve(VERSION_BANNER[tool].test(`${stdout}\n${stderr}`));
    });
  });
}

/** The folders to search in order: the chosen folder first, then PATH's entries. */
function searchFolders(search: EngineSearch): string[] {
  const folders: string[] = [];
  if (search.dir !== undefined && search.dir.trim() !== '') folders.push(path.resolve(search.dir));
  const pathVariable = search.pathVariable ?? process.env.PATH ?? '';
  for (const entry of pathVariable.split(path.delimiter)) {
    // An empty or relative PATH entry means "the current folder", which is no place to run tools from.
    if (entry !== '' && path.isAbsolute(entry)) folders.push(entry);
  }
  return folders;
}

/**
 * Finds an external renderer. A folder the user chose wins over PATH; within a folder
 * pdftoppm is preferred to mutool. Each candidate must be an executable file that answers
 * `-v` with its name, so a stray file of the right name is never taken for the tool.
 */
export async function detectExternalEngine(search: EngineSearch = {}): Promise<ExternalEngine | null> {
  const suffix = (search.platform ?? process.platform) === 'win32' ? '.exe' : '';
  for (const folder of searchFolders(search)) {
    for (const tool of EXTERNAL_TOOLS) {
      const file = path.join(folder, tool + suffix);
      if (isExecutableFile(file) && (await answersAs(file, tool))) return { tool, path: file };
    }
  }
  return null;
}

/** The external renderer, or EXTERNAL_ENGINE_MISSING so nothing is started without one. */
export async function requireExternalEngine(search: EngineSearch = {}): Promise<ExternalEngine> {
  const engine = await detectExternalEngine(search);
  if (engine) return engine;
  const where = search.dir ? `${search.dir} or PATH` : 'PATH';
  throw new AppError('EXTERNAL_ENGINE_MISSING', {}, `neither ${EXTERNAL_TOOLS.join(' nor ')} was found in ${where}`);
}
