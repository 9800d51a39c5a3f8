import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import type { BatchApkSigningSchema, BatchFormat } from '../../shared/api/batch-api.js';
import type { FlipbookClient } from '../../shared/api/client.js';
import { DEFAULT_PLUGIN_SIZE } from '../../shared/api/plugin-api.js';
import type { ImportOptions } from '../../shared/domain/import-options.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { Engine } from '../engine/engine.js';
import type { Leases } from '../engine/leases.js';
import { createInProcessClient } from '../engine/in-process-client.js';
import type { OpenProject } from '../engine/project-session.js';
import type { BatchSource } from './batch-inputs.js';

/**
 * Makes an engine whose one project session lives in `sessionDir` and whose imports render
 * on the batch's shared workers (the composition root builds it).
 */
export type TaskEngineFactory = (sessionDir: string, renderLeases: Leases) => Engine;

/** Share of a task's progress the import takes; the publish takes the rest. */
const IMPORT_SHARE = 80;

/** What one task needs to convert its input and publish it. */
export interface TaskWork {
  source: BatchSource;
  outputPath: string;
  format: BatchFormat;
  options: ImportOptions | undefined;
  apk: z.infer<typeof BatchApkSigningSchema> | undefined;
  /** Applies the batch's template (without its password group) to the task's project. */
  applyTemplate: ((project: OpenProject) => void) | undefined;
  newEngine: TaskEngineFactory;
  /** The render workers every task of the batch shares. */
  renderLeases: Leases;
  /** Fires when the user stops this task or the whole batch. */
  stop: AbortSignal;
  /** Reports the step the task is in, its page count once known, and its progress (0-100). */
  report(update: { step?: 'converting' | 'publishing'; pages?: number; progress?: number }): void;
}

/** An Android application ID segment from a book's name: lower-case letters and digits, starting with a letter. */
function appIdSegment(name: string): string {
  const letters = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return /^[a-z]/.test(letters) ? letters : `book${letters}`;
}

/** Publishes the task's open project in the batch's format; the project is already imported. */
async function publish(client: FlipbookClient, work: TaskWork): Promise<void> {
  const { outputPath, format, source } = work;
  switch (format) {
    case 'html':
      await client.call('publish.html', { outDir: outputPath });
      return;
    case 'wordpress':
    case 'joomla':
    case 'drupal':
      await client.call('publish.plugin', { format, outFile: outputPath, ...DEFAULT_PLUGIN_SIZE });
      return;
    case 'exe':
      await client.call('publish.exe', { outFile: outputPath, window: { mode: 'maximized' } });
      return;
    case 'app':
      await client.call('publish.app', { outFile: outputPath });
      return;
    case 'apk': {
      const signing = work.apk;
      if (signing === undefined) throw new AppError('SIGNATURE_OR_PASSWORD', {}, 'an APK batch needs a keystore');
      const appId = `${signing.appIdPrefix}.${appIdSegment(source.name)}`;
      // A book converted again is an update of the same app: one version past its last release.
      const { lastVersionCode } = await client.call('publish.apkLastRelease', { appId });
      await client.call('publish.apk', {
        outPath: outputPath,
        appName: source.name,
        appId,
        versionCode: (lastVersionCode ?? 0) + 1,
        versionName: '1.0',
        keystorePath: signing.keystorePath,
        keystorePassword: signing.keystorePassword,
      });
    }
  }
}

/**
 * Converts one input and publishes it in an engine of its own, on a project session in a
 * temp folder, so the user's open project and the main engine's job gate are never
 * touched. A stop cancels the task engine's running job (import or publish), which then
 * leaves nothing behind; anything else it wrote is removed with its temp folder. Throws
 * CANCELLED when stopped and the failure's AppError otherwise.
 */
export async function convertOne(work: TaskWork): Promise<void> {
  const sessionDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-batch-'));
  const engine = work.newEngine(sessionDir, work.renderLeases);
  const client = createInProcessClient(engine);
  const stopJobs = () => engine.context.jobs.cancelAll();
  work.stop.addEventListener('abort', stopJobs);
  const checkStop = () => {
    if (work.stop.aborted) throw new AppError('CANCELLED');
  };
  const unsubscribe = client.on('job.progress', (job) => {
    // A job that starts after the stop (its call was already on its way) is stopped at once.
    if (work.stop.aborted && job.state === 'running') engine.context.jobs.cancel(job.id);
    if (job.state !== 'running' || job.step === null || job.total === 0) return;
    const share = Math.min(1, job.done / job.total);
    if (job.kind === 'import') work.report({ pages: job.total, progress: Math.round(share * IMPORT_SHARE) });
    else work.report({ progress: Math.round(IMPORT_SHARE + share * (100 - IMPORT_SHARE)) });
  });
  try {
    checkStop();
    work.report({ step: 'converting' });
    await client.call('project.new', { title: work.source.name });
    const { input } = work.source;
    const imported =
      work.source.kind === 'pdf'
        ? await client.call('pdf.import', work.options === undefined ? { path: input } : { path: input, options: work.options })
        : await client.call('image.import', { paths: [input], largeImages: 'include' });
    work.report({ pages: imported.importedPages, progress: IMPORT_SHARE });
    checkStop();
    work.applyTemplate?.(engine.context.session.require());
    work.report({ step: 'publishing' });
    await publish(client, work);
  } finally {
    unsubscribe();
    work.stop.removeEventListener('abort', stopJobs);
    engine.dispose();
    fs.rmSync(sessionDir, { recursive: true, force: true });
  }
}
