import { describe, expect, it } from 'vitest';
import { BATCH_TASK_STATES, type BatchTask } from '../../shared/api/batch-api.js';
import { anyRunning, canDelete, canStop, filterCounts, filterTasks, stateLabelKey, upsertTask } from './batch-tasks.js';

function task(name: string, state: BatchTask['state'], extra: Partial<BatchTask> = {}): BatchTask {
  return { jobId: 'job-1', taskId: `t-${name}`, name, input: `/in/${name}.pdf`, pages: null, state, progress: 0, outputPath: `/out/${name}`, ...extra };
}

const list = [task('a', 'success'), task('b', 'failed'), task('c', 'converting'), task('d', 'success'), task('e', 'not started')];

describe('the batch task list', () => {
  it('shows every task under all, only the successes under success and only the failures under fail, in order', () => {
    expect(filterTasks(list, 'all').map((item) => item.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(filterTasks(list, 'success').map((item) => item.name)).toEqual(['a', 'd']);
    expect(filterTasks(list, 'fail').map((item) => item.name)).toEqual(['b']);
    expect(filterCounts(list)).toEqual({ all: 5, success: 2, fail: 1 });
  });

  it('names every spec state with its own locale key', () => {
    const keys = BATCH_TASK_STATES.map(stateLabelKey);
    expect(new Set(keys).size).toBe(BATCH_TASK_STATES.length);
    expect(stateLabelKey('not started')).toBe('batch.state.notStarted');
    for (const key of keys) expect(key).toMatch(/^batch\.state\.[a-zA-Z]+$/);
  });

  it('adds a new task at the end and replaces a known one in place', () => {
    const added = upsertTask(list, task('f', 'waiting'));
    expect(added.map((item) => item.name)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const moved = upsertTask(added, task('c', 'converting', { progress: 40, pages: 3 }));
    expect(moved[2]).toMatchObject({ name: 'c', progress: 40, pages: 3 });
    expect(moved).toHaveLength(6);
  });

  it('never brings an ended task back to a running state when a late event arrives', () => {
    const ended = upsertTask([task('a', 'converting')], task('a', 'success', { progress: 100 }));
    expect(upsertTask(ended, task('a', 'converting', { progress: 90 }))[0]).toMatchObject({ state: 'success', progress: 100 });
  });

  it('stops only waiting or converting tasks, and deletes only ended ones', () => {
    expect(BATCH_TASK_STATES.filter((state) => canStop(task('x', state)))).toEqual(['waiting', 'converting']);
    expect(BATCH_TASK_STATES.filter((state) => canDelete(task('x', state)))).toEqual(['not started', 'stopped', 'success', 'failed']);
    expect(anyRunning(list)).toBe(true);
    expect(anyRunning([task('a', 'success'), task('b', 'stopped')])).toBe(false);
    expect(anyRunning([task('a', 'stopping')])).toBe(true);
  });
});
