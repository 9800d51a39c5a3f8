import type { FlipbookClient } from '../shared/api/client.js';
import type { PendingUpload, UploadFields } from '../shared/api/cloud-api.js';
import { AppError } from '../shared/errors/app-error.js';
import type { JobProgress } from '../shared/jobs/job-progress.js';
import type { CliIo } from './commands.js';
import { formatJobStep, jobStepLabel } from './job-words.js';
import { formatEta, ProgressLine } from './progress-line.js';

/** What `flipbook cloud upload | uploads | resume | discard` were asked to do. */
export type UploadAction =
  | { action: 'upload'; project: string; fields: UploadFields; json: boolean }
  | { action: 'uploads'; json: boolean }
  | { action: 'resume'; uploadId: string; json: boolean }
  | { action: 'discard'; uploadId: string };

/** `1.5 MB`, `320 KB`, `12 B`: sizes as a person reads them (powers of 1,000, like file managers). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/**
 * The upload step's line: `Uploading… 1.2 MB of 4.8 MB, 350 KB/s, ETA 10 s`. The speed is the
 * average since the step began (`startedAt`); the ETA is the engine's.
 */
export function formatUploadProgress(progress: Pick<JobProgress, 'done' | 'total' | 'etaSeconds'>, elapsedMs: number): string {
  const speed = elapsedMs > 0 && progress.done > 0 ? `, ${formatBytes(Math.round((progress.done * 1000) / elapsedMs))}/s` : '';
  const eta = progress.etaSeconds === null ? '' : `, ETA ${formatEta(progress.etaSeconds)}`;
  return `${jobStepLabel('upload', 'uploading')} ${formatBytes(progress.done)} of ${formatBytes(progress.total)}${speed}${eta}`;
}

/** Runs an upload job with its progress on one self-overwriting line; the URL goes to stdout. */
async function withUploadProgress<T>(client: FlipbookClient, io: CliIo, run: () => Promise<T>): Promise<T> {
  const progress = new ProgressLine(io.stderr, io.isTTY);
  let uploadingSince: number | null = null;
  const stop = client.on('job.progress', (job) => {
    if (job.kind !== 'upload') return;
    if (job.state === 'running' && job.step === 'uploading') {
      uploadingSince ??= Date.now();
      progress.show(formatUploadProgress(job, Date.now() - uploadingSince));
      return;
    }
    const line = formatJobStep(job);
    if (line !== null) progress.show(line);
  });
  try {
    const result = await run();
    progress.finish('Uploaded.');
    return result;
  } catch (error) {
    progress.clear();
    throw error;
  } finally {
    stop();
  }
}

/** After a pause (Ctrl+C) or a failure part-way, says how to continue, when there is something to continue. */
async function hintResume(client: FlipbookClient, io: CliIo, known: ReadonlySet<string>, uploadId?: string): Promise<void> {
  const { uploads } = await client.call('cloud.pendingUploads', {}).catch(() => ({ uploads: [] as PendingUpload[] }));
  const left = uploads.find((upload) => (uploadId === undefined ? !known.has(upload.uploadId) : upload.uploadId === uploadId));
  if (left !== undefined) io.stderr(`The upload is kept. Continue it with "flipbook cloud resume ${left.uploadId}" or drop it with "flipbook cloud discard ${left.uploadId}".\n`);
}

function printResult(io: CliIo, result: { bookId: string; url: string; versionId: string }, json: boolean): void {
  io.stdout(json ? `${JSON.stringify(result)}\n` : `${result.url}\n`);
}

function describePending(upload: PendingUpload): string {
  return `${upload.uploadId}  ${upload.createdAt.slice(0, 10)}  ${formatBytes(upload.totalBytes).padStart(8)}  ${upload.fields.title}${upload.fields.overwriteBookId ? ` (overwrites ${upload.fields.overwriteBookId})` : ''}\n`;
}

/** `flipbook cloud upload | uploads | resume | discard`, over the engine's upload methods. */
export async function runUploadAction(client: FlipbookClient, io: CliIo, command: UploadAction): Promise<void> {
  switch (command.action) {
    case 'upload': {
      await client.call('project.open', { path: command.project });
      const before = new Set((await client.call('cloud.pendingUploads', {})).uploads.map((upload) => upload.uploadId));
      try {
        printResult(io, await withUploadProgress(client, io, () => client.call('cloud.upload', command.fields)), command.json);
      } catch (error) {
        if (error instanceof AppError) await hintResume(client, io, before);
        throw error;
      }
      return;
    }
    case 'resume':
      try {
        printResult(io, await withUploadProgress(client, io, () => client.call('cloud.resumeUpload', { uploadId: command.uploadId })), command.json);
      } catch (error) {
        if (error instanceof AppError && error.code !== 'NOT_FOUND') await hintResume(client, io, new Set(), command.uploadId);
        throw error;
      }
      return;
    case 'uploads': {
      const { uploads } = await client.call('cloud.pendingUploads', {});
      if (command.json) io.stdout(`${JSON.stringify(uploads)}\n`);
      else io.stdout(uploads.length === 0 ? 'No paused uploads.\n' : uploads.map(describePending).join(''));
      return;
    }
    case 'discard':
      await client.call('cloud.discardUpload', { uploadId: command.uploadId });
      io.stdout('Discarded.\n');
  }
}
