import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { cutToRange, spanOfBody } from './byte-span.js';
import { assertValidKey, assertValidPrefix, assertValidSize, isValidKey, SizeMismatchError, type ByteRange, type ObjectStorage } from './object-storage.js';

/** Where the objects live: what a STORAGE_URL of the `s3://` form says (storage-url.ts). */
export interface S3Settings {
  bucket: string;
  /** Put before every key, '' or ending in '/': several services may share a bucket. */
  prefix: string;
  region: string;
  /** The server's base URL; undefined for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Undefined: the SDK's own chain (instance role, profile…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Sizes the tests shrink; the defaults suit real S3. */
export interface S3Tuning {
  /** Bytes in a multipart upload's part (S3 wants at least 5 MiB for all but the last). */
  partSize?: number;
  /** A Buffer body up to this many bytes goes up in one PutObject (a stream: up to one part). */
  singlePutLimit?: number;
  /** Keys per ListObjectsV2 page (S3 gives at most 1,000). */
  listPageSize?: number;
}

export const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
export const DEFAULT_SINGLE_PUT_LIMIT = 16 * 1024 * 1024;
/** S3's limit on parts in one upload. */
const MAX_PARTS = 10_000;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.$metadata?.httpStatusCode === 404 || e?.name === 'NoSuchKey' || e?.name === 'NotFound';
}

/**
 * Cuts a stream into parts of exactly `partSize` bytes and a last one of the rest (perhaps
 * empty), each marked whether it is the last. It reads one chunk past a part before giving it
 * out, so it knows; at most a part and a chunk are held in memory.
 */
async function* partsOf(body: Readable, partSize: number): AsyncGenerator<{ bytes: Buffer; last: boolean }> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    pending.push(bytes);
    length += bytes.length;
    while (length > partSize) {
      const all = Buffer.concat(pending, length);
      yield { bytes: all.subarray(0, partSize), last: false };
      pending = [all.subarray(partSize)];
      length -= partSize;
    }
  }
  yield { bytes: Buffer.concat(pending, length), last: true };
}

/**
 * Objects in an S3 bucket (AWS, or anything that speaks its API), under an optional key prefix.
 *
 * Uploads (docs/decisions/0213): a stream is read a part (8 MiB) at a time. One that ends within
 * its first part goes up in one PutObject of those bytes; a longer one as a multipart upload of
 * 8 MiB parts sent one after another (so at most a part and a chunk are in memory), completed
 * only once every byte is there and aborted if anything fails, so neither a short object nor
 * billed orphan parts are left behind. A Buffer (already in memory) up to 16 MiB goes up in one
 * PutObject, a larger one in parts.
 *
 * Why a small stream is not handed to PutObject as a stream: if it fails part-way, the request
 * is cut short, and AWS then stores nothing, but some S3-compatible servers (s3rver among them)
 * keep the bytes they got as the object. A buffered body reaches the server whole or not at all.
 */
export class S3Storage implements ObjectStorage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  /** What it was made from: the resumable-upload store (uploads/tus-store.ts) keeps its parts beside it. */
  readonly settings: S3Settings;
  private readonly partSize: number;
  private readonly singlePutLimit: number;
  private readonly listPageSize: number;

  constructor(settings: S3Settings, tuning: S3Tuning = {}, client?: S3Client) {
    if (settings.prefix !== '') {
      if (!settings.prefix.endsWith('/')) throw new Error('an S3 key prefix ends with "/"');
      assertValidKey(settings.prefix.slice(0, -1));
    }
    this.settings = settings;
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.partSize = tuning.partSize ?? DEFAULT_PART_SIZE;
    this.singlePutLimit = tuning.singlePutLimit ?? DEFAULT_SINGLE_PUT_LIMIT;
    this.listPageSize = tuning.listPageSize ?? 1000;
    if (!(this.partSize >= 1) || !(this.listPageSize >= 1) || !(this.singlePutLimit >= 0)) throw new RangeError('S3 tuning sizes must be positive');
    this.client =
      client ??
      new S3Client(s3ClientConfig(settings));
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Buffer | Readable, size?: number): Promise<void> {
    const objectKey = this.objectKey(key);
    assertValidSize(size);
    if (Buffer.isBuffer(body)) {
      if (size !== undefined && body.length !== size) throw new SizeMismatchError(size, body.length, body.length > size);
      if (body.length <= this.singlePutLimit) return this.putOnce(objectKey, body);
      return this.putParts(objectKey, partsOf(Readable.from([body]), this.partSize), body.length);
    }
    const parts = partsOf(body, this.partSize);
    const first = await parts.next();
    if (first.done) throw new Error('unreachable: a stream has at least one part');
    if (first.value.last) {
      const bytes = first.value.bytes;
      if (size !== undefined && bytes.length !== size) throw new SizeMismatchError(size, bytes.length, bytes.length > size);
      return this.putOnce(objectKey, bytes);
    }
    if (size !== undefined && first.value.bytes.length > size) throw new SizeMismatchError(size, first.value.bytes.length, true);
    return this.putParts(
      objectKey,
      (async function* () {
        yield first.value;
        yield* parts;
      })(),
      size,
    );
  }

  private async putOnce(objectKey: string, body: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: objectKey, Body: body, ContentLength: body.length }));
  }

  private async putParts(objectKey: string, parts: AsyncIterable<{ bytes: Buffer; last: boolean }>, size: number | undefined): Promise<void> {
    const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: objectKey }));
    const uploadId = created.UploadId;
    if (uploadId === undefined) throw new Error('the S3 server started a multipart upload without an upload id');
    try {
      const completed: CompletedPart[] = [];
      let total = 0;
      for await (const part of parts) {
        total += part.bytes.length;
        if (size !== undefined && total > size) throw new SizeMismatchError(size, total, true);
        // A last part of 0 bytes (the body ended on a part boundary) is not sent.
        if (part.last && part.bytes.length === 0 && completed.length > 0) break;
        const partNumber = completed.length + 1;
        if (partNumber > MAX_PARTS) throw new Error(`the body is larger than ${MAX_PARTS} parts of ${this.partSize} bytes`);
        const sent = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key: objectKey, UploadId: uploadId, PartNumber: partNumber, Body: part.bytes, ContentLength: part.bytes.length }),
        );
        completed.push({ PartNumber: partNumber, ETag: sent.ETag });
      }
      if (size !== undefined && total !== size) throw new SizeMismatchError(size, total, false);
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: objectKey, UploadId: uploadId, MultipartUpload: { Parts: completed } }));
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: objectKey, UploadId: uploadId })).catch(() => {});
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const objectKey = this.objectKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: objectKey, ...(range === undefined ? {} : { Range: `bytes=${range.start}-${range.end}` }) }),
      );
      const body = response.Body;
      if (body === undefined) return Readable.from([]);
      if (!(body instanceof Readable)) throw new Error('the S3 client gave a body that is not a Node stream');
      if (range === undefined) return body;
      const sent = spanOfBody(response.ContentRange);
      if (sent === 'whole') return cutToRange(body, range, 0);
      if (sent === null || sent.start > range.start || sent.end < range.end) {
        body.destroy();
        throw new Error(`the S3 server answered bytes ${range.start}-${range.end} with ${response.ContentRange ?? 'nothing'}`);
      }
      return sent.start === range.start && sent.end === range.end ? body : cutToRange(body, range, sent.start);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    const objectKey = this.objectKey(key);
    try {
      const response = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return { size: response.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    assertValidPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, MaxKeys: this.listPageSize, ...(token === undefined ? {} : { ContinuationToken: token }) }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        // Objects someone else put in the bucket under names we could not have made are not ours.
        if (key !== undefined && isValidKey(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  /** Closes the client's kept-alive connections. */
  destroy(): void {
    this.client.destroy();
  }
}

/**
 * The S3 client settings every S3 user of the service shares (this storage and the tus store of
 * unfinished uploads): the URL's region, endpoint, path style and credentials, and plain bodies
 * rather than aws-chunked ones with trailing checksums, since s3rver and other S3-compatible
 * servers store the chunk framing otherwise (AWS accepts either).
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
