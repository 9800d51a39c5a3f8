import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import { ACCESS_TOKEN_MS } from '../../server/accounts/account-rules.js';
import { pointsAccount, post, WORLD_ACCOUNTS } from '../../server/billing/ledger.js';
import { makeUploadWorld, readHosted, TEST_CHUNK_BYTES, temporaryBooks, type UploadWorld } from './testing/upload-world.js';

/** The events of one upload job, and a promise of its end. */
function watch(world: UploadWorld, jobId: string): JobProgress[] {
  return world.uploadEvents.filter((event) => event.id === jobId);
}

/** The steps a job went through, in order, each once. */
function stepsOf(events: JobProgress[]): string[] {
  return events.flatMap((event) => (event.step === null ? [] : [event.step])).filter((step, index, all) => all[index - 1] !== step);
}

/** The bytes the upload step had to send. */
function uploadTotal(events: JobProgress[]): number {
  return events.find((event) => event.step === 'uploading')?.total ?? -1;
}

/** Calls `act` once, at the first upload progress past half the bytes, before the last. */
function partWay(world: UploadWorld, jobId: string, act: (done: number) => void): void {
  let fired = false;
  const stop = world.client.on('job.progress', (event) => {
    if (fired || event.id !== jobId || event.step !== 'uploading' || event.done < event.total / 2 || event.done >= event.total) return;
    fired = true;
    stop();
    act(event.done);
  });
}

describe('uploading a book from the app', () => {
  let world: UploadWorld;

  beforeAll(async () => {
    world = await makeUploadWorld();
    await world.register('author@example.com');
  });
  afterAll(async () => {
    await world.cleanup();
  });

  it('publishes the open project, sends it and completes: the link serves index.html from the books origin', async () => {
    await world.openBook('1-2');
    const result = await world.client.call('cloud.upload', { title: 'Trace', keywords: 'jit', description: 'Tracing', category: 'science', jobId: 'upload-first' });
    expect(result.url).toBe(`${world.cloud.booksUrl}/b/${result.bookId}/`);
    const page = await readHosted(result.url);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<!doctype html>/i);
    expect(page.body).toContain('<title>Trace</title>');
    const events = watch(world, 'upload-first');
    expect(stepsOf(events)).toEqual(['creating', 'checking', 'creatingTask', 'uploading', 'completing']);
    const sent = events.filter((event) => event.step === 'uploading').map((event) => event.done);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(sent.at(-1)).toBe(uploadTotal(events));
    expect(events.at(-1)?.state).toBe('succeeded');
    expect(await world.client.call('cloud.pendingUploads', {})).toEqual({ uploads: [] });
    expect(temporaryBooks(world.appDataDir)).toEqual([]);

    // Overwriting the same book with a new title: same id and link, and only the changed files are sent.
    const again = await world.client.call('cloud.upload', { title: 'Trace, revised', overwriteBookId: result.bookId, jobId: 'upload-again' });
    expect(again.bookId).toBe(result.bookId);
    expect(again.url).toBe(result.url);
    expect(again.versionId).not.toBe(result.versionId);
    expect((await readHosted(result.url)).body).toContain('<title>Trace, revised</title>');
    const second = uploadTotal(watch(world, 'upload-again'));
    expect(second).toBeGreaterThan(0);
    expect(second).toBeLessThan(uploadTotal(events) / 4);
  });

  it('refuses an empty title before publishing anything', async () => {
    await expect(world.client.call('cloud.upload', { title: '   ' })).rejects.toMatchObject({ code: 'BOOK_TITLE_REQUIRED', message: 'Please enter book title!' });
    expect(temporaryBooks(world.appDataDir)).toEqual([]);
  });

  it('pauses on cancel, keeping the upload to continue, and the continued upload completes', async () => {
    await world.openBook('3-4');
    let doneAtPause = 0;
    partWay(world, 'upload-paused', (done) => {
      doneAtPause = done;
      void world.client.call('job.cancel', { id: 'upload-paused' });
    });
    await expect(world.client.call('cloud.upload', { title: 'Paused', jobId: 'upload-paused' })).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(watch(world, 'upload-paused').at(-1)?.state).toBe('cancelled');
    const { uploads } = await world.client.call('cloud.pendingUploads', {});
    expect(uploads).toEqual([expect.objectContaining({ server: world.cloud.apiUrl, fields: { title: 'Paused' } })]);
    const pending = uploads[0]!;
    expect(temporaryBooks(world.appDataDir)).toHaveLength(1);

    const resumed = await world.client.call('cloud.resumeUpload', { uploadId: pending.uploadId, jobId: 'upload-resumed' });
    expect(resumed.bookId).toBe(pending.bookId);
    // Only what the pause left unsent goes over the line the second time: a file cut part-way
    // continues from the service's offset (at most the chunks in flight are sent again), and
    // the bar starts at the bytes the service holds.
    const resumedEvents = watch(world, 'upload-resumed');
    const heldAtStart = resumedEvents.find((event) => event.step === 'uploading')?.done ?? -1;
    expect(heldAtStart).toBeGreaterThan(0);
    expect(uploadTotal(resumedEvents) - heldAtStart).toBeLessThanOrEqual(uploadTotal(watch(world, 'upload-paused')) - doneAtPause + 2 * TEST_CHUNK_BYTES);
    expect((await readHosted(resumed.url)).body).toContain('<title>Paused</title>');
    expect(await world.client.call('cloud.pendingUploads', {})).toEqual({ uploads: [] });
    expect(temporaryBooks(world.appDataDir)).toEqual([]);
  });

  it('fails when the service stops part-way, keeps the upload, and finishes it once the service is back', async () => {
    await world.openBook('5-6');
    let stopped: Promise<void> = Promise.resolve();
    partWay(world, 'upload-cut', () => (stopped = world.stop()));
    await expect(world.client.call('cloud.upload', { title: 'Cut off', jobId: 'upload-cut' })).rejects.toMatchObject({ code: 'NETWORK' });
    await stopped;
    expect(watch(world, 'upload-cut').at(-1)).toMatchObject({ state: 'failed', error: { code: 'NETWORK' } });
    const { uploads } = await world.client.call('cloud.pendingUploads', {});
    expect(uploads).toHaveLength(1);

    await world.restart();
    const resumed = await world.client.call('cloud.resumeUpload', { uploadId: uploads[0]!.uploadId });
    expect(resumed.bookId).toBe(uploads[0]!.bookId);
    expect((await readHosted(resumed.url)).body).toContain('<title>Cut off</title>');
    expect(temporaryBooks(world.appDataDir)).toEqual([]);
  });

  it('renews the session once when the bearer token runs out mid-transfer, and carries on without stepping back', async () => {
    await world.openBook('10-11');
    const sessionFile = path.join(world.appDataDir, 'cloud-session.json');
    const tokenBefore = (JSON.parse(fs.readFileSync(sessionFile, 'utf8')) as { accessToken: string }).accessToken;
    partWay(world, 'upload-renewed', () => world.clock.advance(ACCESS_TOKEN_MS + 60_000));
    const result = await world.client.call('cloud.upload', { title: 'Renewed', jobId: 'upload-renewed' });
    expect((await readHosted(result.url)).body).toContain('<title>Renewed</title>');
    expect((JSON.parse(fs.readFileSync(sessionFile, 'utf8')) as { accessToken: string }).accessToken).not.toBe(tokenBefore);
    const sent = watch(world, 'upload-renewed').filter((event) => event.step === 'uploading').map((event) => event.done);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  it('discards a paused upload with its temporary book', async () => {
    await world.openBook('7');
    partWay(world, 'upload-dropped', () => void world.client.call('job.cancel', { id: 'upload-dropped' }));
    await expect(world.client.call('cloud.upload', { title: 'Dropped', jobId: 'upload-dropped' })).rejects.toMatchObject({ code: 'CANCELLED' });
    const { uploads } = await world.client.call('cloud.pendingUploads', {});
    expect(uploads).toHaveLength(1);
    expect(await world.client.call('cloud.discardUpload', { uploadId: uploads[0]!.uploadId })).toEqual({ discarded: true });
    // The service no longer holds partial bytes of it (tus termination)…
    expect(fs.readdirSync(world.tusDir)).toEqual([]);
    // …and gave the upload up, with the new book it was making, which leaves the book list.
    const given = await world.cloud.ctx.db.selectFrom('uploads').innerJoin('books', 'books.id', 'uploads.book_id').select(['uploads.state', 'books.deleted_at']).where('uploads.id', '=', uploads[0]!.uploadId).executeTakeFirstOrThrow();
    expect(given.state).toBe('failed');
    expect(given.deleted_at).not.toBeNull();
    expect(await world.client.call('cloud.pendingUploads', {})).toEqual({ uploads: [] });
    expect(temporaryBooks(world.appDataDir)).toEqual([]);
    await expect(world.client.call('cloud.resumeUpload', { uploadId: uploads[0]!.uploadId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a free account (no points, no VIP) with UPLOAD_NEEDS_PLAN and leaves nothing behind', async () => {
    await world.register('free@example.com');
    const { db } = world.cloud.ctx;
    const user = await db.selectFrom('users').select('id').where('email', '=', 'free@example.com').executeTakeFirstOrThrow();
    await post(db, { idempotencyKey: `test-spend-${user.id}`, kind: 'charge', userId: user.id, entries: [{ account: pointsAccount(user.id), points: -5 }, { account: WORLD_ACCOUNTS.hosting, points: 5 }] });
    await expect(world.client.call('cloud.upload', { title: 'Free' })).rejects.toMatchObject({ code: 'UPLOAD_NEEDS_PLAN' });
    expect(await world.client.call('cloud.pendingUploads', {})).toEqual({ uploads: [] });
    expect(temporaryBooks(world.appDataDir)).toEqual([]);
  });
});
