import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorageHarness, STORAGE_KINDS, type StorageHarness } from '../../../tests/support/test-storages.js';
import { assertValidKey, assertValidPrefix, InvalidKeyError, MAX_KEY_LENGTH, type ObjectStorage } from './object-storage.js';

const MiB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function bytesOf(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  return stream === null ? null : readAll(stream);
}

/** `buffer` as a stream of 64 KiB chunks, optionally failing after `failAfter` bytes. */
function chunked(buffer: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < buffer.length; at += 64 * 1024) {
        if (failAfter !== undefined && at >= failAfter) throw new Error('the uploader went away');
        yield buffer.subarray(at, at + 64 * 1024);
      }
    })(),
  );
}

async function listed(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
}

const sha = (buffer: Buffer): string => createHash('sha256').update(buffer).digest('hex');

/** Compares by length and hash: vitest's deep equality walks a Buffer byte by byte, slowly. */
async function expectBytes(storage: ObjectStorage, key: string, expected: Buffer): Promise<void> {
  const back = await bytesOf(storage, key);
  expect(back).not.toBeNull();
  expect(back?.length).toBe(expected.length);
  expect(sha(back ?? Buffer.alloc(0))).toBe(sha(expected));
}

const BAD_KEYS = ['', '../x', 'a/../b', '..', '.', 'a/./b', '/abs', 'a//b', 'a/', 'a\\b', '%2e%2e', 'a%2Fb', 'a\u0000b', 'a\nb', 'a\tb', 'a\u007fb', 'é', 'a b', 'a:b', 'x'.repeat(MAX_KEY_LENGTH + 1)];

describe('keys', () => {
  it('accepts relative keys of A-Z a-z 0-9 . _ - segments up to 512 characters', () => {
    for (const key of ['a', 'blobs/ab/ab12', 'books/1/v-2/index.html', '.hidden', 'a..b', '...', 'x'.repeat(MAX_KEY_LENGTH)]) expect(() => assertValidKey(key)).not.toThrow();
  });

  it.each(BAD_KEYS.map((key) => [JSON.stringify(key).slice(0, 40), key]))('refuses %s', (_name, key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidKeyError);
  });

  it('accepts prefixes that end part-way through a segment or with a /, and refuses the rest', () => {
    for (const prefix of ['', 'a', 'a/', 'blobs/a', 'blobs/ab/', 'a/.', 'a/..']) expect(() => assertValidPrefix(prefix)).not.toThrow();
    for (const prefix of ['/a', '../', 'a/../b', 'a//', 'a\\', '%2e', 'a\u0000']) expect(() => assertValidPrefix(prefix)).toThrow(InvalidKeyError);
  });
});

describe.each(STORAGE_KINDS)('%s storage', (kind) => {
  let harness: StorageHarness;
  beforeAll(async () => {
    harness = await openStorageHarness(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('gives back the bytes it was given: small, empty, as a Buffer or a stream', async () => {
    const { storage } = harness.make();
    const small = Buffer.from('<html>hello</html>');
    await storage.put('books/1/index.html', small);
    await expectBytes(storage, 'books/1/index.html', small);
    await storage.put('books/1/empty', Buffer.alloc(0));
    await expectBytes(storage, 'books/1/empty', Buffer.alloc(0));
    await storage.put('books/1/empty-stream', Readable.from([]));
    await expectBytes(storage, 'books/1/empty-stream', Buffer.alloc(0));
    await storage.put('books/1/empty-sized', Readable.from([]), 0);
    expect(await storage.head('books/1/empty-sized')).toEqual({ size: 0 });
    const bytes = randomBytes(300_000);
    await storage.put('books/1/page.webp', chunked(bytes), bytes.length);
    await expectBytes(storage, 'books/1/page.webp', bytes);
    await storage.put('books/1/page2.webp', chunked(bytes));
    await expectBytes(storage, 'books/1/page2.webp', bytes);
  });

  it('streams 20 MiB in and out, of known and unknown size, and from a Buffer', async () => {
    const { storage, sent } = harness.make();
    const big = randomBytes(20 * MiB);
    await storage.put('big/unknown', chunked(big));
    await storage.put('big/known', chunked(big), big.length);
    await storage.put('big/buffer', big);
    for (const key of ['big/unknown', 'big/known', 'big/buffer']) {
      expect(await storage.head(key)).toEqual({ size: big.length });
      const back = await bytesOf(storage, key);
      expect(back?.length).toBe(big.length);
      expect(sha(back ?? Buffer.alloc(0))).toBe(sha(big));
    }
    if (kind === 's3') {
      // Above 16 MiB, each went up in 8 MiB parts: 8 + 8 + 4.
      expect(sent.filter((name) => name === 'CreateMultipartUploadCommand')).toHaveLength(3);
      expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(9);
      expect(sent.filter((name) => name === 'CompleteMultipartUploadCommand')).toHaveLength(3);
    }
  });

  it('sends a stream that fits one part, or a Buffer up to the limit, in one request, and the rest in parts', async () => {
    const { storage, sent } = harness.make({ partSize: 64 * 1024, singlePutLimit: 200_000 });
    const bytes = randomBytes(150_000);
    const small = randomBytes(60_000);
    const exact = randomBytes(128 * 1024);
    const large = randomBytes(300_000);
    await storage.put('known', chunked(bytes), bytes.length);
    await storage.put('unknown-small', chunked(small));
    await storage.put('unknown-large', chunked(bytes));
    // A part boundary exactly at the end sends no empty last part.
    await storage.put('exact', chunked(exact));
    await storage.put('buffer', bytes);
    await storage.put('buffer-large', large);
    await expectBytes(storage, 'known', bytes);
    await expectBytes(storage, 'unknown-small', small);
    await expectBytes(storage, 'unknown-large', bytes);
    await expectBytes(storage, 'exact', exact);
    await expectBytes(storage, 'buffer', bytes);
    await expectBytes(storage, 'buffer-large', large);
    if (kind === 's3') {
      const uploads = sent.filter((name) => name === 'PutObjectCommand' || name === 'UploadPartCommand').map((name) => (name === 'PutObjectCommand' ? 'put' : 'part'));
      expect(uploads).toEqual([...['part', 'part', 'part'], 'put', ...['part', 'part', 'part'], ...['part', 'part'], 'put', ...['part', 'part', 'part', 'part', 'part']]);
    }
  });

  it('gives back a span of an object, both ends included', async () => {
    const { storage } = harness.make();
    const bytes = randomBytes(300_000);
    await storage.put('books/1/clip.mp4', bytes);
    for (const range of [{ start: 0, end: 0 }, { start: 1000, end: 199_999 }, { start: 299_990, end: 299_999 }]) {
      const stream = await storage.get('books/1/clip.mp4', range);
      expect(stream).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
      expect(Buffer.concat(chunks)).toEqual(bytes.subarray(range.start, range.end + 1));
    }
    expect(await storage.get('books/1/missing', { start: 0, end: 9 })).toBeNull();
  });

  it('says how big an object is, and null for one that is not there', async () => {
    const { storage } = harness.make();
    await storage.put('a/b', Buffer.from('12345'));
    expect(await storage.head('a/b')).toEqual({ size: 5 });
    expect(await storage.head('a/c')).toBeNull();
    expect(await storage.head('nothing/here')).toBeNull();
    expect(await storage.get('a/c')).toBeNull();
    expect(await storage.get('nothing/here')).toBeNull();
  });

  it('replaces an object, and deletes one (deleting a missing one is fine)', async () => {
    const { storage } = harness.make();
    await storage.put('x/y', Buffer.from('first'));
    await storage.put('x/y', Buffer.from('second, longer'));
    expect((await bytesOf(storage, 'x/y'))?.toString()).toBe('second, longer');
    await storage.delete('x/y');
    expect(await storage.head('x/y')).toBeNull();
    expect(await storage.get('x/y')).toBeNull();
    await expect(storage.delete('x/y')).resolves.toBeUndefined();
    await expect(storage.delete('never/was')).resolves.toBeUndefined();
  });

  it('lists by prefix, across several pages', async () => {
    const { storage, sent } = harness.make({ listPageSize: 20 });
    const keys: string[] = [];
    for (let i = 0; i < 45; i++) keys.push(`list/a/${String(i).padStart(3, '0')}`);
    keys.push('list/ab', 'list/b/1', 'other');
    for (let i = 0; i < keys.length; i += 12) await Promise.all(keys.slice(i, i + 12).map((key) => storage.put(key, Buffer.from(key))));

    expect(await listed(storage, 'list/a/')).toEqual(keys.filter((key) => key.startsWith('list/a/')));
    expect(await listed(storage, 'list/a')).toEqual([...keys.filter((key) => key.startsWith('list/a/')), 'list/ab']);
    expect(await listed(storage, 'list/a/01')).toEqual(keys.filter((key) => key.startsWith('list/a/01')));
    expect(await listed(storage, '')).toEqual([...keys].sort());
    expect(await listed(storage, 'li')).toEqual(keys.filter((key) => key.startsWith('li')).sort());
    expect(await listed(storage, 'nothing/')).toEqual([]);
    expect(await listed(storage, 'list/c')).toEqual([]);
    if (kind === 's3') {
      // 45 keys under list/a/ at 20 a page: three pages for that one listing.
      expect(sent.filter((name) => name === 'ListObjectsV2Command').length).toBeGreaterThanOrEqual(3 + 3 + 1 + 3 + 3 + 1 + 1);
    }
  });

  it('keeps nothing of a write that fails part-way, and nothing when the size is not as announced', async () => {
    const { storage, sent, root } = harness.make({ partSize: 64 * 1024, singlePutLimit: 100_000 });
    const bytes = randomBytes(400_000);
    await expect(storage.put('cut/unknown', chunked(bytes, 300_000))).rejects.toThrow('the uploader went away');
    await expect(storage.put('cut/known', chunked(bytes, 50_000), 90_000)).rejects.toThrow();
    await expect(storage.put('cut/short', chunked(bytes.subarray(0, 1000)), 2000)).rejects.toThrow(/announced/);
    await expect(storage.put('cut/long', chunked(bytes.subarray(0, 3000)), 2000)).rejects.toThrow(/announced/);
    await expect(storage.put('cut/long-multipart', chunked(bytes), 300_000)).rejects.toThrow(/announced/);
    await expect(storage.put('cut/short-multipart', chunked(bytes), 500_000)).rejects.toThrow(/announced/);
    await expect(storage.put('cut/buffer', Buffer.from('abc'), 4)).rejects.toThrow(/announced/);
    for (const key of ['cut/unknown', 'cut/known', 'cut/short', 'cut/long', 'cut/long-multipart', 'cut/short-multipart', 'cut/buffer']) {
      expect(await storage.head(key)).toBeNull();
    }
    expect(await listed(storage, '')).toEqual([]);
    // A failed write replaces nothing either.
    await storage.put('cut/kept', Buffer.from('old'));
    await expect(storage.put('cut/kept', chunked(bytes, 200_000))).rejects.toThrow();
    expect((await bytesOf(storage, 'cut/kept'))?.toString()).toBe('old');
    if (root !== null) {
      // No temporary files were left behind.
      expect(fs.readdirSync(`${root}/cut`)).toEqual(['kept']);
    }
    if (kind === 's3') {
      const created = sent.filter((name) => name === 'CreateMultipartUploadCommand').length;
      expect(created).toBeGreaterThan(0);
      expect(sent.filter((name) => name === 'AbortMultipartUploadCommand')).toHaveLength(created);
      expect(sent).not.toContain('CompleteMultipartUploadCommand');
    }
  });

  it('refuses bad keys and prefixes before touching storage', async () => {
    const { storage, sent, root } = harness.make();
    for (const key of BAD_KEYS) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(InvalidKeyError);
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), 1)).rejects.toThrow(InvalidKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.head(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidKeyError);
    }
    for (const prefix of ['/abs', '../', 'a//', 'a\\b', '%2e%2e/', 'a\u0001']) {
      await expect(listed(storage, prefix)).rejects.toThrow(InvalidKeyError);
    }
    expect(sent).toEqual([]);
    if (root !== null) expect(fs.existsSync(root)).toBe(false);
  });
});
