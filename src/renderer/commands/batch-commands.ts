import type { BatchStartArg } from '../../shared/api/batch-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { JobId } from '../../shared/jobs/job-id.js';
import { anyRunning, upsertTask } from '../batch/batch-tasks.js';
import { errorText } from '../i18n/error-text.js';
import { cancelJob, runJob } from '../jobs/run-job.js';
import { defaultOutputFolder, toastError, type CommandContext } from './context.js';

/** Opens the batch panel, offering the default output folder as the first output folder. */
export async function openBatch(ctx: CommandContext): Promise<void> {
  ctx.store.getState().setDialog({ kind: 'batch', defaultOutDir: await defaultOutputFolder(ctx) });
}

/**
 * Runs one batch: its tasks join the list as the engine announces them, and the final
 * answer settles each one, in case an event was lost on the way. A batch that cannot start
 * (no inputs, an output folder inside an input) leaves its reason in the panel; a stopped
 * one is not an error, its tasks say how each ended.
 *
 * The events and the call's answer travel apart (server-sent events beside the HTTP
 * answer), so a stopped batch's answer can arrive before its tasks' last events. Its
 * answer carries no tasks, so the list keeps listening until every task of the run has
 * ended.
 */
export async function runBatch(ctx: CommandContext, arg: Omit<BatchStartArg, 'jobId'>): Promise<void> {
  const { client } = ctx.host;
  const update = ctx.store.getState().updateBatch;
  let jobId: JobId | null = null;
  let settled = false;
  const runEnded = () => !anyRunning(ctx.store.getState().batch.tasks.filter((task) => task.jobId === jobId));
  const stop = client.on('batch.task', (task) => {
    if (task.jobId !== jobId) return;
    update((batch) => ({ tasks: upsertTask(batch.tasks, task) }));
    if (settled && runEnded()) stop();
  });
  try {
    const { tasks } = await runJob(client, 'batch', (id) => client.call('batch.start', { ...arg, jobId: id }), {
      onStart: (id) => {
        jobId = id;
        update(() => ({ jobId: id, error: null }));
      },
      onProgress: () => undefined,
    });
    update((batch) => ({ tasks: tasks.reduce(upsertTask, batch.tasks) }));
  } catch (error) {
    const failure = AppError.from(error);
    if (failure.code !== 'CANCELLED') update(() => ({ error: errorText(ctx.t, failure) }));
  } finally {
    settled = true;
    if (runEnded()) stop();
    update(() => ({ jobId: null }));
  }
}

/** Stops one task: a waiting one never starts, a converting one is stopping until its work ends. */
export async function stopBatchTask(ctx: CommandContext, taskId: string): Promise<void> {
  try {
    await ctx.host.client.call('batch.stop', { taskId });
  } catch (error) {
    toastError(ctx, error);
  }
}

/** Stops the whole running batch: the tasks in flight stop, the waiting ones are not started. */
export async function stopBatch(ctx: CommandContext): Promise<void> {
  const { jobId } = ctx.store.getState().batch;
  if (jobId === null) return;
  try {
    await cancelJob(ctx.host.client, jobId);
  } catch (error) {
    toastError(ctx, error);
  }
}
