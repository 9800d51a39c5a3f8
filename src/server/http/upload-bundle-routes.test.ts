import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload as TusUpload } from '@tus/server';
import fs from 'node:fs';
import path from 'node:path';
import type { HttpResponse } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../tests/support/test-databases.js';
import { contentKey, hasContent } from '../store/content-store.js';
import type { FolderStorage } from '../store/folder-storage.js';
import { recordTusUpload } from '../uploads/tus-cleanup.js';
import { tusStoreFor } from '../uploads/tus-store.js';
import { tusIdPrefixOf } from '../uploads/tus-upload-id.js';
import { MAX_CONTENTS_PER_TUS_UPLOAD } from '../uploads/upload-service.js';
import { makeBook, sha256, uploadRoutesWorld, type UploadService } from '../testing/upload-routes-world.js';

const FORMAT_MESSAGE = 'Failed to upload file! Please make sure the file format is correct!';

type TusFailure = { originalResponse?: HttpResponse | null } | null;

// Several small files sent as one tus upload (0268): the service stores each as its own content.
describe.each(DATABASE_KINDS)('bundles of small files on the %s database', (kind) => {
  const world = uploadRoutesWorld(kind);
  const { call, register, created, tusSend, tusCut, tusFiles } = world;
  let storage: FolderStorage;
  let ctx: UploadService['ctx'];

  beforeAll(async () => {
    ({ storage, ctx } = await world.open());
  });
  afterAll(() => world.close());

  /** The book's missing contents as one bundle: their hashes in order and their bytes joined. */
  const bundleOf = (book: Map<string, Buffer>, missing: string[]) => {
    const byHash = new Map([...book.values()].map((bytes) => [sha256(bytes), bytes]));
    return { contents: missing, bytes: Buffer.concat(missing.map((hash) => byHash.get(hash) as Buffer)) };
  };
  const failureOf = (sending: Promise<void>) => sending.then((): TusFailure => null, (reason: unknown) => reason as TusFailure);

  it('stores each content of a bundle under its own hash, and the upload completes', async () => {
    const { token } = await register();
    const book = makeBook();
    const task = await created(token, book);
    expect(task.missing.length).toBe(book.size);
    const { contents, bytes } = bundleOf(book, task.missing);
    await tusSend(token, task.uploadId, bytes, { contents, chunkSize: 1000 }).done;
    for (const file of book.values()) {
      expect(fs.readFileSync(path.join(storage.root, ...contentKey(sha256(file)).split('/')))).toEqual(file);
    }
    const complete = await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token);
    expect(complete.statusCode, complete.body).toBe(200);
    expect(tusFiles()).toEqual([]);
  });

  it('continues a bundle cut part-way from the offset the service holds', async () => {
    const { token } = await register();
    const book = makeBook({ 'files/page-2-normal.webp': randomBytes(300_000), 'files/page-3-normal.webp': randomBytes(300_000) });
    const task = await created(token, book);
    const { contents, bytes } = bundleOf(book, task.missing);
    const { cutAt, url } = await tusCut(token, task.uploadId, bytes, 64 * 1024, contents);
    expect(cutAt).toBeGreaterThan(0);
    expect(cutAt).toBeLessThan(bytes.length);
    // Nothing of a bundle is stored before its last byte.
    expect(await hasContent(storage, contents[0] as string)).toBe(false);
    await tusSend(token, task.uploadId, bytes, { contents, chunkSize: 64 * 1024, uploadUrl: url as string }).done;
    expect((await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token)).statusCode).toBe(200);
  });

  it('stores, on completing, a bundle whose last byte arrived but whose contents were never stored (the service stopped between)', async () => {
    const { token, userId } = await register();
    const book = makeBook();
    const task = await created(token, book);
    const { contents, bytes } = bundleOf(book, task.missing);
    const byHash = new Map([...book.values()].map((file) => [sha256(file), file.length]));
    // What tus holds when the service stops right after the last PATCH's bytes: a whole upload, no contents.
    const store = tusStoreFor(storage);
    const tusId = `${tusIdPrefixOf(task.uploadId)}${'0'.repeat(16)}`;
    const metadata = { uploadId: task.uploadId, userId, contents: contents.map((hash) => `${hash}:${byHash.get(hash)}`).join(',') };
    await store.datastore.create(new TusUpload({ id: tusId, size: bytes.length, offset: 0, metadata }));
    await store.datastore.write(Readable.from([bytes]), tusId, 0);
    await recordTusUpload(ctx, tusId, task.uploadId);
    expect(await hasContent(storage, contents[0] as string)).toBe(false);

    const complete = await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token);
    expect(complete.statusCode, complete.body).toBe(200);
    for (const hash of contents) expect(await hasContent(storage, hash)).toBe(true);
    expect(tusFiles()).toEqual([]);
  });

  it('refuses a bundle whose bytes are not its contents: the ones before the forged one are kept, the rest is not', async () => {
    const { token } = await register();
    const book = makeBook();
    const task = await created(token, book);
    const { contents, bytes } = bundleOf(book, task.missing);
    const last = contents.length - 1;
    const lastSize = (book.get([...book.keys()].find((name) => sha256(book.get(name) as Buffer) === contents[last]) as string) as Buffer).length;
    const forged = Buffer.concat([bytes.subarray(0, bytes.length - lastSize), randomBytes(lastSize)]);
    const error = await failureOf(tusSend(token, task.uploadId, forged, { contents }).done);
    expect(error?.originalResponse?.getStatus()).toBe(400);
    expect(JSON.parse(error?.originalResponse?.getBody() ?? '{}')).toMatchObject({ error: { code: 'UPLOAD_FILE_FORMAT', message: FORMAT_MESSAGE } });
    expect(await hasContent(storage, contents[0] as string)).toBe(true);
    expect(await hasContent(storage, contents[last] as string)).toBe(false);
    expect(tusFiles()).toEqual([]);
    const complete = await call('POST', `/api/v1/uploads/${task.uploadId}/complete`, token);
    expect(complete.json().missing).toEqual([contents[last]]);
  });

  it('refuses, before taking any byte, a bundle that is not a list of distinct contents of the manifest with their sizes', async () => {
    const { token } = await register();
    const book = makeBook();
    const task = await created(token, book);
    const { contents, bytes } = bundleOf(book, task.missing);
    const stranger = sha256(randomBytes(10));
    const tooMany = Array.from({ length: MAX_CONTENTS_PER_TUS_UPLOAD + 1 }, () => sha256(randomBytes(4)));
    const refused = [
      { contents: [...contents.slice(0, -1), stranger], bytes },
      { contents, bytes: bytes.subarray(1) },
      { contents: [...contents, contents[0] as string], bytes: Buffer.concat([bytes, book.get('index.html') as Buffer]) },
      { contents: tooMany, bytes: Buffer.alloc(tooMany.length * 4) },
      { contents: [...contents.slice(0, -1), `${contents.at(-1)}:1`], bytes },
    ];
    for (const attempt of refused) {
      const error = await failureOf(tusSend(token, task.uploadId, attempt.bytes, { contents: attempt.contents }).done);
      expect(error?.originalResponse?.getStatus()).toBe(400);
    }
    expect(tusFiles()).toEqual([]);
    // Another account cannot put a bundle into this upload.
    const stranger2 = await register();
    const foreign = await failureOf(tusSend(stranger2.token, task.uploadId, bytes, { contents }).done);
    expect(foreign?.originalResponse?.getStatus()).toBe(403);
    for (const hash of contents) expect(await hasContent(storage, hash)).toBe(false);
  });
});
