import os from 'node:os';
import path from 'node:path';
import { APP_VERSION } from '../../shared/constants.js';
import { AppError } from '../../shared/errors/app-error.js';
import { validateOutputPath } from '../../shared/validation/output-path.js';
import { writeZipAtomically, type ZipEntry } from '../archive/zip-file.js';
import type { AppLog } from './app-log.js';

/** The zip's name in the chosen folder, dated so several exports do not overwrite each other. */
export function logZipName(now: Date): string {
  return `flipbook-logs-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.zip`;
}

/**
 * Feedback and error-log export: a zip of the app's logs, with the version and platform a
 * support request needs, written atomically into the chosen folder. Any failure is the
 * spec's "Log export failed", with the cause as detail.
 */
export async function exportLogs(log: AppLog, outDir: string, platform: string, now = new Date()): Promise<string> {
  const folder = validateOutputPath(outDir);
  const target = path.join(folder, logZipName(now));
  try {
    const entries: ZipEntry[] = [
      { name: 'about.txt', data: `Flipbook Studio ${APP_VERSION}\nhost: ${platform}\nsystem: ${os.platform()} ${os.release()} ${os.arch()}\nnode: ${process.version}\nexported: ${now.toISOString()}\n` },
      ...log.files().map((file) => ({ name: path.basename(file), file })),
    ];
    await writeZipAtomically(target, entries, new AbortController().signal);
    return target;
  } catch (error) {
    throw new AppError('LOG_EXPORT_FAILED', {}, String(error));
  }
}
