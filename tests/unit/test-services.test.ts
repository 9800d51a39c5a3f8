import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListObjectsV2Command,
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
