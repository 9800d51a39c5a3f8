import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import { cancelJob, runJob } from './run-job.js';

/** A transport whose job.progress listeners the test drives, recording the calls it gets. */
function fakeClient() {
  const listeners = new Set<(payload: JobProgress) => void>();
  const calls: { name: string; arg: unknown }[] = [];
  const client = {
    call: async (name: string, arg: unknown) => {
      calls.push({ name, arg });
      return { cancelled: true };
    },
    on: (_event: string, listener: (payload: JobProgress) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    assetUrl: (key: string) => key,
  } as unknown as FlipbookClient;
  const push = (event: JobProgress) => listeners.forEach((listener) => listener(event));
  return { client, calls, push, listening: () => listeners.size };
}

const event = (id: string, done: number): JobProgress => ({ id, kind: 'publish', state: 'running', step: 'book', done, total: 3, etaSeconds: null });

describe('runJob', () => {
  it('sends the call with a fresh id and hears only that job, until it ends', async () => {
    const { client, push, listening } = fakeClient();
    const heard: number[] = [];
    let started = '';
    const result = await runJob(
      client,
      'publish',
      async (jobId) => {
        expect(jobId).toBe(started);
        push(event(jobId, 1));
        push(event('another-job-in-a-batch', 2));
        push({ ...event(jobId, 3), kind: 'import' });
        push(event(jobId, 3));
        return 'published';
      },
      { onStart: (id) => (started = id), onProgress: (progress) => heard.push(progress.done) },
    );
    expect(result).toBe('published');
    expect(started).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(heard).toEqual([1, 3]);
    expect(listening()).toBe(0);
  });

  it('stops listening when the call fails, and gives each run its own id', async () => {
    const { client, listening } = fakeClient();
    const ids: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(
        runJob(client, 'import', async (jobId) => {
          ids.push(jobId);
          throw new Error('failed');
        }, { onProgress: () => undefined }),
      ).rejects.toThrow('failed');
    }
    expect(new Set(ids).size).toBe(2);
    expect(listening()).toBe(0);
  });

  it('cancels a job by its id through job.cancel', async () => {
    const { client, calls } = fakeClient();
    expect(await cancelJob(client, 'job-to-stop-1')).toBe(true);
    expect(calls).toEqual([{ name: 'job.cancel', arg: { id: 'job-to-stop-1' } }]);
  });
});
