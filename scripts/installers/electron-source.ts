import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseFolderUrl } from '../../src/main/publish/desktop/runtime-target.js';

/** The environment variable that names a local Electron for the installers (as `--electron-dist`). */
export const ELECTRON_DIST_ENV = 'FLIPBOOK_ELECTRON_DIST';

/** One platform and architecture of Electron's releases, e.g. linux / x64. */
export interface ElectronTarget {
  platform: 'win32' | 'darwin' | 'linux';
  arch: 'x64' | 'arm64';
}

/** Where the Electron for a build comes from. */
export type ElectronSource = { kind: 'local'; path: string } | { kind: 'download' };

/** Electron's release zip for a target, the name electron-builder and @electron/get look for. */
export function electronZipName(version: string, target: ElectronTarget): string {
  return `electron-v${version}-${target.platform}-${target.arch}.zip`;
}

/**
 * The local Electron a build was given, by `--electron-dist PATH` or FLIPBOOK_ELECTRON_DIST:
 * Electron's release zip, a folder holding that zip, or the unzipped release (as EXE and APP
 * publishing accept with `--runtime`). Null when neither names one.
 */
export function localElectronPath(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): string | null {
  const at = argv.indexOf('--electron-dist');
  const given = at >= 0 ? argv[at + 1] : env[ELECTRON_DIST_ENV];
  if (at >= 0 && (given === undefined || given.startsWith('--'))) throw new Error('--electron-dist needs a path: an Electron release zip or its unzipped folder');
  if (given === undefined || given.trim() === '') return null;
  const resolved = path.resolve(cwd, given);
  const stat = fs.statSync(resolved, { throwIfNoEntry: false });
  if (stat === undefined) throw new Error(`The local Electron ${resolved} does not exist`);
  if (stat.isFile() && !resolved.toLowerCase().endsWith('.zip')) throw new Error(`The local Electron ${resolved} is neither a zip nor a folder`);
  return resolved;
}

/** The folders where @electron/get (and so electron-builder) caches release zips. */
function electronCacheDirs(env: NodeJS.ProcessEnv): string[] {
  if (env.ELECTRON_CACHE) return [env.ELECTRON_CACHE];
  const home = os.homedir();
  if (process.platform === 'darwin') return [path.join(home, 'Library', 'Caches', 'electron')];
  if (process.platform === 'win32') return [path.join(env.LOCALAPPDATA ?? path.join(home, 'AppData', 'Local'), 'electron', 'Cache')];
  return [path.join(env.XDG_CACHE_HOME ?? path.join(home, '.cache'), 'electron')];
}

/** Whether an earlier download left the release zip in the cache (one folder per mirror URL). */
export function cachedElectronZip(zipName: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of electronCacheDirs(env)) {
    const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
    for (const entry of entries) {
      const candidate = entry.isDirectory() ? path.join(dir, entry.name, zipName) : path.join(dir, entry.name);
      if (path.basename(candidate) === zipName && fs.existsSync(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * Decides where Electron comes from: the local one if given, else a download, but only after
 * checking that the release zip is cached or reachable, so a machine without the internet gets
 * one clear sentence instead of electron-builder's download stack trace.
 */
export async function chooseElectronSource(options: {
  local: string | null;
  version: string;
  target: ElectronTarget;
  env: NodeJS.ProcessEnv;
  fetchImpl?: typeof fetch;
}): Promise<ElectronSource> {
  if (options.local !== null) return { kind: 'local', path: options.local };
  const zipName = electronZipName(options.version, options.target);
  if (cachedElectronZip(zipName, options.env) !== null) return { kind: 'download' };
  const url = new URL(zipName, releaseFolderUrl(options.version, options.env.ELECTRON_MIRROR)).href;
  const reachable = await (options.fetchImpl ?? fetch)(url, { method: 'HEAD', signal: AbortSignal.timeout(20_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable) throw new Error(noElectronMessage(url, zipName));
  return { kind: 'download' };
}

/** The one message for "no internet and no local Electron", with the two ways out. */
export function noElectronMessage(url: string, zipName: string): string {
  return [
    `Electron could not be downloaded (${url} is not reachable) and no local Electron was given.`,
    `Build where the internet is reachable, or give Electron's release zip (${zipName}) or its unzipped folder:`,
    `  ${ELECTRON_DIST_ENV}=/path/to/${zipName} npm run dist:…   (or: npm run dist:… -- --electron-dist /path/to/${zipName})`,
    'ELECTRON_MIRROR may name another download server, as for npm install.',
  ].join('\n');
}
