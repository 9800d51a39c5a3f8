import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeTarget } from '../../../shared/api/desktop-api.js';
import { findPackageRoot } from '../../platform/reader-assets.js';

/** Where Electron publishes its release zips; ELECTRON_MIRROR replaces it, as for @electron/get. */
export const ELECTRON_RELEASES_URL = 'https://github.com/electron/electron/releases/download/';

/** The release zip of one runtime, e.g. electron-v41.7.1-win32-x64.zip. */
export function runtimeZipName(version: string, target: RuntimeTarget): string {
  return `electron-v${version}-${target}.zip`;
}

/** The folder URL of one release, ending in a slash, under the given mirror. */
export function releaseFolderUrl(version: string, mirror: string = ELECTRON_RELEASES_URL): string {
  const base = mirror.endsWith('/') ? mirror : `${mirror}/`;
  return new URL(`v${encodeURIComponent(version)}/`, base).href;
}

/**
 * The Electron version desktop books are built on: the one this app runs on inside
 * Electron, else the installed `electron` package's (CLI and tests run in plain Node).
 */
export function installedElectronVersion(): string {
  const running = process.versions.electron;
  if (typeof running === 'string' && running !== '') return running;
  const manifest = path.join(findPackageRoot(), 'node_modules', 'electron', 'package.json');
  const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: unknown };
  if (typeof parsed.version !== 'string' || !/^\d+\.\d+\.\d+([-.+][\w.]+)?$/.test(parsed.version)) {
    throw new Error(`no usable version in ${manifest}`);
  }
  return parsed.version;
}

/** The platform part of a target: which app layout it has. */
export function platformOf(target: RuntimeTarget): 'win32' | 'darwin' {
  return target.startsWith('win32') ? 'win32' : 'darwin';
}
