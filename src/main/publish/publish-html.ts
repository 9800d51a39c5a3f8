import fs from 'node:fs/promises';
import path from 'node:path';
import type { EventMap } from '../../shared/api/events.js';
import { AppError } from '../../shared/errors/app-error.js';
import { validateOutputPath } from '../../shared/validation/output-path.js';
import type { OpenProject } from '../engine/project-session.js';
import { throwIfCancelled } from '../engine/job-gate.js';
import { writeFolderAtomically } from './atomic-folder.js';
import { pageFilePath, renderBookScript, renderTextScript, RENDITIONS, TEXT_SCRIPT_PATH, toReaderBookData } from './book-script.js';
import { collectTextLayers } from './text-layers.js';
import { renderIndexHtml } from './index-html.js';

/** The built reader files every published book carries. */
export const READER_FILES = ['index.html', 'reader.js', 'reader.css'] as const;

export interface PublishHtmlJob {
  outDir: string;
  /** The open project, or null when there is none. */
  project: OpenProject | null;
  readerAssetsDir: string;
  signal: AbortSignal;
  onProgress: (progress: EventMap['publish.progress']) => void;
}

export interface PublishHtmlResult {
  outDir: string;
  indexPath: string;
  pageCount: number;
}

/**
 * Writes a published HTML book: the reader, book.js with the book's data, and every page's
 * images. The project is only read. Any failure leaves the target as it was and becomes
 * PUBLISH_HTML_FAILED, except errors that already say what happened (CANCELLED, PATH_*).
 */
export async function publishHtml(job: PublishHtmlJob): Promise<PublishHtmlResult> {
  const outDir = path.resolve(validateOutputPath(job.outDir));
  if (job.project === null) throw new AppError('NO_PROJECT');
  const project = job.project;
  // One snapshot for the whole run, so an edit made meanwhile cannot mix two versions.
  const snapshot = project.snapshot();
  const total = snapshot.pages.length;
  if (total === 0) throw new AppError('NO_PAGES');

  try {
    const template = await readReaderAssets(job.readerAssetsDir);
    job.onProgress({ done: 0, total });
    await writeFolderAtomically(outDir, isEmptyOrPublishedBook, async (temp) => {
      await fs.writeFile(
        path.join(temp, 'index.html'),
        renderIndexHtml(template, { title: snapshot.book.title, description: snapshot.book.description, keywords: snapshot.book.keywords }),
      );
      for (const file of READER_FILES.slice(1)) await fs.copyFile(path.join(job.readerAssetsDir, file), path.join(temp, file));
      const text = collectTextLayers(snapshot, project.assets);
      await fs.writeFile(path.join(temp, 'book.js'), renderBookScript(toReaderBookData(snapshot, text !== null)));
      await fs.mkdir(path.join(temp, 'files'));
      if (text !== null) await fs.writeFile(path.join(temp, TEXT_SCRIPT_PATH), renderTextScript(text));
      for (const [index, page] of snapshot.pages.entries()) {
        throwIfCancelled(job.signal);
        for (const rendition of RENDITIONS) {
          const key = page.renditions[rendition];
          const data = project.assets.get(key);
          if (data === null) throw new Error(`page ${index + 1} has no ${rendition} image (${key})`);
          await fs.writeFile(path.join(temp, pageFilePath(index + 1, rendition)), data);
        }
        job.onProgress({ done: index + 1, total });
      }
      throwIfCancelled(job.signal);
    });
  } catch (error) {
    throw AppError.from(error, 'PUBLISH_HTML_FAILED');
  }
  return { outDir, indexPath: path.join(outDir, 'index.html'), pageCount: total };
}

/** Reads the reader's index.html, after checking that the whole built reader is there. */
async function readReaderAssets(dir: string): Promise<string> {
  for (const file of READER_FILES) {
    const exists = await fs.stat(path.join(dir, file)).then((stat) => stat.isFile(), () => false);
    if (!exists) throw new AppError('PUBLISH_HTML_FAILED', {}, `The reader is not built (${file} is missing in ${dir}); run npm run build.`);
  }
  return fs.readFile(path.join(dir, 'index.html'), 'utf8');
}

/** Only an empty folder or an earlier published book may be replaced by a new one. */
async function isEmptyOrPublishedBook(dir: string): Promise<boolean> {
  const entries = new Set(await fs.readdir(dir));
  return entries.size === 0 || (entries.has('index.html') && entries.has('book.js') && entries.has('reader.js'));
}
