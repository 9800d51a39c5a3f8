import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BatchTask } from '../../shared/api/batch-api.js';
import type { FlipbookClient } from '../../shared/api/client.js';
import { AppError } from '../../shared/errors/app-error.js';
import { createAppStore } from '../state/store.js';
import { runBatch } from './batch-commands.js';
import type { CommandContext } from './context.js';

type Listener = (task: BatchTask) => void;

/**
 * A transport whose batch.start is answered by the test, with `batch.task` events sent by
 * hand, so the order of answer and events can be chosen as the wire may deliver them.
 */
function batchWorld() {
  const listeners = new Set<Listener>();
  let answer: { resolve(tasks: BatchTask[]): void; reject(error: unknown): void } | null = null;
  let jobId = '';
  const client: FlipbookClient = {
    call: (async (name: string, arg: { jobId?: string }) => {
      if (name !== 'batch.start') throw new AppError('UNKNOWN_METHOD');
      jobId = arg.jobId ?? '';
      return new Promise((resolve, reject) => {
        answer = { resolve: (tasks) => resolve({ tasks }), reject };
      });
    }) as unknown as FlipbookClient['call'],
    on: ((event: string, listener: Listener) => {
      if (event !== 'batch.task') return () => undefined;
      listeners.add(listener);
      return () => listeners.delete(listener);
    }) as unknown as FlipbookClient['on'],
    assetUrl: (key) => key,
  };
  const store = createAppStore(client, () => undefined);
  const ctx: CommandContext = { host: { kind: 'web', client, pickFiles: async () => null, chooseSavePath: null, readerUrl: '' }, store, t: ((key: string) => key) as unknown as TFunction };
  const task = (name: string, state: BatchTask['state']): BatchTask => ({ jobId, taskId: `${jobId}-${name}`, name, input: `/in/${name}.pdf`, pages: 1, state, progress: 0, outputPath: `/out/${name}` });
  const send = (sent: BatchTask) => listeners.forEach((listener) => listener(sent));
  const states = () => store.getState().batch.tasks.map((item) => [item.name, item.state]);
  const started = async () => {
    while (answer === null) await Promise.resolve();
    const current = answer;
    answer = null;
    return current;
  };
  return { ctx, store, task, send, states, started, listening: () => listeners.size };
}

const arg = { inputs: ['/in'], outDir: '/out', format: 'html' as const };

describe('running a batch from the panel', () => {
  it('keeps a stopped task’s last event that arrives after the batch’s CANCELLED answer', async () => {
    const w = batchWorld();
    const run = runBatch(w.ctx, arg);
    const answer = await w.started();
    expect(w.store.getState().batch.jobId).not.toBeNull();
    w.send(w.task('a', 'converting'));
    w.send(w.task('b', 'waiting'));
    w.send(w.task('a', 'stopping'));
    w.send(w.task('b', 'not started'));
    answer.reject(new AppError('CANCELLED'));
    await run;
    expect(w.store.getState().batch.jobId).toBeNull();
    expect(w.store.getState().batch.error).toBeNull();
    expect(w.listening()).toBe(1);
    w.send(w.task('a', 'stopped'));
    expect(w.states()).toEqual([
      ['a', 'stopped'],
      ['b', 'not started'],
    ]);
    expect(w.listening()).toBe(0);
  });

  it('settles every task from the answer and shows why a batch could not start', async () => {
    const w = batchWorld();
    const run = runBatch(w.ctx, arg);
    const answer = await w.started();
    w.send(w.task('a', 'converting'));
    answer.resolve([w.task('a', 'success')]);
    await run;
    expect(w.states()).toEqual([['a', 'success']]);
    expect(w.listening()).toBe(0);

    const again = runBatch(w.ctx, arg);
    (await w.started()).reject(new AppError('BATCH_OUTPUT_INSIDE_INPUT'));
    await again;
    expect(w.store.getState().batch.error).toBe('errors.batchOutputInsideInput');
  });
});
