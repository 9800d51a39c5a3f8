import fs from 'node:fs/promises';
import path from 'node:path';
import type { EventMap } from '../../shared/api/events.js';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { AppError } from '../../shared/errors/app-error.js';
import { throwIfCancelled } from '../engine/job-gate.js';
import type { AssetStore } from '../engine/project-session.js';
import { pageFilePath, renderBookScript, renderTextScript, RENDITIONS, TEXT_SCRIPT_PATH, toReaderBookData } from './book-script.js';
import { withAnalyticsCsp } from './analytics-csp.js';
import { renderIndexHtml } from './index-html.js';
import { collectTextLayers } from './text-layers.js';

/** The built reader files every published book carries. */
export const READER_FILES = ['index.html', 'reader.js', 'reader.css'] as const;

/**
 * What one published book needs, whatever the output format: the HTML folder, a plug-in,
 * a desktop app and an APK all carry this same folder, so it is written in one place.
 */
export interface BookFolderInput {
  /** One snapshot for the whole run, so an edit made meanwhile cannot mix two versions. */
  snapshot: ProjectSnapshot;
  assets: Pick<AssetStore, 'get'>;
  readerAssetsDir: string;
  signal: AbortSignal;
  onProgress: (progress: EventMap['publish.progress']) => void;
}

/**
 * Writes a complete book into `dir` (which must exist and be empty): the reader, book.js
 * with the book's data, the text layers and every page's images. Throws on cancel; the
 * caller owns `dir` and removes it on any failure.
 */
export async function writeBookFolder(dir: string, input: BookFolderInput): Promise<void> {
  const { snapshot, assets } = input;
  const total = snapshot.pages.length;
  if (total === 0) throw new AppError('NO_PAGES');
  const template = await readReaderAssets(input.readerAssetsDir);
  input.onProgress({ done: 0, total });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    withAnalyticsCsp(renderIndexHtml(template, { title: snapshot.book.title, description: snapshot.book.description, keywords: snapshot.book.keywords }), snapshot.book.settings),
  );
  for (const file of READER_FILES.slice(1)) await fs.copyFile(path.join(input.readerAssetsDir, file), path.join(dir, file));
  const text = collectTextLayers(snapshot, assets);
  await fs.writeFile(path.join(dir, 'book.js'), renderBookScript(toReaderBookData(snapshot, text !== null)));
  await fs.mkdir(path.join(dir, 'files'));
  if (text !== null) await fs.writeFile(path.join(dir, TEXT_SCRIPT_PATH), renderTextScript(text));
  for (const [index, page] of snapshot.pages.entries()) {
    throwIfCancelled(input.signal);
    for (const rendition of RENDITIONS) {
      const key = page.renditions[rendition];
      const data = assets.get(key);
      if (data === null) throw new Error(`page ${index + 1} has no ${rendition} image (${key})`);
      await fs.writeFile(path.join(dir, pageFilePath(index + 1, rendition)), data);
    }
    input.onProgress({ done: index + 1, total });
  }
  throwIfCancelled(input.signal);
}

/** Reads the reader's index.html, after checking that the whole built reader is there. */
async function readReaderAssets(dir: string): Promise<string> {
  for (const file of READER_FILES) {
    const exists = await fs.stat(path.join(dir, file)).then((stat) => stat.isFile(), () => false);
    if (!exists) throw new AppError('PUBLISH_HTML_FAILED', {}, `The reader is not built (${file} is missing in ${dir}); run npm run build.`);
  }
  return fs.readFile(path.join(dir, 'index.html'), 'utf8');
}

/** Whether a folder holds a published book (so a new publish may replace it). */
export async function isPublishedBookFolder(dir: string): Promise<boolean> {
  const entries = new Set(await fs.readdir(dir));
  return entries.has('index.html') && entries.has('book.js') && entries.has('reader.js');
}
