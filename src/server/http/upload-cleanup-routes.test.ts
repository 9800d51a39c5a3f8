import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../../tests/support/test-databases.js';
import type { FolderStorage } from '../store/folder-storage.js';
import { makeBook, sha256, uploadRoutesWorld, type UploadService } from '../testing/upload-routes-world.js';
import { expireUnfinishedUploads, UNFINISHED_UPLOAD_MS } from '../uploads/abandon-upload.js';
import { tusStoreFor } from '../uploads/tus-store.js';
import { tusIdPrefixOf } from '../uploads/tus-upload-id.js';

/** Discard, the weekly expiry and what they remove of the files tus kept. */
describe.each(DATABASE_KINDS)('uploads on the %s database', (kind) => {
  const world = uploadRoutesWorld(kind);
  const { call, register, created, tusSend, sendMissing, pausedUpload, tusFiles, bookRow } = world;
  let ctx: UploadService['ctx'];
  let dataFolder: string;
  let storage: FolderStorage;
  let baseUrl: string;

  beforeAll(async () => {
    ({ ctx, dataFolder, storage, baseUrl } = await world.open());
  });
  afterAll(() => world.close());

  it('gives up an unfinished upload on its owner’s Discard: a new book it was making goes, an overwritten one keeps its version', async () => {
    const owner = await register();
    const other = await register();
    const fresh = await created(owner.token, makeBook(), { title: 'Never finished' });
    expect((await call('DELETE', `/api/v1/uploads/${fresh.uploadId}`, other.token)).statusCode).toBe(403);
    const dropped = await call('DELETE', `/api/v1/uploads/${fresh.uploadId}`, owner.token);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toEqual({ abandoned: true });
    expect((await call('GET', `/api/v1/uploads/${fresh.uploadId}`, owner.token)).json()).toMatchObject({ state: 'failed', missing: [] });
    expect((await bookRow(fresh.bookId)).deleted_at).not.toBeNull();
    // Completing it afterwards is refused; dropping it again changes nothing.
    expect((await call('POST', `/api/v1/uploads/${fresh.uploadId}/complete`, owner.token)).json().error.code).toBe('UPLOAD_FAILED');
    expect((await call('DELETE', `/api/v1/uploads/${fresh.uploadId}`, owner.token)).json()).toEqual({ abandoned: false });

    const book = makeBook();
    const first = await created(owner.token, book, { title: 'Published' });
    await sendMissing(owner.token, first.uploadId, book, first.missing);
    expect((await call('POST', `/api/v1/uploads/${first.uploadId}/complete`, owner.token)).statusCode).toBe(200);
    const again = await created(owner.token, makeBook(), { title: 'Published', overwriteBookId: first.bookId });
    expect((await call('DELETE', `/api/v1/uploads/${again.uploadId}`, owner.token)).json()).toEqual({ abandoned: true });
    const kept = await bookRow(first.bookId);
    expect([kept.deleted_at, kept.status, kept.current_version_id]).toEqual([null, 'enabled', first.uploadId]);
  });

  it('removes what tus kept of a paused file, and its rows, by the upload id on Discard', async () => {
    const owner = await register();
    const { task, tusId, url } = await pausedUpload(owner.token);
    const other = await pausedUpload(owner.token);
    expect((await call('DELETE', `/api/v1/uploads/${task.uploadId}`, owner.token)).json()).toEqual({ abandoned: true });
    expect(tusFiles()).not.toContain(tusId);
    expect(tusFiles()).not.toContain(`${tusId}.json`);
    expect(await ctx.db.selectFrom('tus_uploads').select('tus_id').where('upload_id', '=', task.uploadId).execute()).toEqual([]);
    // The app cannot continue it, and another upload's paused file is untouched.
    const head = await fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0' } });
    expect([403, 404]).toContain(head.status);
    expect(tusFiles()).toEqual(expect.arrayContaining([other.tusId, `${other.tusId}.json`]));
  });

  it('asks a PATCH still writing to let go before Discard removes its file', async () => {
    const owner = await register();
    const { task, tusId, url } = await pausedUpload(owner.token);
    const tusHeaders = { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0' };
    const offset = Number((await fetch(url, { method: 'HEAD', headers: tusHeaders })).headers.get('upload-offset'));
    // The app's PATCH, in flight when the author presses Discard: its body never ends.
    const patch = http.request(url, { method: 'PATCH', headers: { ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' } });
    const answered = new Promise<void>((resolve) => {
      patch.on('response', (response) => response.resume().on('end', resolve));
      patch.on('error', () => resolve());
    });
    patch.write(randomBytes(64 * 1024));
    // The store opens the file of the content the bytes belong to as the first of them arrive (decision 0278).
    await vi.waitFor(() => expect(tusFiles().some((name) => name.startsWith(`${tusId}.piece-`))).toBe(true), { timeout: 30_000 });

    expect((await call('DELETE', `/api/v1/uploads/${task.uploadId}`, owner.token)).json()).toEqual({ abandoned: true });
    // The service ended the PATCH itself (without the lock it would wait for the body forever),
    // and nothing it wrote is left.
    await answered;
    patch.destroy();
    expect(tusFiles().filter((name) => name.startsWith(tusId))).toEqual([]);
  });

  it('removes, in the weekly expiry, what tus kept of an upload it gives up', async () => {
    const owner = await register();
    const { task, tusId } = await pausedUpload(owner.token);
    await ctx.db.updateTable('uploads').set({ updated_at: new Date(ctx.clock().getTime() - UNFINISHED_UPLOAD_MS - 60_000) }).where('id', '=', task.uploadId).execute();
    expect(await expireUnfinishedUploads(ctx)).toBeGreaterThanOrEqual(1);
    expect(tusFiles()).not.toContain(tusId);
    expect(tusFiles()).not.toContain(`${tusId}.json`);
    expect(await ctx.db.selectFrom('tus_uploads').select('tus_id').where('upload_id', '=', task.uploadId).execute()).toEqual([]);
  });

  it('finds the bytes of creating POSTs cut short, whose URLs the app never learnt, and removes them when the upload completes or is given up', async () => {
    const owner = await register();
    const tusFolder = path.join(dataFolder, 'tus');
    /** The tus uploads the service holds for one upload: its ids share a prefix. */
    const heldFor = (uploadId: string) => fs.readdirSync(tusFolder).filter((name) => name.startsWith(tusIdPrefixOf(uploadId)));
    /** A creating POST carrying a file's first half, its connection dropped before the answer (the app's creation-with-upload cut off). */
    const cutCreatingPost = (uploadId: string, bytes: Buffer) =>
      new Promise<void>((resolve) => {
        const metadata = `uploadId ${Buffer.from(uploadId).toString('base64')},sha256 ${Buffer.from(sha256(bytes)).toString('base64')}`;
        const request = http.request(`${baseUrl}/api/v1/tus`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': metadata, 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) },
        });
        request.on('error', () => resolve());
        request.write(bytes.subarray(0, bytes.length / 2), () => {
          request.destroy();
          resolve();
        });
      });

    const page = randomBytes(256 * 1024);
    const book = makeBook({ 'files/page-2-normal.webp': page });
    const task = await created(owner.token, book);
    await cutCreatingPost(task.uploadId, page);
    await vi.waitFor(() => expect(heldFor(task.uploadId)).not.toEqual([]));
    const [cutId] = heldFor(task.uploadId);
    // The app, knowing no URL, creates the file again: a new id, so the cut one's end cannot touch it.
    const again = tusSend(owner.token, task.uploadId, page);
    await again.done;
    expect(again.upload().url).not.toContain(cutId?.replace(/\.json$/, ''));
    await sendMissing(owner.token, task.uploadId, book, task.missing.filter((hash) => hash !== sha256(page)));
    expect((await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, owner.token)).statusCode).toBe(200);
    expect(heldFor(task.uploadId)).toEqual([]);

    // A file cut the same way, then the upload given up: nothing of it is left either.
    const other = randomBytes(256 * 1024);
    const dropped = await created(owner.token, makeBook({ 'files/page-2-normal.webp': other }));
    await cutCreatingPost(dropped.uploadId, other);
    await vi.waitFor(() => expect(heldFor(dropped.uploadId)).not.toEqual([]));
    expect((await call('DELETE', `/api/v1/uploads/${dropped.uploadId}`, owner.token)).json()).toEqual({ abandoned: true });
    expect(heldFor(dropped.uploadId)).toEqual([]);

    // And one the app never comes back to: the scheduled work gives it up after a week, with what it left.
    const forgotten = await created(owner.token, makeBook({ 'files/page-2-normal.webp': other }));
    await cutCreatingPost(forgotten.uploadId, other);
    await vi.waitFor(() => expect(heldFor(forgotten.uploadId)).not.toEqual([]));
    await ctx.db.updateTable('uploads').set({ updated_at: new Date(ctx.clock().getTime() - UNFINISHED_UPLOAD_MS - 60_000) }).where('id', '=', forgotten.uploadId).execute();
    expect(await expireUnfinishedUploads(ctx, () => tusStoreFor(storage))).toBe(1);
    expect(heldFor(forgotten.uploadId)).toEqual([]);
  });

  it('gives up, in the scheduled work, an upload left unfinished for a week, and not a younger one', async () => {
    const owner = await register();
    const old = await created(owner.token, makeBook(), { title: 'Forgotten' });
    const young = await created(owner.token, makeBook(), { title: 'In progress' });
    await ctx.db.updateTable('uploads').set({ updated_at: new Date(ctx.clock().getTime() - UNFINISHED_UPLOAD_MS - 60_000) }).where('id', '=', old.uploadId).execute();
    expect(await expireUnfinishedUploads(ctx)).toBe(1);
    expect((await call('GET', `/api/v1/uploads/${old.uploadId}`, owner.token)).json().state).toBe('failed');
    expect((await bookRow(old.bookId)).deleted_at).not.toBeNull();
    expect((await call('GET', `/api/v1/uploads/${young.uploadId}`, owner.token)).json().state).toBe('open');
    expect((await bookRow(young.bookId)).deleted_at).toBeNull();
  });
});
