import fs from 'node:fs/promises';
import path from 'node:path';
import { bookTitle, bundleIdentifier, safeAppName } from './app-names.js';
import { copyRuntime, DEFAULT_APP_VERSION, readIconSource, runDesktopPublish, writeAppResources, type DesktopPublishJob } from './desktop-publish.js';
import { makeIcns } from './icon-containers.js';
import { parsePlist, serializePlist } from './plist.js';
import { MAC_APP_NAME } from './runtime-layout.js';

export interface PublishAppOptions {
  outFile: string;
  /** The app's name in Finder and the menu bar; the book's title when absent. */
  title?: string;
  iconPath?: string | null;
  arch: 'arm64' | 'x64';
  appVersion?: string;
}

export interface PublishAppResult {
  outFile: string;
  appName: string;
  pageCount: number;
}

const ICON_FILE = 'book.icns';

/**
 * Publishes the book as a Mac app: a zip holding `<Title>.app`, Electron's app renamed,
 * with the viewer in Contents/Resources/app.asar and the book in Contents/Resources/book.
 * The zip keeps the executable bits and the frameworks' links. The app is not signed
 * (see docs/decisions/0090-desktop-viewer-apps.md for what Mac users must do).
 */
export async function publishApp(job: DesktopPublishJob, options: PublishAppOptions): Promise<PublishAppResult> {
  let appName = '';
  const version = options.appVersion?.trim() || DEFAULT_APP_VERSION;
  const { outFile, snapshot } = await runDesktopPublish(job, options.outFile, `darwin-${options.arch}`, async (input) => {
    const title = bookTitle(options.title ?? input.snapshot.book.title);
    const name = safeAppName(title);
    appName = `${name}.app`;
    const folder = path.join(input.stagingDir, appName);
    await copyRuntime(path.join(input.runtimeDir, MAC_APP_NAME), folder, job);
    const contents = path.join(folder, 'Contents');
    await fs.rename(path.join(contents, 'MacOS', 'Electron'), path.join(contents, 'MacOS', name));

    const plistFile = path.join(contents, 'Info.plist');
    const plist = parsePlist(await fs.readFile(plistFile, 'utf8'));
    plist.set('CFBundleExecutable', name);
    plist.set('CFBundleName', title);
    plist.set('CFBundleDisplayName', title);
    plist.set('CFBundleIdentifier', bundleIdentifier(title));
    plist.set('CFBundleShortVersionString', version);
    plist.set('CFBundleVersion', version);
    plist.set('CFBundleIconFile', ICON_FILE);
    // Electron checks this hash of the original app.asar when the integrity fuse is on.
    plist.delete('ElectronAsarIntegrity');
    await fs.writeFile(plistFile, serializePlist(plist));

    const resources = path.join(contents, 'Resources');
    await fs.rm(path.join(resources, 'electron.icns'), { force: true });
    await fs.writeFile(path.join(resources, ICON_FILE), await makeIcns(await readIconSource(options.iconPath, input)));
    await writeAppResources(resources, input, job, { productName: name, version, config: { title, window: { mode: 'maximized' } } });
    return { folder, rootName: appName };
  });
  return { outFile, appName, pageCount: snapshot.pages.length };
}
