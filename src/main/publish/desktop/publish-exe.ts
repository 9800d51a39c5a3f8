import fs from 'node:fs/promises';
import path from 'node:path';
import type { WindowLaunch } from '../../../shared/desktop/viewer-config.js';
import { bookTitle, safeAppName } from './app-names.js';
import { copyRuntime, DEFAULT_APP_VERSION, readIconSource, runDesktopPublish, writeAppResources, type DesktopPublishJob } from './desktop-publish.js';
import { makeIco } from './icon-containers.js';
import { patchWindowsExecutable } from './pe-resources.js';

export interface PublishExeOptions {
  outFile: string;
  window: WindowLaunch;
  iconPath?: string | null;
  appVersion?: string;
  companyName?: string;
}

export interface PublishExeResult {
  outFile: string;
  executableName: string;
  pageCount: number;
}

/**
 * Publishes the book as a portable Windows app: a zip holding `<Book>/<Book>.exe` with the
 * Electron runtime beside it, the viewer in resources/app.asar and the book in
 * resources/book. Unzip anywhere and run the exe; nothing is installed.
 */
export async function publishExe(job: DesktopPublishJob, options: PublishExeOptions): Promise<PublishExeResult> {
  let executableName = '';
  const version = options.appVersion?.trim() || DEFAULT_APP_VERSION;
  const { outFile, snapshot } = await runDesktopPublish(job, options.outFile, 'win32-x64', async (input) => {
    const title = bookTitle(input.snapshot.book.title);
    const name = safeAppName(title);
    executableName = `${name}.exe`;
    const folder = path.join(input.stagingDir, name);
    await copyRuntime(input.runtimeDir, folder, job);

    const ico = await makeIco(await readIconSource(options.iconPath, input));
    const stockExe = path.join(folder, 'electron.exe');
    const patched = patchWindowsExecutable(await fs.readFile(stockExe), ico, {
      version,
      productName: title,
      fileDescription: title,
      originalFilename: executableName,
      ...(options.companyName?.trim() ? { companyName: options.companyName.trim() } : {}),
    });
    // Removed before writing, since a book called "electron" keeps the same file name.
    await fs.rm(stockExe);
    await fs.writeFile(path.join(folder, executableName), patched, { mode: 0o755 });

    await writeAppResources(path.join(folder, 'resources'), input, job, {
      productName: name,
      version,
      config: { title, window: options.window },
    });
    return { folder, rootName: name };
  });
  return { outFile, executableName, pageCount: snapshot.pages.length };
}
