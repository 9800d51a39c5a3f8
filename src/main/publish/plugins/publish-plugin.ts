import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PLUGIN_FORMAT_LABELS, type PluginFormat, type PluginPublishArg } from '../../../shared/api/plugin-api.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { validateOutputPath } from '../../../shared/validation/output-path.js';
import { assertOutputWritable } from '../../fs/writable-output.js';
import type { OpenProject } from '../../engine/project-session.js';
import { writeBookFolder, type PageMarker } from '../book-folder.js';
import { publishedHeadText } from '../publish-head.js';
import { drupalModule } from './drupal-module.js';
import { joomlaModule } from './joomla-module.js';
import { oneLine, pluginNames } from './plugin-names.js';
import { ADDED_SCRIPTS_FILE, type PluginSource, type PluginSourceInput } from './plugin-source.js';
import { wordpressPlugin } from './wordpress-plugin.js';
import { bustCaches } from './cache-busting.js';
import { folderGuards } from './folder-guards.js';
import { folderEntries, writeZipAtomically, type ZipEntry } from '../../archive/zip-file.js';
import type { PublishStep, StepSink } from '../../../shared/jobs/step-progress.js';

/** Each format's sources, from the same input. */
const WRITERS: Record<PluginFormat, (input: PluginSourceInput) => PluginSource> = {
  wordpress: wordpressPlugin,
  joomla: joomlaModule,
  drupal: drupalModule,
};

/** The version every generated plug-in carries; Joomla and WordPress upgrade over it in place. */
export const PLUGIN_VERSION = '1.0.0';

export interface PublishPluginJob {
  arg: PluginPublishArg;
  project: OpenProject | null;
  readerAssetsDir: string;
  /** Draws the trial watermark into a page image; absent for a registered program. */
  markPage?: PageMarker | undefined;
  signal: AbortSignal;
  onProgress: StepSink<PublishStep>;
}

export interface PublishPluginResult {
  outFile: string;
  format: PluginFormat;
  slug: string;
  pageCount: number;
  /** The zip's size: the publish panel and the command line give it with the install advice. */
  bytes: number;
}

/**
 * Writes an installable plug-in zip for WordPress, Joomla or Drupal holding the published
 * book. The book folder is written to a private temporary folder, zipped with the plug-in's
 * sources into a temporary file beside the target, and renamed into place, so a failure or
 * cancel leaves no zip. Failures become PUBLISH_PLUGIN_FAILED with the cause as detail;
 * CANCELLED, NO_PROJECT, NO_PAGES and PATH_* pass through as they are.
 */
export async function publishPlugin(job: PublishPluginJob): Promise<PublishPluginResult> {
  const { arg } = job;
  const outFile = path.resolve(validateOutputPath(arg.outFile, { extension: '.zip' }));
  // Before the book is rendered, not after: the zip is the last thing written.
  await assertOutputWritable(outFile);
  if (job.project === null) throw new AppError('NO_PROJECT');
  const project = job.project;
  const snapshot = project.snapshot();
  if (snapshot.pages.length === 0) throw new AppError('NO_PAGES');

  // The flipbook title names the book too, unless a page title is given: the iframe's title
  // and the book's own then agree (issue 21, item 5).
  const flipbookTitle = oneLine(arg.flipbookTitle ?? '');
  const options = { title: arg.title ?? (flipbookTitle || undefined), keywords: arg.keywords, description: arg.description, seoText: arg.seoText === true };
  const head = publishedHeadText(snapshot, options);
  const names = pluginNames(flipbookTitle, head.title, project.bookId);
  const publishedAt = new Date();
  const stamp = publishedAt.getTime().toString(36);
  const scripts = arg.scripts?.trim() ?? '';
  let slug = '';
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'flipbook-plugin-'));
  try {
    const bookDir = path.join(work, 'book');
    await fs.mkdir(bookDir);
    await writeBookFolder(bookDir, { snapshot, assets: project.assets, readerAssetsDir: job.readerAssetsDir, signal: job.signal, onProgress: job.onProgress, publishOptions: options, markPage: job.markPage });
    await bustCaches(path.join(bookDir, 'index.html'), stamp);
    // The sources are written once the book is, so the readme can give the zip's size.
    const bookBytes = await folderBytes(bookDir);
    const source = WRITERS[arg.format]({
      names,
      bookTitle: head.title,
      stamp,
      description: oneLine(head.description) || `The flipbook "${names.title}".`,
      width: arg.width,
      height: arg.height,
      hasScripts: scripts !== '',
      seoText: options.seoText,
      version: PLUGIN_VERSION,
      bookBytes,
    });
    slug = source.root;
    const entries: ZipEntry[] = Object.entries(source.files).map(([name, data]) => ({ name: `${source.root}/${name}`, data }));
    if (scripts !== '') entries.push({ name: `${source.root}/${ADDED_SCRIPTS_FILE}`, data: `${scripts}\n` });
    const bookEntries = await folderEntries(bookDir, `${source.root}/${source.bookFolder}`);
    entries.push(...bookEntries, ...folderGuards(bookEntries, `${source.root}/${source.bookFolder}`));
    job.onProgress({ step: 'packing', done: snapshot.pages.length, total: snapshot.pages.length });
    // Dated now, not 2020: sites serve the unzipped files with these times as Last-Modified.
    await writeZipAtomically(outFile, entries, job.signal, { mtime: publishedAt });
  } catch (error) {
    throw pluginFailure(error, arg.format);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  return { outFile, format: arg.format, slug, pageCount: snapshot.pages.length, bytes: (await fs.stat(outFile)).size };
}

/** The bytes of every file under a folder. */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * Keeps errors that already say what happened (CANCELLED); any other failure, including
 * the book folder's own PUBLISH_HTML_FAILED, is reported as this plug-in's failure with the
 * original text as its detail.
 */
function pluginFailure(error: unknown, format: PluginFormat): AppError {
  if (error instanceof AppError && (error.code === 'CANCELLED' || error.code === 'NO_PAGES')) return error;
  const detail = error instanceof AppError ? (error.detail ?? error.message) : error instanceof Error ? error.message : String(error);
  return new AppError('PUBLISH_PLUGIN_FAILED', { format: PLUGIN_FORMAT_LABELS[format] }, detail);
}
