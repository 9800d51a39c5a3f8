import { HOLD_WORKER_EVERY_MS, type ImportResult } from '../../shared/api/import-api.js';
import type { MethodResult } from '../../shared/api/contract.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { ImportOptions } from '../../shared/domain/import-options.js';
import { errorText } from '../i18n/error-text.js';
import { cancelJob, runJob } from '../jobs/run-job.js';
import type { OpenKind } from '../transport/pick-files.js';
import { baseName } from '../util/paths.js';
import type { Task } from '../state/ui-slice.js';
import { askConfirm, askImportOptions, askLargeImages, askPassword } from './ask.js';
import { refreshRecent, toastError, toastSuccess, type CommandContext } from './context.js';
import { confirmLeavingProject } from './project-commands.js';

/** What a retried import call adds: the password typed, or the answer about large images. */
export interface ImportRetry {
  password?: string;
  largeImages?: 'include' | 'skip';
}

/** Sends one import as the job with this id, with what a retry has added. */
export type ImportCall = (retry: ImportRetry, jobId: JobId) => Promise<ImportResult>;

/** Opens the host's picker; null when the user cancelled or the upload failed (already reported). */
export async function pick(ctx: CommandContext, kind: OpenKind, showUpload = true): Promise<string[] | null> {
  try {
    return await ctx.host.pickFiles(kind, showUpload ? () => ctx.store.getState().setTask({ kind: 'upload' }) : undefined);
  } catch (error) {
    toastError(ctx, error);
    return null;
  } finally {
    if (showUpload) ctx.store.getState().setTask(null);
  }
}

/**
 * Runs one import with its progress bar. A protected PDF asks for its password and retries;
 * LARGE_IMAGES asks whether to continue or skip them and retries with the answer.
 */
export function runImport(ctx: CommandContext, call: ImportCall, successKey = 'toasts.imported'): Promise<boolean> {
  return attempt(ctx, call, {}, successKey);
}

async function attempt(ctx: CommandContext, call: ImportCall, retry: ImportRetry, successKey: string): Promise<boolean> {
  const { setTask } = ctx.store.getState();
  let failure: AppError | null = null;
  const hadProject = ctx.store.getState().project !== null;
  let stopPages: () => void = () => undefined;
  try {
    const result = await runJob(ctx.host.client, 'import', (jobId) => call(retry, jobId), {
      onStart: (jobId) => {
        setTask({ kind: 'import', jobId, progress: null, firstThumb: null });
        stopPages = showPagesAsImported(ctx, jobId, hadProject);
      },
      onProgress: (progress) => {
        if (progress.state === 'running') setTask({ kind: 'import', jobId: progress.id, progress, firstThumb: importTask(ctx)?.firstThumb ?? null });
      },
    });
    ctx.store.getState().setProject(result.project);
    toastSuccess(ctx, successKey, { count: result.importedPages });
    if (result.skippedFiles !== undefined && result.skippedFiles.length > 0) {
      ctx.store.getState().pushToast('info', ctx.t('toasts.skippedImages', { files: result.skippedFiles.map(baseName).join(', ') }));
    }
    return true;
  } catch (error) {
    failure = AppError.from(error);
    // An import into a project it had to open closes it again: the editor goes back home.
    if (!hadProject && ctx.store.getState().project !== null) await showEngineProject(ctx);
  } finally {
    stopPages();
    ctx.store.getState().setImportedPages(null);
    ctx.store.getState().setTask(null);
    void refreshRecent(ctx);
  }
  if (failure.code === 'PASSWORD_REQUIRED' || failure.code === 'INCORRECT_PASSWORD') {
    const password = await askPassword(ctx, failure.messageKey);
    return password === null ? false : attempt(ctx, call, { ...retry, password }, successKey);
  }
  if (failure.code === 'LARGE_IMAGES') {
    const choice = await askLargeImages(ctx, errorText(ctx.t, failure));
    return choice === 'cancel' ? false : attempt(ctx, call, { ...retry, largeImages: choice }, successKey);
  }
  if (failure.code === 'CANCELLED') ctx.store.getState().pushToast('info', ctx.t('toasts.importCancelled'));
  else toastError(ctx, failure);
  return false;
}

/**
 * Shows an import's pages as they are finished (import.pages), so the strip fills page by
 * page while the import goes on. An import from the home screen opens its project on the
 * engine first: the editor opens it at the first pages, so there is a strip to fill.
 */
function showPagesAsImported(ctx: CommandContext, jobId: JobId, hadProject: boolean): () => void {
  let opening = hadProject;
  // The first page's thumbnail comes ahead of every page (decision 0264): the import's card shows it.
  const stopThumbnail = ctx.host.client.on('import.firstThumbnail', (event) => {
    const task = importTask(ctx);
    if (event.jobId === jobId && task !== null) ctx.store.getState().setTask({ ...task, firstThumb: event.thumb });
  });
  const stopPages = ctx.host.client.on('import.pages', (event) => {
    if (event.jobId !== jobId) return;
    ctx.store.getState().addImportedPages(event.pages);
    if (opening) return;
    opening = true;
    // An answer that comes after the import has ended would show the project before it.
    void showEngineProject(ctx, () => ctx.store.getState().importedPages !== null);
  });
  return () => {
    stopThumbnail();
    stopPages();
  };
}

/** The running import's task, or null when the task on show is not an import. */
function importTask(ctx: CommandContext): Extract<Task, { kind: 'import' }> | null {
  const { task } = ctx.store.getState();
  return task?.kind === 'import' ? task : null;
}

/** Shows the engine's open project as it is now (or the home screen when none is open). */
async function showEngineProject(ctx: CommandContext, stillWanted: () => boolean = () => true): Promise<void> {
  try {
    const { project } = await ctx.host.client.call('project.get', {});
    if (stillWanted()) ctx.store.getState().setProject(project);
  } catch (error) {
    toastError(ctx, error);
  }
}

/**
 * Re-import replaces the book's pages: when it has some, the user confirms first, then is
 * asked to save unsaved changes as before any import.
 */
export async function confirmImport(ctx: CommandContext): Promise<boolean> {
  const pages = ctx.store.getState().project?.pages.length ?? 0;
  if (pages > 0) {
    const ok = await askConfirm(ctx, { titleKey: 'reimport.title', message: ctx.t('reimport.message'), confirmKey: 'reimport.confirm' });
    if (!ok) return false;
  }
  return confirmLeavingProject(ctx);
}

/** Reads a PDF's facts, asking for its password until it opens or the user gives up. */
async function inspect(ctx: CommandContext, path: string): Promise<{ facts: MethodResult<'pdf.inspect'>; password?: string } | null> {
  let password: string | undefined;
  for (;;) {
    try {
      const facts = await ctx.host.client.call('pdf.inspect', password === undefined ? { path } : { path, password });
      return password === undefined ? { facts } : { facts, password };
    } catch (error) {
      const failure = AppError.from(error);
      if (failure.code !== 'PASSWORD_REQUIRED' && failure.code !== 'INCORRECT_PASSWORD') {
        toastError(ctx, failure);
        return null;
      }
      const typed = await askPassword(ctx, failure.messageKey);
      if (typed === null) return null;
      password = typed;
    }
  }
}

/**
 * Keeps a render worker warm in the engine until the answer is called. The inspect before the
 * panel leaves one idle; without this it ends 5 s later, and an author who reads the options
 * longer would wait for a new one to start when they press Import. Only a head start: a failed
 * request changes nothing.
 */
function holdRenderWorker(ctx: CommandContext): () => void {
  const timer = setInterval(() => {
    ctx.host.client.call('pdf.holdWorker', {}).catch(() => undefined);
  }, HOLD_WORKER_EVERY_MS);
  return () => clearInterval(timer);
}

/** Import PDF: pick, password if needed, the options panel, then the import with progress. */
export async function importPdf(ctx: CommandContext): Promise<void> {
  if (!(await confirmImport(ctx))) return;
  const path = (await pick(ctx, 'open-pdf'))?.[0];
  if (path === undefined) return;
  const inspected = await inspect(ctx, path);
  if (inspected === null) return;
  const stopHolding = holdRenderWorker(ctx);
  let options: ImportOptions | null;
  try {
    options = await askImportOptions(ctx, { kind: 'pdf', name: baseName(path), facts: inspected.facts });
  } finally {
    stopHolding();
  }
  if (options === null) return;
  await runImport(ctx, (retry, jobId) => {
    const password = retry.password ?? inspected.password;
    return ctx.host.client.call('pdf.import', password === undefined ? { path, options, jobId } : { path, password, options, jobId });
  });
}

async function importImagePaths(ctx: CommandContext, paths: string[]): Promise<void> {
  await runImport(ctx, (retry, jobId) => ctx.host.client.call('image.import', retry.largeImages === undefined ? { paths, jobId } : { paths, jobId, largeImages: retry.largeImages }));
}

export async function importImages(ctx: CommandContext): Promise<void> {
  if (!(await confirmImport(ctx))) return;
  const paths = await pick(ctx, 'open-images');
  if (paths === null) return;
  await importImagePaths(ctx, paths);
}

/** A whole folder of images, in natural file-name order; only a desktop host can browse folders. */
export async function importImageFolder(ctx: CommandContext): Promise<void> {
  const choose = ctx.host.chooseSavePath;
  if (choose === null) return importImages(ctx);
  if (!(await confirmImport(ctx))) return;
  let folder: string | null;
  try {
    folder = await choose('choose-folder', '');
  } catch (error) {
    toastError(ctx, error);
    return;
  }
  if (folder === null) return;
  await importImagePaths(ctx, [folder]);
}

/** Stops the running job the task overlay shows (an import or an added page). */
export async function cancelTaskJob(ctx: CommandContext): Promise<void> {
  const task = ctx.store.getState().task;
  if (task?.kind !== 'import' || task.jobId === null) return;
  try {
    await cancelJob(ctx.host.client, task.jobId);
  } catch (error) {
    toastError(ctx, error);
  }
}
