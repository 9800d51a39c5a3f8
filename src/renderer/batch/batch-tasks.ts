import { BATCH_END_STATES, type BatchTask, type BatchTaskState } from '../../shared/api/batch-api.js';

/** The task list's filters (spec: all, success, fail). */
export const BATCH_FILTERS = ['all', 'success', 'fail'] as const;
export type BatchFilter = (typeof BATCH_FILTERS)[number];

/** The tasks a filter shows, in the list's order. */
export function filterTasks(tasks: readonly BatchTask[], filter: BatchFilter): BatchTask[] {
  if (filter === 'success') return tasks.filter((task) => task.state === 'success');
  if (filter === 'fail') return tasks.filter((task) => task.state === 'failed');
  return [...tasks];
}

/** How many tasks each filter would show, for the filter buttons' counts. */
export function filterCounts(tasks: readonly BatchTask[]): Record<BatchFilter, number> {
  return { all: tasks.length, success: filterTasks(tasks, 'success').length, fail: filterTasks(tasks, 'fail').length };
}

/** Locale keys of the spec's states; "not started" has a space, which a key cannot carry. */
const STATE_KEYS: Record<BatchTaskState, string> = {
  waiting: 'batch.state.waiting',
  'not started': 'batch.state.notStarted',
  converting: 'batch.state.converting',
  stopping: 'batch.state.stopping',
  stopped: 'batch.state.stopped',
  success: 'batch.state.success',
  failed: 'batch.state.failed',
};

export function stateLabelKey(state: BatchTaskState): string {
  return STATE_KEYS[state];
}

/**
 * The list after a `batch.task` event: the task replaced in place, or added at the end.
 * Events of one task can cross on the wire (progress after the end), so a task that has
 * ended never goes back to a running state, as in the engine.
 */
export function upsertTask(tasks: readonly BatchTask[], task: BatchTask): BatchTask[] {
  const index = tasks.findIndex((item) => item.taskId === task.taskId);
  if (index === -1) return [...tasks, task];
  const current = tasks[index] as BatchTask;
  if (BATCH_END_STATES.has(current.state) && !BATCH_END_STATES.has(task.state)) return [...tasks];
  return tasks.map((item, at) => (at === index ? task : item));
}

/** A task can be stopped while it waits for a slot or converts. */
export function canStop(task: BatchTask): boolean {
  return task.state === 'waiting' || task.state === 'converting';
}

/** Only an ended task leaves the list: a running one would keep sending events for a row that is gone. */
export function canDelete(task: BatchTask): boolean {
  return BATCH_END_STATES.has(task.state);
}

/** Whether any task is still waiting, converting or stopping. */
export function anyRunning(tasks: readonly BatchTask[]): boolean {
  return tasks.some((task) => !BATCH_END_STATES.has(task.state));
}
