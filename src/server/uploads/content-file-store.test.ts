import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PieceLengthError } from '../store/byte-pieces.js';
import { ContentClaimError, contentKey, getContent, hasContent } from '../store/content-store.js';
import { FolderStorage } from '../store/folder-storage.js';
import { ContentFileStore } from './content-file-store.js';

const sha = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The bytes in pieces of `size`, as a request body arrives. */
const body = (bytes: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the data folder store of resumable uploads', () => {
  let data: string;
  let storage: FolderStorage;
  let tusFolder: string;
  const newStore = () => new ContentFileStore({ directory: tusFolder }, storage);

  beforeEach(() => {
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-content-file-store-'));
    storage = new FolderStorage(path.join(data, 'storage'));
    tusFolder = path.join(data, 'tus');
    fs.mkdirSync(tusFolder);
  });
  afterEach(() => fs.rmSync(data, { recursive: true, force: true }));

  /** A bundle upload of `files`, created in `store`, as tus-endpoint.ts writes its metadata. */
  async function bundle(store: ContentFileStore, files: Buffer[], id = 'a'.repeat(32)) {
    const contents = files.map((file) => `${sha(file)}:${file.length}`).join(',');
    await store.create(new Upload({ id, size: files.reduce((sum, file) => sum + file.length, 0), offset: 0, metadata: { uploadId: 'u', userId: 'me', contents } }));
    return { id, bytes: Buffer.concat(files) };
  }

  it('writes each content once, checked as its last byte arrives, stores them all when the upload is whole, and keeps only the length in tus’s own file', async () => {
    const store = newStore();
    const files = [randomBytes(300_000), randomBytes(2_500_000), randomBytes(10)];
    const { id, bytes } = await bundle(store, files);
    // The first request stops inside the second content.
    expect(await store.write(body(bytes.subarray(0, 1_000_000)), id, 0)).toBe(1_000_000);
    expect((await store.getUpload(id)).offset).toBe(1_000_000);
    expect(fs.readdirSync(tusFolder).sort()).toEqual([id, `${id}.json`, `${id}.piece-1`, `${id}.whole-0`]);
    // A sparse file: its size counts the bytes, its blocks hold none of them.
    expect(fs.statSync(path.join(tusFolder, id)).blocks * 512).toBeLessThan(64 * 1024);
    expect(await store.write(body(bytes.subarray(1_000_000)), id, 1_000_000)).toBe(bytes.length);
    // Nothing of an upload is stored before its last byte (a continued upload forms the same bundles).
    for (const file of files) expect(await hasContent(storage, sha(file))).toBe(false);
    await store.storeWhole(await store.getUpload(id));
    // Digests, not the bytes: comparing megabytes element by element is slow.
    for (const file of files) expect(sha(await readAll((await getContent(storage, sha(file))) as Readable))).toBe(sha(file));
    await store.remove(id);
    expect(fs.readdirSync(tusFolder)).toEqual([]);
  });

  it('continues a content begun before the service restarted, hashing what its file holds, over bytes the offset never counted', async () => {
    const files = [randomBytes(3_000_000)];
    const { id, bytes } = await bundle(newStore(), files);
    await newStore().write(body(bytes.subarray(0, 1_200_000)), id, 0);
    // Bytes written to the piece but never counted in the offset: the service stopped between the two.
    fs.appendFileSync(path.join(tusFolder, `${id}.piece-0`), randomBytes(5000));
    const restarted = newStore();
    const offset = (await restarted.getUpload(id)).offset;
    expect(offset).toBe(1_200_000);
    expect(await restarted.write(body(bytes.subarray(offset)), id, offset)).toBe(bytes.length);
    await restarted.storeWhole(await restarted.getUpload(id));
    expect(sha(await readAll((await getContent(storage, sha(files[0] as Buffer))) as Readable))).toBe(sha(files[0] as Buffer));
  });

  it('refuses bytes that are not their content at once: the offset goes back to its start, and the contents before them are stored', async () => {
    const store = newStore();
    const files = [randomBytes(200_000), randomBytes(200_000)];
    const { id, bytes } = await bundle(store, files);
    const forged = Buffer.concat([bytes.subarray(0, 200_000), randomBytes(200_000)]);
    await expect(store.write(body(forged), id, 0)).rejects.toBeInstanceOf(ContentClaimError);
    expect((await store.getUpload(id)).offset).toBe(200_000);
    expect(fs.readdirSync(tusFolder).sort()).toEqual([id, `${id}.json`]);
    expect(await hasContent(storage, sha(files[0] as Buffer))).toBe(true);
    for (const file of [files[1] as Buffer, forged.subarray(200_000)]) expect(await hasContent(storage, sha(file))).toBe(false);
  });

  it('refuses more bytes than the upload’s contents hold', async () => {
    const store = newStore();
    const { id, bytes } = await bundle(store, [randomBytes(1000)]);
    await expect(store.write(body(Buffer.concat([bytes, Buffer.from('more')])), id, 0)).rejects.toBeInstanceOf(PieceLengthError);
  });

  it('stores the empty files of a bundle, and refuses one that claims other bytes', async () => {
    const store = newStore();
    const empty = Buffer.alloc(0);
    const files = [empty, randomBytes(1000), empty];
    // The same empty content twice is what no bundle holds (the endpoint refuses repeats); one is enough here.
    const { id, bytes } = await bundle(store, files.slice(0, 2));
    expect(await store.write(body(bytes), id, 0)).toBe(1000);
    await store.storeWhole(await store.getUpload(id));
    expect(fs.statSync(path.join(storage.root, ...contentKey(sha(empty)).split('/'))).size).toBe(0);

    const liar = 'b'.repeat(32);
    await store.create(new Upload({ id: liar, size: 0, offset: 0, metadata: { uploadId: 'u', userId: 'me', contents: `${sha(randomBytes(4))}:0` } }));
    await expect(store.storeWhole(await store.getUpload(liar))).rejects.toBeInstanceOf(ContentClaimError);
  });

  it('on finishing, stores a content whose file was whole when the service stopped, and fails on one never received whole', async () => {
    const store = newStore();
    const files = [randomBytes(5000), randomBytes(7000)];
    const { id, bytes } = await bundle(store, files);
    // What the store left when it stopped after the last byte, before moving the two files in.
    fs.truncateSync(path.join(tusFolder, id), bytes.length);
    fs.writeFileSync(path.join(tusFolder, `${id}.piece-0`), files[0] as Buffer);
    fs.writeFileSync(path.join(tusFolder, `${id}.piece-1`), (files[1] as Buffer).subarray(0, 6000));
    await expect(store.storeWhole(await store.getUpload(id))).rejects.toBeInstanceOf(PieceLengthError);
    expect(await hasContent(storage, sha(files[0] as Buffer))).toBe(true);
    fs.writeFileSync(path.join(tusFolder, `${id}.piece-1`), files[1] as Buffer);
    await store.storeWhole(await store.getUpload(id));
    expect(await hasContent(storage, sha(files[1] as Buffer))).toBe(true);
  });
});
