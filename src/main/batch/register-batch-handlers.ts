import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BATCH_END_STATES, BATCH_JOBS, type BatchStartArg, type BatchTask, type BatchTaskState } from '../../shared/api/batch-api.js';
import { groupsForBatch } from '../../shared/design/user-template.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import type { EngineContext } from '../engine/context.js';
import type { Job } from '../engine/job-runner.js';
import type { JobStep } from '../../shared/jobs/job-kinds.js';
import type { OpenProject } from '../engine/project-session.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { Leases } from '../engine/leases.js';
import { MAX_RENDER_WORKERS } from '../import/import-limits.js';
import { applyUserTemplate } from '../design/user-template-actions.js';
import { USER_TEMPLATES_DIR, UserTemplateStore } from '../design/user-template-store.js';
import { expandBatchInputs, inputFolders, type BatchSource } from './batch-inputs.js';
import { OutputNames, prepareOutputFolder } from './batch-output.js';
import { convertOne, type TaskEngineFactory } from './batch-task.js';

/** One task of a running batch: what the list shows, and how to stop it. */
interface LiveTask {
  view: BatchTask;
  source: BatchSource;
  stop: AbortController;
  /** Changes the task and announces it; a task that has ended never changes again. */
  update(patch: Partial<BatchTask>): void;
}

/** What the batch domain needs besides the context: engines for its tasks, and the shipped designs. */
export interface BatchDeps {
  newEngine: TaskEngineFactory;
  catalogue: () => DesignCatalogue;
  /** How many render workers the batch's tasks share; one per core (at most MAX_RENDER_WORKERS) when absent. */
  renderWorkers?: number;
}

/** One render worker per core, as a single import uses: more would only contend for the cores and hold more memory. */
function batchRenderWorkers(): number {
  return Math.max(1, Math.min(os.availableParallelism(), MAX_RENDER_WORKERS));
}

/** The template's groups for the batch's books, or undefined without a template; TEMPLATE_APPLY_FAILED for an unknown name. */
function templateApplier(ctx: EngineContext, deps: BatchDeps, name: string | undefined): ((project: OpenProject) => void) | undefined {
  if (name === undefined) return undefined;
  const store = new UserTemplateStore(path.join(ctx.platform.appDataDir, USER_TEMPLATES_DIR));
  const id = store.idOfName(name);
  if (id === null) throw new AppError('TEMPLATE_APPLY_FAILED', {}, `no saved template named ${name}`);
  return (project) => void applyUserTemplate(store, project, deps.catalogue(), id, groupsForBatch);
}

/**
 * The batch domain: `batch.start` runs every task through a pool of `jobs` slots as one
 * `batch` job (not exclusive: each task has an engine of its own), and `batch.stop` stops
 * one task. Stopping the job stops every task in flight and leaves the waiting ones not
 * started; a stopped or failed task's partial output is removed, finished books stay.
 */
export function registerBatchHandlers(registry: HandlerRegistry, ctx: EngineContext, deps: BatchDeps): void {
  const live = new Map<string, LiveTask>();
  // One pool of render workers for every task of every batch of this engine, so memory is
  // bounded by the cores, not by `jobs` or the number of tasks (decision 0225).
  const renderLeases = new Leases(deps.renderWorkers ?? batchRenderWorkers());

  async function start(arg: BatchStartArg, job: Job<'batch'>): Promise<BatchTask[]> {
    const sources = await expandBatchInputs(arg.inputs);
    const outDir = prepareOutputFolder(arg.outDir, await inputFolders(arg.inputs));
    const applyTemplate = templateApplier(ctx, deps, arg.template);
    const names = new OutputNames(outDir, arg.format);
    let ended = 0;
    const tasks = sources.map((source, index): LiveTask => {
      const task: LiveTask = {
        source,
        stop: new AbortController(),
        view: { jobId: job.id, taskId: `${job.id}-${index + 1}`, name: source.name, input: source.input, pages: null, state: 'waiting', progress: 0, outputPath: names.next(source.name) },
        update(patch) {
          if (BATCH_END_STATES.has(task.view.state)) return;
          if (Object.entries(patch).every(([key, value]) => task.view[key as keyof BatchTask] === value)) return;
          task.view = { ...task.view, ...patch };
          if (BATCH_END_STATES.has(task.view.state)) ended += 1;
          ctx.events.emit('batch.task', task.view);
        },
      };
      return task;
    });
    const end = (task: LiveTask, state: BatchTaskState, error?: AppError): void => task.update(error === undefined ? { state } : { state, error: error.toJSON() });
    for (const task of tasks) {
      live.set(task.view.taskId, task);
      ctx.events.emit('batch.task', task.view);
    }
    // The step the latest task moved into; done counts the tasks that have ended.
    let step: JobStep<'batch'> = 'converting';
    job.progress(step, 0, tasks.length);
    const onCancel = () => {
      for (const task of tasks) {
        if (task.view.state === 'waiting') end(task, 'not started');
        else if (task.view.state === 'converting') stopTask(task);
      }
    };
    job.signal.addEventListener('abort', onCancel);

    const runTask = async (task: LiveTask): Promise<void> => {
      if (task.view.state !== 'waiting') return;
      task.update({ state: 'converting' });
      try {
        await convertOne({
          source: task.source,
          outputPath: task.view.outputPath,
          format: arg.format,
          options: arg.options,
          apk: arg.apk,
          applyTemplate,
          newEngine: deps.newEngine,
          renderLeases,
          stop: task.stop.signal,
          report: ({ step: next, ...rest }) => {
            task.update(rest);
            if (next === undefined) return;
            step = next;
            job.progress(step, ended, tasks.length);
          },
        });
        end(task, 'success', undefined);
      } catch (error) {
        fs.rmSync(task.view.outputPath, { recursive: true, force: true });
        if (task.stop.signal.aborted) end(task, 'stopped');
        else end(task, 'failed', AppError.from(error));
      }
      job.progress(step, ended, tasks.length);
    };

    const queue = [...tasks];
    const slot = async (): Promise<void> => {
      for (let task = queue.shift(); task !== undefined; task = queue.shift()) await runTask(task);
    };
    try {
      await Promise.all(Array.from({ length: Math.min(arg.jobs ?? BATCH_JOBS.default, tasks.length) }, slot));
    } finally {
      job.signal.removeEventListener('abort', onCancel);
      for (const task of tasks) live.delete(task.view.taskId);
    }
    if (job.signal.aborted) throw new AppError('CANCELLED');
    return tasks.map((task) => task.view);
  }

  /** A waiting task is stopped before it starts; a converting one is stopping until its work has ended. */
  function stopTask(task: LiveTask): boolean {
    const { state } = task.view;
    if (state !== 'waiting' && state !== 'converting') return false;
    task.update({ state: state === 'converting' ? 'stopping' : 'stopped' });
    task.stop.abort();
    return true;
  }

  registry.registerAll({
    'batch.start': async (arg) => ({ tasks: await ctx.jobs.run('batch', arg.jobId, (job) => start(arg, job)) }),
    'batch.stop': async ({ taskId }) => {
      const task = live.get(taskId);
      return { stopped: task !== undefined && stopTask(task) };
    },
  });
}
