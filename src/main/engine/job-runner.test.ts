import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import { EventBus } from './event-bus.js';
import { JobRunner } from './job-runner.js';

function runnerWithEvents(now: () => number = () => 0): { runner: JobRunner; events: JobProgress[] } {
  const bus = new EventBus();
  const events: JobProgress[] = [];
  bus.subscribe((name, payload) => {
    if (name === 'job.progress') events.push(payload as JobProgress);
  });
  return { runner: new JobRunner(bus, now), events };
}

/** A job that waits until released, so a test can act while it runs. */
function heldJob(): { work: (job: { signal: AbortSignal }) => Promise<string>; release: () => void } {
  let release = (): void => undefined;
  return {
    work: ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        release = () => resolve('finished');
        signal.addEventListener('abort', () => reject(new AppError('CANCELLED')));
      }),
    release: () => release(),
  };
}

describe('JobRunner', () => {
  it('announces a job, its steps and its success under one id, and returns its result', async () => {
    const { runner, events } = runnerWithEvents();
    const result = await runner.run('publish', 'job-chosen-by-caller', async (job) => {
      job.progress('book', 0, 2);
      job.report({ step: 'book', done: 2, total: 2 });
      return 42;
    });
    expect(result).toBe(42);
    expect(events.map(({ id, kind, state, step, done, total }) => ({ id, kind, state, step, done, total }))).toEqual([
      { id: 'job-chosen-by-caller', kind: 'publish', state: 'running', step: null, done: 0, total: 0 },
      { id: 'job-chosen-by-caller', kind: 'publish', state: 'running', step: 'book', done: 0, total: 2 },
      { id: 'job-chosen-by-caller', kind: 'publish', state: 'running', step: 'book', done: 2, total: 2 },
      { id: 'job-chosen-by-caller', kind: 'publish', state: 'succeeded', step: 'book', done: 2, total: 2 },
    ]);
    expect(runner.running).toBeNull();
  });

  it('makes an id when the caller gives none', async () => {
    const { runner, events } = runnerWithEvents();
    await runner.run('import', undefined, async () => undefined);
    expect(events[0]?.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
  });

  it('ends a failed job with its error code and rethrows it as an AppError', async () => {
    const { runner, events } = runnerWithEvents();
    const failing = runner.run('import', undefined, async () => {
      throw new AppError('INCORRECT_FILE_FORMAT');
    });
    await expect(failing).rejects.toMatchObject({ code: 'INCORRECT_FILE_FORMAT' });
    expect(events.at(-1)).toMatchObject({ state: 'failed', error: { code: 'INCORRECT_FILE_FORMAT' } });
  });

  it('stops a job by its id, ends it cancelled, and forgets the id afterwards', async () => {
    const { runner, events } = runnerWithEvents();
    const held = heldJob();
    const running = runner.run('publish', 'job-to-cancel', held.work);
    expect(runner.running).toBe('publish');
    expect(runner.cancel('some-other-job')).toBe(false);
    expect(runner.cancel('job-to-cancel')).toBe(true);
    await expect(running).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(events.at(-1)).toMatchObject({ id: 'job-to-cancel', state: 'cancelled' });
    expect(events.at(-1)?.error).toBeUndefined();
    expect(runner.cancel('job-to-cancel')).toBe(false);
    expect(runner.running).toBeNull();
  });

  it('reports a cancelled job as cancelled even when its work throws something else on the way out', async () => {
    const { runner, events } = runnerWithEvents();
    const running = runner.run('runtime', 'job-throws-late', (job) => new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(new Error('socket closed')))));
    runner.cancel('job-throws-late');
    await expect(running).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(events.at(-1)?.state).toBe('cancelled');
  });

  it('refuses a second exclusive job while one runs, and a job id already in use', async () => {
    const { runner } = runnerWithEvents();
    const held = heldJob();
    const first = runner.run('import', 'job-first-one', held.work);
    await expect(runner.run('publish', undefined, async () => 1)).rejects.toMatchObject({ code: 'BUSY' });
    await expect(runner.run('runtime', 'job-first-one', async () => 1)).rejects.toMatchObject({ code: 'BUSY' });
    held.release();
    expect(await first).toBe('finished');
    expect(await runner.run('publish', undefined, async () => 1)).toBe(1);
  });

  it('lets uploads run beside anything, but holds the gate while one reads the open project', async () => {
    const { runner } = runnerWithEvents();
    const publishing = heldJob();
    let holding: (() => void) | undefined;
    const upload = runner.run('upload', 'upload-job-1', (job) =>
      runner.exclusively(job, () => new Promise<void>((resolve) => (holding = resolve))).then(() => heldJob().work(job)),
    );
    await Promise.resolve();
    expect(runner.running).toBe('upload');
    await expect(runner.run('publish', undefined, publishing.work)).rejects.toMatchObject({ code: 'BUSY' });
    // A second upload starts, but may not publish while the first one does.
    await expect(runner.run('upload', 'upload-job-2', (job) => runner.exclusively(job, async () => 'read'))).rejects.toMatchObject({ code: 'BUSY' });
    holding?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runner.running).toBe(null);
    expect(runner.idle).toBe(false);
    const publish = runner.run('publish', undefined, publishing.work);
    publishing.release();
    await expect(publish).resolves.toBe('finished');
    runner.cancel('upload-job-1');
    await expect(upload).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(runner.idle).toBe(true);
  });

  it('lets an exclusive job run beside a batch, and is idle only when no job of any kind runs', async () => {
    const { runner } = runnerWithEvents();
    expect(runner.idle).toBe(true);
    const held = heldJob();
    const batch = runner.run('batch', 'job-batch-held', held.work);
    expect(runner.running).toBeNull();
    expect(runner.idle).toBe(false);
    expect(await runner.run('import', undefined, async () => 1)).toBe(1);
    held.release();
    await batch;
    expect(runner.idle).toBe(true);
  });

  it('has forgotten a job by the time its end is announced', async () => {
    const bus = new EventBus();
    const runner = new JobRunner(bus);
    const atEnd: { cancelled: boolean; running: string | null }[] = [];
    bus.subscribe((_name, payload) => {
      const event = payload as JobProgress;
      if (event.state !== 'running') atEnd.push({ cancelled: runner.cancel(event.id), running: runner.running });
    });
    await runner.run('import', 'job-ends-clean', async () => 1);
    const held = heldJob();
    const cancelled = runner.run('publish', 'job-ends-cancelled', held.work);
    runner.cancel('job-ends-cancelled');
    await expect(cancelled).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(atEnd).toEqual([
      { cancelled: false, running: null },
      { cancelled: false, running: null },
    ]);
  });

  it('works out the time left from the pace of the current step', async () => {
    let clock = 0;
    const { runner, events } = runnerWithEvents(() => clock);
    await runner.run('publish', 'job-with-clock', async (job) => {
      job.progress('encrypting', 0, 1);
      clock = 10_000;
      job.progress('book', 0, 10);
      expect(events.at(-1)?.etaSeconds).toBeNull();
      clock = 14_000;
      job.progress('book', 4, 10);
      expect(events.at(-1)?.etaSeconds).toBe(6);
      clock = 20_000;
      job.progress('book', 10, 10);
      expect(events.at(-1)?.etaSeconds).toBe(0);
    });
  });

  it('counts only the units done since a step began part-way (a continued upload) towards its pace', async () => {
    let clock = 0;
    const { runner, events } = runnerWithEvents(() => clock);
    await runner.run('upload', 'job-resumed', async (job) => {
      job.progress('uploading', 60, 100);
      expect(events.at(-1)?.etaSeconds).toBeNull();
      clock = 10_000;
      job.progress('uploading', 70, 100);
      // 10 units in 10 s: 30 left take 30 s (counting the 60 held would say 4 s).
      expect(events.at(-1)?.etaSeconds).toBe(30);
    });
  });
});
