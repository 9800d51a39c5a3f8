import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../support/postgres-cluster.js';
import { startS3, type S3Endpoint } from '../support/s3-server.js';

// The cloud service's tests run against a real PostgreSQL and a real S3-compatible server that
// they start themselves; these tests prove the two helpers give working, independent ones.

/** The socket directory a cluster's URL names. */
const socketDir = (url: string): string => new URL(url.replace('@/', '@localhost/')).searchParams.get('host') ?? '';

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('startPostgres', () => {
  let clusters: PostgresCluster[] = [];

  beforeAll(async () => {
    // Two at once, as two test files running in parallel would.
    clusters = await Promise.all([startPostgres(), startPostgres()]);
  }, 60_000);

  // stop() may be called again: this is for when a test failed before stopping them.
  afterAll(async () => {
    await Promise.all(clusters.map((cluster) => cluster.stop()));
  }, 60_000);

  it('gives each call a cluster of its own that answers', async () => {
    const [first, second] = clusters;
    expect(first?.url).not.toBe(second?.url);
    for (const cluster of clusters) {
      const { rows } = await withClient(cluster.url, (client) => client.query<{ version: string }>('select version()'));
      expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
    }
  });

  it('keeps what a cluster stores to that cluster', async () => {
    const [first, second] = clusters as [PostgresCluster, PostgresCluster];
    await withClient(first.url, async (client) => {
      await client.query('create table books (id serial primary key, title text not null)');
      await client.query('insert into books (title) values ($1), ($2)', ['Überblick', 'Ödland']);
      const { rows } = await client.query<{ title: string }>('select title from books order by id');
      expect(rows.map((row) => row.title)).toEqual(['Überblick', 'Ödland']);
    });
    const { rows } = await withClient(second.url, (client) => client.query("select to_regclass('books') as found"));
    expect(rows[0]?.found).toBeNull();
  });

  it('removes the clusters and their directories on stop', async () => {
    const dirs = clusters.map((cluster) => socketDir(cluster.url));
    expect(dirs.every((dir) => fs.existsSync(dir))).toBe(true);
    await Promise.all(clusters.map((cluster) => cluster.stop()));
    expect(dirs.some((dir) => fs.existsSync(dir))).toBe(false);
    await expect(withClient(clusters[0]!.url, (client) => client.query('select 1'))).rejects.toThrow();
  }, 60_000);
});

describe('startS3', () => {
  let s3: S3Endpoint;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startS3();
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      // s3rver predates the SDK's default checksums: it would store a streamed body's
      // aws-chunked framing as the object's bytes (see tests/support/s3-server.ts).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }, 60_000);

  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
  }, 60_000);

  const read = async (key: string): Promise<Buffer> => {
    const response = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await response.Body!.transformToByteArray());
  };

  it('names everything in its url', () => {
    const url = new URL(s3.url);
    expect(url.protocol).toBe('s3:');
    expect(url.hostname).toBe(s3.bucket);
    expect(decodeURIComponent(url.username)).toBe(s3.accessKeyId);
    expect(decodeURIComponent(url.password)).toBe(s3.secretAccessKey);
    expect(url.searchParams.get('endpoint')).toBe(s3.endpoint);
    expect(url.searchParams.get('region')).toBe(s3.region);
    expect(url.searchParams.get('forcePathStyle')).toBe('true');
  });

  it('gives an object back byte for byte', async () => {
    const body = randomBytes(100_000);
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'books/a/page-1.webp', Body: body, ContentType: 'image/webp' }));
    expect((await read('books/a/page-1.webp')).equals(body)).toBe(true);
  });

  it('takes a streamed body of known length byte for byte', async () => {
    const body = randomBytes(300_000);
    const chunks = Readable.from([body.subarray(0, 100_000), body.subarray(100_000)]);
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'books/a/streamed.bin', Body: chunks, ContentLength: body.length }));
    expect((await read('books/a/streamed.bin')).equals(body)).toBe(true);
  });

  it('completes a multipart upload', async () => {
    const key = 'books/a/book.zip';
    // S3 wants every part but the last to be at least 5 MiB.
    const parts = [randomBytes(5 * 1024 * 1024), randomBytes(1234)];
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }));
    const uploaded = [];
    for (const [index, part] of parts.entries()) {
      const PartNumber = index + 1;
      const { ETag } = await client.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber, Body: part }));
      uploaded.push({ ETag, PartNumber });
    }
    await client.send(new CompleteMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId, MultipartUpload: { Parts: uploaded } }));
    expect((await read(key)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('lists objects under a prefix', async () => {
    const { Contents } = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'books/a/' }));
    expect(Contents?.map((object) => object.Key).sort()).toEqual(['books/a/book.zip', 'books/a/page-1.webp', 'books/a/streamed.bin']);
  });

  /** An open multipart upload with parts of these sizes, and what UploadPart answered for each. */
  const openUpload = async (key: string, sizes: number[]) => {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }));
    const parts = [];
    for (const [index, size] of sizes.entries()) {
      const body = randomBytes(size);
      const { ETag } = await client.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: index + 1, Body: body }));
      parts.push({ PartNumber: index + 1, ETag, Size: size, body });
    }
    return { UploadId: UploadId as string, parts };
  };
  const listParts = (key: string, UploadId: string, page: { MaxParts?: number; PartNumberMarker?: string } = {}) =>
    client.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId, ...page }));
  const codeOf = (promise: Promise<unknown>) => promise.then(() => 'answered', (error: { name?: string }) => error.name);

  it('lists the parts of an open multipart upload (ListParts, which s3rver lacks), in order and a page at a time', async () => {
    const key = 'tus/listed';
    const { UploadId, parts } = await openUpload(key, [1000, 2000, 3000]);
    const all = await listParts(key, UploadId);
    expect(all).toMatchObject({ Bucket: s3.bucket, Key: key, UploadId, IsTruncated: false });
    expect(all.Parts?.map(({ PartNumber, ETag, Size }) => ({ PartNumber, ETag, Size }))).toEqual(parts.map(({ PartNumber, ETag, Size }) => ({ PartNumber, ETag, Size })));
    expect(all.Parts?.every((part) => part.LastModified instanceof Date)).toBe(true);

    const first = await listParts(key, UploadId, { MaxParts: 2 });
    expect(first.Parts?.map((part) => part.PartNumber)).toEqual([1, 2]);
    expect(first).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '2', MaxParts: 2 });
    const rest = await listParts(key, UploadId, { MaxParts: 2, PartNumberMarker: first.NextPartNumberMarker });
    expect(rest.Parts?.map((part) => part.PartNumber)).toEqual([3]);
    expect(rest.IsTruncated).toBe(false);
  });

  it('lists a part sent again once, with its new size and ETag', async () => {
    const key = 'tus/resent';
    const { UploadId } = await openUpload(key, [1000]);
    const { ETag } = await client.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: 1, Body: randomBytes(1500) }));
    const { Parts } = await listParts(key, UploadId);
    expect(Parts?.map(({ PartNumber, ETag, Size }) => ({ PartNumber, ETag, Size }))).toEqual([{ PartNumber: 1, ETag, Size: 1500 }]);
  });

  it('lists an upload with no parts yet as empty', async () => {
    const { UploadId } = await openUpload('tus/empty', []);
    const listed = await listParts('tus/empty', UploadId);
    expect(listed.Parts ?? []).toEqual([]);
    expect(listed.IsTruncated).toBe(false);
  });

  it('answers NoSuchUpload for a completed upload, an unknown one, and one asked for under another key', async () => {
    const key = 'tus/completed';
    const { UploadId, parts } = await openUpload(key, [1000, 10]);
    expect(await codeOf(listParts('tus/other-key', UploadId))).toBe('NoSuchUpload');
    expect(await codeOf(listParts(key, '0123456789abcdef0123456789abcdef'))).toBe('NoSuchUpload');
    expect(await codeOf(listParts(key, '../../flipbook-test'))).toBe('NoSuchUpload');
    await client.send(new CompleteMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId, MultipartUpload: { Parts: parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) } }));
    expect(await codeOf(listParts(key, UploadId))).toBe('NoSuchUpload');
    expect((await read(key)).equals(Buffer.concat(parts.map((part) => part.body)))).toBe(true);
  });

  it('aborts a multipart upload (AbortMultipartUpload, which s3rver lacks): its parts are gone and it cannot be completed', async () => {
    const key = 'tus/aborted';
    const { UploadId, parts } = await openUpload(key, [1000]);
    expect(await codeOf(client.send(new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: 'tus/other-key', UploadId })))).toBe('NoSuchUpload');
    await client.send(new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId }));
    expect(await codeOf(listParts(key, UploadId))).toBe('NoSuchUpload');
    expect(await codeOf(client.send(new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId })))).toBe('NoSuchUpload');
    // s3rver's own UploadPart and CompleteMultipartUpload answer as S3 does for an upload that is gone.
    const part = client.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: 2, Body: randomBytes(10) }));
    expect(await codeOf(part)).toBe('NoSuchUpload');
    const completing = client.send(new CompleteMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId, MultipartUpload: { Parts: parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) } }));
    expect(await codeOf(completing)).toBe('NoSuchUpload');
    expect(await codeOf(read(key))).toBe('NoSuchKey');
    expect(await codeOf(listParts(key, UploadId))).toBe('NoSuchUpload');
  });

  // s3rver checks the access key of a call signed with SigV4 (it does not compute V4 signatures):
  // the added calls go through that same check.
  it('refuses ListParts and AbortMultipartUpload from an unknown access key, as every other call', async () => {
    const key = 'tus/signed';
    const { UploadId } = await openUpload(key, [1000]);
    const forger = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    try {
      expect(await codeOf(forger.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId })))).toBe('InvalidAccessKeyId');
      expect(await codeOf(forger.send(new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId })))).toBe('InvalidAccessKeyId');
    } finally {
      forger.destroy();
    }
    expect((await listParts(key, UploadId)).Parts).toHaveLength(1);
  });

  it("leaves s3rver's own answers to the requests it refuses for other reasons", async () => {
    const { UploadId } = await openUpload('tus/elsewhere', [10]);
    const elsewhere = client.send(new ListPartsCommand({ Bucket: 'no-such-bucket', Key: 'tus/elsewhere', UploadId }));
    expect(await codeOf(elsewhere)).toBe('NoSuchBucket');
    // Two query methods at once are refused before any handler runs.
    const response = await fetch(`${s3.endpoint}/${s3.bucket}/tus/elsewhere?uploadId=${UploadId}&tagging`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<Code>InvalidArgument</Code>');
  });

  it('frees its port on stop', async () => {
    const other = await startS3();
    const port = Number(new URL(other.endpoint).port);
    await other.stop();
    // Binding the same port again succeeds only once the server has let go of it.
    const probe = net.createServer();
    await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }, 60_000);
});
