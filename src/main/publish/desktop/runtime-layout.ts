import fs from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeTarget } from '../../../shared/api/desktop-api.js';
import { parsePlist, plistString } from './plist.js';
import { platformOf } from './runtime-target.js';

/** Mach-O CPU types (mach/machine.h): the 64-bit flag plus x86 or ARM. */
const MACHO_CPU = { 'darwin-x64': 0x01000007, 'darwin-arm64': 0x0100000c } as const;
const MACHO_MAGIC_64 = 0xfeedfacf;
const MACHO_FAT_MAGIC = 0xcafebabe;

/** The path of the Electron.app bundle inside a darwin runtime folder. */
export const MAC_APP_NAME = 'Electron.app';

async function isFile(file: string): Promise<boolean> {
  return fs.lstat(file).then((stat) => stat.isFile(), () => false);
}

async function isDir(dir: string): Promise<boolean> {
  return fs.lstat(dir).then((stat) => stat.isDirectory(), () => false);
}

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A Windows executable starts with MZ and points at a PE signature. */
async function isPortableExecutable(file: string): Promise<boolean> {
  const head = await readHead(file, 4096);
  if (head.length < 64 || head.toString('latin1', 0, 2) !== 'MZ') return false;
  const peOffset = head.readUInt32LE(0x3c);
  return peOffset + 4 <= head.length && head.toString('latin1', peOffset, peOffset + 4) === 'PE\0\0';
}

/** True when the Mach-O file runs on the target's CPU (a universal binary runs on both). */
async function isMachOFor(file: string, target: 'darwin-x64' | 'darwin-arm64'): Promise<boolean> {
  const head = await readHead(file, 8);
  if (head.length < 8) return false;
  if (head.readUInt32BE(0) === MACHO_FAT_MAGIC) return true;
  return head.readUInt32LE(0) === MACHO_MAGIC_64 && head.readUInt32LE(4) === MACHO_CPU[target];
}

/**
 * Lists what is wrong with a runtime folder for a target; empty when it has Electron's real
 * release layout. A runtime comes from a download or from a folder the user chose, so it is
 * checked before anything is built on it.
 */
export async function runtimeLayoutProblems(dir: string, target: RuntimeTarget): Promise<string[]> {
  const problems: string[] = [];
  if (platformOf(target) === 'win32') {
    const exe = path.join(dir, 'electron.exe');
    if (!(await isFile(exe))) problems.push('electron.exe is missing');
    else if (!(await isPortableExecutable(exe))) problems.push('electron.exe is not a Windows executable');
    if (!(await isDir(path.join(dir, 'resources')))) problems.push('the resources folder is missing');
    if (!(await isFile(path.join(dir, 'icudtl.dat')))) problems.push('icudtl.dat is missing');
    const entries = await fs.readdir(dir).catch(() => [] as string[]);
    if (!entries.some((name) => name.endsWith('.pak'))) problems.push('no .pak files');
    return problems;
  }
  const contents = path.join(dir, MAC_APP_NAME, 'Contents');
  const binary = path.join(contents, 'MacOS', 'Electron');
  if (!(await isFile(binary))) problems.push(`${MAC_APP_NAME}/Contents/MacOS/Electron is missing`);
  else if (!(await isMachOFor(binary, target as 'darwin-x64' | 'darwin-arm64'))) problems.push(`the Electron binary is not a Mac program for ${target}`);
  if (!(await isDir(path.join(contents, 'Resources')))) problems.push(`${MAC_APP_NAME}/Contents/Resources is missing`);
  const plist = await fs.readFile(path.join(contents, 'Info.plist'), 'utf8').catch(() => null);
  if (plist === null) problems.push(`${MAC_APP_NAME}/Contents/Info.plist is missing`);
  else {
    try {
      if (plistString(parsePlist(plist), 'CFBundleExecutable') !== 'Electron') problems.push('Info.plist does not name Electron as the executable');
    } catch (error) {
      problems.push(`Info.plist is unreadable: ${(error as Error).message}`);
    }
  }
  return problems;
}

/**
 * A user may pick the runtime folder itself or the folder a zip was extracted into, which
 * often wraps it in one more folder. Returns the folder with the layout, or null.
 */
export async function findRuntimeRoot(dir: string, target: RuntimeTarget): Promise<string | null> {
  if ((await runtimeLayoutProblems(dir, target)).length === 0) return dir;
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== MAC_APP_NAME);
  if (folders.length !== 1) return null;
  const inner = path.join(dir, folders[0]!.name);
  return (await runtimeLayoutProblems(inner, target)).length === 0 ? inner : null;
}

/**
 * Symbolic links under `root` that point outside it (or are absolute). A runtime folder the
 * user chose is copied link for link into every published app, so such links are refused.
 */
export async function linksLeaving(root: string): Promise<string[]> {
  const escaping: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await fs.readlink(full);
        const relative = path.relative(root, path.resolve(dir, target));
        if (path.isAbsolute(target) || relative.startsWith('..') || path.isAbsolute(relative)) escaping.push(path.relative(root, full));
      } else if (entry.isDirectory()) await walk(full);
    }
  };
  await walk(root);
  return escaping;
}
