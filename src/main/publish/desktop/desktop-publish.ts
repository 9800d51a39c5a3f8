import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeTarget } from '../../../shared/api/desktop-api.js';
import type { ProjectSnapshot } from '../../../shared/domain/book.js';
import type { ViewerConfig } from '../../../shared/desktop/viewer-config.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { validateOutputPath } from '../../../shared/validation/output-path.js';
import { assertOutputWritable } from '../../fs/writable-output.js';
import { throwIfCancelled } from '../../engine/job-runner.js';
import type { AssetStore, OpenProject } from '../../engine/project-session.js';
import { writeBookFolder, type PageMarker } from '../book-folder.js';
import { packageName } from './app-names.js';
import type { RuntimeCache, RuntimeJob } from './runtime-cache.js';
import { writeViewerAsar } from './viewer-asar.js';
import { zipFolderAtomically } from '../../archive/zip-folder.js';
import type { PublishStep, StepSink } from '../../../shared/jobs/step-progress.js';

/** The version an app gets when the author gives none. */
export const DEFAULT_APP_VERSION = '1.0.0';

/** What every desktop publish needs besides its own options. */
export interface DesktopPublishJob extends RuntimeJob {
  /** Desktop publishing reports its own steps (writing the book, packing) beside the runtime's. */
  onProgress: StepSink<PublishStep>;
  /** The open project, or null when there is none. */
  project: OpenProject | null;
  readerAssetsDir: string;
  /** Draws the trial watermark into a page image; absent for a registered program. */
  markPage?: PageMarker | undefined;
  /** The bundled viewer main process (dist/viewer/main.cjs). */
  viewerBundle: string;
  runtimes: RuntimeCache;
  /** A runtime folder or zip chosen for this run (offline); otherwise the cache or a download. */
  runtimePath?: string;
}

/** What a format's build step gets: the runtime to copy and the book to embed. */
export interface DesktopBuildInput {
  runtimeDir: string;
  /** An empty folder to build in; the format creates its root folder inside it. */
  stagingDir: string;
  snapshot: ProjectSnapshot;
  assets: Pick<AssetStore, 'get'>;
}

/** The folder a format built and the name it has at the top of the zip. */
export interface DesktopBuildOutput {
  folder: string;
  rootName: string;
}

/**
 * The shared frame of EXE and APP publishing: checks the output path and the project,
 * obtains the runtime, lets the format build its folder in a private staging folder, and
 * zips it atomically. Any failure leaves no output and no staging behind, and becomes
 * PUBLISH_PACKAGE_FAILED with the cause as detail, unless it already says what happened
 * (CANCELLED, RUNTIME_MISSING, NO_PAGES, PATH_*).
 */
export async function runDesktopPublish(
  job: DesktopPublishJob,
  rawOutFile: string,
  target: RuntimeTarget,
  build: (input: DesktopBuildInput) => Promise<DesktopBuildOutput>,
): Promise<{ outFile: string; snapshot: ProjectSnapshot }> {
  const outFile = path.resolve(validateOutputPath(rawOutFile, { extension: '.zip' }));
  // Before a runtime download and the build, not after: the zip is the last thing written.
  await assertOutputWritable(outFile);
  if (job.project === null) throw new AppError('NO_PROJECT');
  const project = job.project;
  // One snapshot for the whole run, so an edit made meanwhile cannot mix two versions.
  const snapshot = project.snapshot();
  if (snapshot.pages.length === 0) throw new AppError('NO_PAGES');
  if ((await fs.stat(outFile).catch(() => null))?.isDirectory()) {
    throw new AppError('PUBLISH_PACKAGE_FAILED', {}, `${outFile} is a folder; choose a .zip file name`);
  }

  let stagingDir: string | null = null;
  try {
    const runtimeDir = await job.runtimes.resolve(target, job.runtimePath, job);
    throwIfCancelled(job.signal);
    stagingDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flipbook-desktop-'));
    const built = await build({ runtimeDir, stagingDir, snapshot, assets: project.assets });
    throwIfCancelled(job.signal);
    await zipFolderAtomically(built.folder, built.rootName, outFile, {
      signal: job.signal,
      onProgress: (done, total) => job.onProgress({ step: 'packing', done, total }),
    });
  } catch (error) {
    throw packageError(error);
  } finally {
    if (stagingDir !== null) await fs.rm(stagingDir, { recursive: true, force: true });
  }
  return { outFile, snapshot };
}

function packageError(error: unknown): AppError {
  // The book folder speaks of HTML when the reader is missing; here it is a package failure.
  if (error instanceof AppError && error.code === 'PUBLISH_HTML_FAILED') return new AppError('PUBLISH_PACKAGE_FAILED', {}, error.detail);
  return AppError.from(error, 'PUBLISH_PACKAGE_FAILED');
}

/** Copies the runtime (links stay links), reporting it as one step. */
export async function copyRuntime(from: string, to: string, job: RuntimeJob): Promise<void> {
  job.onProgress({ step: 'copy', done: 0, total: 1 });
  await fs.cp(from, to, { recursive: true, verbatimSymlinks: true, errorOnExist: true });
  job.onProgress({ step: 'copy', done: 1, total: 1 });
  throwIfCancelled(job.signal);
}

/** A semantic version for package.json from the 1-4 number version the author typed. */
export function semverOf(version: string): string {
  const parts = version.split('.');
  while (parts.length < 3) parts.push('0');
  return parts.slice(0, 3).join('.');
}

/**
 * Fills an app's resources folder: the viewer's app.asar, the book beside it in book/
 * (outside the archive, plain files) and viewer.json. Electron's sample app is removed so
 * it can never start instead of the book.
 */
export async function writeAppResources(
  resourcesDir: string,
  input: DesktopBuildInput,
  job: DesktopPublishJob,
  /** productName names the viewer's data folder, so it is the safe file name, not the raw title. */
  meta: { productName: string; version: string; config: ViewerConfig },
): Promise<void> {
  await fs.rm(path.join(resourcesDir, 'default_app.asar'), { force: true });
  await writeViewerAsar(job.viewerBundle, path.join(resourcesDir, 'app.asar'), {
    name: packageName(meta.productName),
    productName: meta.productName,
    version: semverOf(meta.version),
  });
  await fs.writeFile(path.join(resourcesDir, 'viewer.json'), `${JSON.stringify(meta.config, null, 2)}\n`);
  const bookDir = path.join(resourcesDir, 'book');
  await fs.mkdir(bookDir);
  await writeBookFolder(bookDir, {
    snapshot: input.snapshot,
    assets: input.assets,
    readerAssetsDir: job.readerAssetsDir,
    signal: job.signal,
    onProgress: job.onProgress,
    markPage: job.markPage,
  });
}

/** The author's icon image, else the first page: every book has one, and it is its cover. */
export async function readIconSource(iconPath: string | null | undefined, input: DesktopBuildInput): Promise<Buffer> {
  if (iconPath) {
    return fs.readFile(path.resolve(iconPath)).catch((error: Error) => {
      throw new Error(`the icon ${iconPath} cannot be read: ${error.message}`);
    });
  }
  const first = input.snapshot.pages[0]!;
  const data = input.assets.get(first.renditions.normal) ?? input.assets.get(first.renditions.thumb);
  if (data === null) throw new Error('the first page has no image for the icon');
  return Buffer.from(data);
}
