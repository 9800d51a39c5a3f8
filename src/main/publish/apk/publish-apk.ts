import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PublishApkArg } from '../../../shared/api/apk-api.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { apkFieldsProblem } from '../../../shared/validation/apk-fields.js';
import { validateOutputPath } from '../../../shared/validation/output-path.js';
import { assertOutputWritable } from '../../fs/writable-output.js';
import { throwIfCancelled } from '../../engine/job-runner.js';
import type { OpenProject } from '../../engine/project-session.js';
import { writeBookFolder, type PageMarker } from '../book-folder.js';
import { collectApkFiles } from './apk-contents.js';
import { writeSignedApk } from './apk-writer.js';
import { decodeKeystore } from './keystore.js';
import { checkNextRelease, recordRelease } from './release-ledger.js';
import type { PublishStep, StepSink } from '../../../shared/jobs/step-progress.js';

export interface PublishApkJob {
  request: PublishApkArg;
  project: OpenProject | null;
  readerAssetsDir: string;
  /** Draws the trial watermark into a page image; absent for a registered program. */
  markPage?: PageMarker | undefined;
  /** The unsigned viewer APK (assets/apk/viewer-base.apk). */
  baseApkPath: string;
  /** Where the release ledger lives. */
  appDataDir: string;
  signal: AbortSignal;
  onProgress: StepSink<PublishStep>;
}

export interface PublishApkResult {
  outPath: string;
  appId: string;
  versionCode: number;
  versionName: string;
  pageCount: number;
}

/**
 * Makes a signed Android APK of the open book: the viewer with a patched manifest, the
 * user's icon and the published book under assets/book/, zip-aligned and signed (v1, v2).
 * The APK is written beside its target and renamed into place, so a failure or a cancel
 * leaves no half-written file; only then is the release recorded.
 */
export async function publishApk(job: PublishApkJob): Promise<PublishApkResult> {
  const request = job.request;
  const outPath = path.resolve(validateOutputPath(request.outPath, { extension: '.apk' }));
  // Before the book is rendered and signed, not after: the APK is the last thing written.
  await assertOutputWritable(outPath);
  const identity = {
    label: request.appName.trim(),
    packageName: request.appId.trim(),
    versionCode: request.versionCode,
    versionName: request.versionName.trim(),
  };
  const problem = apkFieldsProblem({ appName: identity.label, appId: identity.packageName, versionName: identity.versionName });
  if (problem !== null) throw new AppError(problem);
  if (job.project === null) throw new AppError('NO_PROJECT');
  const project = job.project;
  const snapshot = project.snapshot();
  if (snapshot.pages.length === 0) throw new AppError('NO_PAGES');
  await checkNextRelease(job.appDataDir, identity.packageName, identity.versionCode);
  const keystore = await fs.readFile(inputPath(request.keystorePath)).catch((error: unknown) => {
    throw new AppError('SIGNATURE_OR_PASSWORD', {}, error instanceof Error ? error.message : String(error));
  });
  const key = decodeKeystore(keystore, request.keystorePassword);
  const existing = await fs.stat(outPath).catch(() => null);
  if (existing !== null && !existing.isFile()) throw new AppError('PATH_FORMAT', {}, `${outPath} is a folder`);

  const bookDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flipbook-apk-book-'));
  const temp = path.join(path.dirname(outPath), `.${path.basename(outPath)}.publishing-${randomBytes(6).toString('hex')}`);
  try {
    await writeBookFolder(bookDir, {
      snapshot,
      assets: project.assets,
      readerAssetsDir: job.readerAssetsDir,
      signal: job.signal,
      onProgress: job.onProgress,
      markPage: job.markPage,
    });
    const icon = request.iconPath ? await fs.readFile(inputPath(request.iconPath)) : null;
    const files = await collectApkFiles({ baseApkPath: job.baseApkPath, identity, icon, bookDir });
    await fs.mkdir(path.dirname(outPath), { recursive: true });
    await writeSignedApk(temp, files, key, {
      beforeEach: () => throwIfCancelled(job.signal),
      onPacked: (done, total) => job.onProgress({ step: 'packing', done, total }),
      onSigning: () => job.onProgress({ step: 'signing', done: 0, total: 1 }),
    });
    throwIfCancelled(job.signal);
    await fs.rename(temp, outPath);
    job.onProgress({ step: 'signing', done: 1, total: 1 });
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw AppError.from(error, 'PUBLISH_PACKAGE_FAILED');
  } finally {
    await fs.rm(bookDir, { recursive: true, force: true });
  }
  await recordRelease(job.appDataDir, identity.packageName, identity.versionCode);
  return { outPath, appId: identity.packageName, versionCode: identity.versionCode, versionName: identity.versionName, pageCount: snapshot.pages.length };
}

/** A file the user picked to read (keystore, icon): any name is fine, but it must be absolute. */
function inputPath(value: string): string {
  if (!path.isAbsolute(value)) throw new AppError('PATH_FORMAT', {}, `${value} is not an absolute path`);
  return value;
}
