import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorageHarness, STORAGE_KINDS, type StorageHarness } from '../../../tests/support/test-storages.js';
import { ContentClaimError, ContentHashMismatchError, contentKey, getContent, hasContent, putClaimedContent, putContent } from './content-store.js';
import type { ObjectStorage } from './object-storage.js';

const sha = (buffer: Buffer): string => createHash('sha256').update(buffer).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function chunked(buffer: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < buffer.length; at += 16 * 1024) {
        if (failAfter !== undefined && at >= failAfter) throw new Error('the uploader went away');
        yield buffer.subarray(at, at + 16 * 1024);
      }
    })(),
  );
}

/** The storage, counting the objects it is asked to write. */
function counting(storage: ObjectStorage): { storage: ObjectStorage; puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    storage: {
      put: (key, body, size) => {
        puts.push(key);
        return storage.put(key, body, size);
      },
      get: (key) => storage.get(key),
      head: (key) => storage.head(key),
      delete: (key) => storage.delete(key),
      list: (prefix) => storage.list(prefix),
    },
  };
}

describe('content keys', () => {
  it('are blobs/<first two hex digits>/<sha256>, and only for a SHA-256 in lower-case hex', () => {
    const hash = sha(Buffer.from('x'));
    expect(contentKey(hash)).toBe(`blobs/${hash.slice(0, 2)}/${hash}`);
    for (const bad of ['', 'abc', hash.toUpperCase(), `${hash}0`, `../${hash.slice(3)}`, hash.replace(/.$/, 'g')]) expect(() => contentKey(bad)).toThrow(/64 lower-case hex/);
  });
});

describe.each(STORAGE_KINDS)('content store on %s storage', (kind) => {
  let harness: StorageHarness;
  let tempFolder: string;
  beforeAll(async () => {
    harness = await openStorageHarness(kind);
    tempFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-content-test-'));
  });
  afterAll(async () => {
    await harness?.close();
    fs.rmSync(tempFolder, { recursive: true, force: true });
  });

  it('stores bytes under their SHA-256, from a Buffer or a stream, and gives them back', async () => {
    const { storage } = harness.make();
    const page = randomBytes(200_000);
    const fromBuffer = await putContent(storage, Buffer.from('<html></html>'));
    expect(fromBuffer).toEqual({ hash: sha(Buffer.from('<html></html>')), size: 13 });
    const fromStream = await putContent(storage, chunked(page), { tempFolder });
    expect(fromStream).toEqual({ hash: sha(page), size: page.length });
    const empty = await putContent(storage, Readable.from([]), { tempFolder });
    expect(empty).toEqual({ hash: sha(Buffer.alloc(0)), size: 0 });

    expect(await storage.head(`blobs/${sha(page).slice(0, 2)}/${sha(page)}`)).toEqual({ size: page.length });
    expect(await hasContent(storage, sha(page))).toBe(true);
    expect(await hasContent(storage, sha(Buffer.from('never stored')))).toBe(false);
    const back = await getContent(storage, sha(page));
    expect(back).not.toBeNull();
    expect(sha(await readAll(back as Readable))).toBe(sha(page));
    expect(await readAll((await getContent(storage, empty.hash)) as Readable)).toHaveLength(0);
    expect(await getContent(storage, sha(Buffer.from('never stored')))).toBeNull();
    // The temporary copies are gone.
    expect(fs.readdirSync(tempFolder)).toEqual([]);
  });

  it('does not write bytes it already has', async () => {
    const { storage: inner } = harness.make();
    const { storage, puts } = counting(inner);
    const bytes = randomBytes(100_000);
    const first = await putContent(storage, bytes);
    expect(puts).toEqual([contentKey(first.hash)]);
    expect(await putContent(storage, Buffer.from(bytes))).toEqual(first);
    expect(await putContent(storage, chunked(bytes), { tempFolder })).toEqual(first);
    expect(puts).toHaveLength(1);
    // Other bytes are written, once.
    const other = await putContent(storage, chunked(randomBytes(50_000)), { tempFolder });
    await putContent(storage, (await getContent(storage, other.hash)) as Readable, { tempFolder });
    expect(puts).toEqual([contentKey(first.hash), contentKey(other.hash)]);
  });

  it('replaces a stored object of the wrong size, and a reader of damaged bytes fails', async () => {
    const { storage } = harness.make();
    const bytes = Buffer.from('the real page');
    const { hash } = await putContent(storage, bytes);
    await storage.put(contentKey(hash), Buffer.from('damaged'));
    await putContent(storage, bytes);
    expect((await readAll((await getContent(storage, hash)) as Readable)).toString()).toBe('the real page');

    await storage.put(contentKey(hash), Buffer.from('the rEal page'));
    await expect(readAll((await getContent(storage, hash)) as Readable)).rejects.toThrow(ContentHashMismatchError);
  });

  it('stores nothing of a stream that fails part-way', async () => {
    const { storage, sent } = harness.make();
    const writes = sent.length;
    await expect(putContent(storage, chunked(randomBytes(100_000), 50_000), { tempFolder })).rejects.toThrow('the uploader went away');
    const keys: string[] = [];
    for await (const key of storage.list('')) keys.push(key);
    expect(keys).toEqual([]);
    if (kind === 's3') expect(sent.slice(writes).filter((name) => name !== 'ListObjectsV2Command')).toEqual([]);
    expect(fs.readdirSync(tempFolder)).toEqual([]);
  });

  it('stores a finished upload under the hash it claims in one pass, and refuses bytes that are not what they claim, storing nothing of them', async () => {
    const { storage: inner, sent } = harness.make();
    const { storage, puts } = counting(inner);
    const keys = async () => {
      const found: string[] = [];
      for await (const key of storage.list('')) found.push(key);
      return found;
    };
    const page = randomBytes(300_000);
    await putClaimedContent(storage, { hash: sha(page), size: page.length }, chunked(page));
    expect(sha(await readAll((await getContent(storage, sha(page))) as Readable))).toBe(sha(page));
    expect(puts).toEqual([contentKey(sha(page))]);

    const meant = randomBytes(200_000);
    const forged = randomBytes(meant.length);
    const writes = sent.length;
    await expect(putClaimedContent(storage, { hash: sha(meant), size: meant.length }, chunked(forged))).rejects.toThrow(ContentClaimError);
    expect(await keys()).toEqual([contentKey(sha(page))]);
    if (kind === 's3') expect(sent.slice(writes).filter((name) => name === 'PutObjectCommand' || name === 'CompleteMultipartUploadCommand')).toEqual([]);

    // Bytes already stored are not written again, yet forged ones sent as them are still refused.
    await putClaimedContent(storage, { hash: sha(page), size: page.length }, chunked(page));
    await expect(putClaimedContent(storage, { hash: sha(page), size: page.length }, chunked(randomBytes(page.length)))).rejects.toThrow(ContentClaimError);
    expect(puts.filter((key) => key === contentKey(sha(page)))).toHaveLength(1);
    expect(sha(await readAll((await getContent(storage, sha(page))) as Readable))).toBe(sha(page));

    // A body cut part-way stores nothing either.
    const cut = randomBytes(100_000);
    await expect(putClaimedContent(storage, { hash: sha(cut), size: cut.length }, chunked(cut, 50_000))).rejects.toThrow('the uploader went away');
    expect(await keys()).toEqual([contentKey(sha(page))]);
  });

  it('refuses a hash that is not a SHA-256 before touching storage', async () => {
    const { storage, sent } = harness.make();
    await expect(getContent(storage, '../../etc/passwd')).rejects.toThrow(/64 lower-case hex/);
    await expect(hasContent(storage, 'abc')).rejects.toThrow(/64 lower-case hex/);
    expect(sent).toEqual([]);
  });
});
