import fs from 'node:fs/promises';
import path from 'node:path';
import { LAUNCHER_ICON, renderLauncherIcons } from './apk-icon.js';
import type { ApkFile } from './apk-writer.js';
import { isSignatureFile } from './jar-signature.js';
import { patchManifest, type ManifestIdentity } from './manifest-patch.js';
import { readZipEntries } from './read-zip.js';

/** Where the viewer loads the book from: file:///android_asset/book/index.html. */
export const BOOK_PREFIX = 'assets/book/';
/** Already-compressed formats are stored (and aligned) rather than deflated again. */
const STORED_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.mp3', '.mp4', '.ogg', '.m4a', '.woff', '.woff2', '.zip']);

/**
 * Everything the published APK holds, in order: the base viewer's files with the manifest
 * patched and the icons replaced, without its placeholder book and any old signature,
 * then the book's files. Book files are read one at a time, when written.
 */
export async function collectApkFiles(input: {
  baseApkPath: string;
  identity: ManifestIdentity;
  icon: Buffer | null;
  bookDir: string;
}): Promise<ApkFile[]> {
  const base = await readZipEntries(input.baseApkPath);
  if (!base.some((entry) => entry.name === 'AndroidManifest.xml')) throw new Error(`${input.baseApkPath} has no AndroidManifest.xml`);
  const icons = input.icon === null ? new Map<string, Buffer>() : await renderLauncherIcons(input.icon, base.filter((entry) => LAUNCHER_ICON.test(entry.name)));
  const files: ApkFile[] = base
    .filter((entry) => !entry.name.startsWith(BOOK_PREFIX) && !isSignatureFile(entry.name))
    .map((entry) => {
      if (entry.name === 'AndroidManifest.xml') return { name: entry.name, data: patchManifest(entry.data, input.identity), compress: true };
      return { name: entry.name, data: icons.get(entry.name) ?? entry.data, compress: !entry.stored };
    });
  for (const relative of await listFiles(input.bookDir)) {
    const full = path.join(input.bookDir, ...relative.split('/'));
    files.push({ name: BOOK_PREFIX + relative, data: () => fs.readFile(full), compress: !STORED_EXTENSIONS.has(path.extname(relative).toLowerCase()) });
  }
  return files;
}

/** Every file under `dir`, as sorted '/'-separated paths; links are refused, not followed. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  const entries = (await fs.readdir(path.join(dir, prefix), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  for (const entry of entries) {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) out.push(relative);
    else throw new Error(`unexpected ${relative} in the book folder`);
  }
  return out;
}
