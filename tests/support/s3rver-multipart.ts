import fs from 'node:fs/promises';
import path from 'node:path';
import type S3rver from 's3rver';
import type { S3rverContext, S3rverMiddleware, S3rverStore } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

/** S3's default and largest page of parts. */
const MAX_PARTS = 1000;

/** s3rver makes upload ids of 32 hex digits; anything else cannot name one of its folders. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * The two multipart calls s3rver lacks, answered from the parts it keeps on disk:
 *
 * - ListParts (`GET /bucket/key?uploadId=…`), which tus's S3 store uses to find how much of an
 *   upload it holds before every write and on every HEAD;
 * - AbortMultipartUpload (`DELETE /bucket/key?uploadId=…`), which its `remove` sends.
 *
 * s3rver routes both to its "method not allowed" answer, which it throws only after its own
 * middleware has checked the caller (its access key; s3rver does not compute SigV4 signatures)
 * and that the bucket exists. So the calls are
 * caught there, at the one error s3rver gives for them, and answered in its place: whatever
 * reaches them was authenticated by s3rver itself, and every other request is untouched.
 *
 * s3rver keeps an open multipart upload in `<bucket>/._S3rver_uploads/<uploadId>/` (its store's
 * `getResourcePath(bucket, undefined, 'uploads')`): the object's key in `key`, each part as a
 * file named by its number with its MD5 (the part's ETag) beside it in `<number>.md5`. It
 * removes the folder when the upload is completed, so a completed upload, like an aborted or
 * unknown one, is NoSuchUpload, as on S3.
 *
 * s3rver's own UploadPart and CompleteMultipartUpload are also made to answer NoSuchUpload for an
 * upload that is not open (it made a new folder for a part of an unknown upload, and failed with
 * InternalError on completing one), so the tests see what S3 says when an upload was completed or
 * aborted under another request.
 */
export function addMultipartCalls(server: S3rver): void {
  const routerAt = server.middleware.findIndex((middleware) => 'router' in middleware);
  if (routerAt < 0) throw new Error("s3rver's router was not found among its middleware");
  server.middleware.splice(routerAt, 0, answerMultipartCalls);
  const { store } = server;
  const putPart = store.putPart.bind(store);
  const putObjectMultipart = store.putObjectMultipart.bind(store);
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    await assertOpen(store, bucket, uploadId);
    return putPart(bucket, uploadId, partNumber, content);
  };
  store.putObjectMultipart = async (bucket, uploadId, parts) => {
    await assertOpen(store, bucket, uploadId);
    return putObjectMultipart(bucket, uploadId, parts);
  };
}

function noSuchUpload(uploadId: string): S3Error {
  return new S3Error(
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    { UploadId: uploadId },
  );
}

/** The key an open upload was made for, found by its id alone (s3rver's store is not told the key of a part). */
async function assertOpen(store: S3rverStore, bucket: string, uploadId: string): Promise<string> {
  if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload(uploadId);
  const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const key = await fs.readFile(path.join(folder, 'key'), 'utf8').catch(() => null);
  if (key === null) throw noSuchUpload(uploadId);
  return key;
}

const answerMultipartCalls: S3rverMiddleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const uploadId = ctx.query.uploadId;
    if (!(error instanceof S3Error) || error.code !== 'MethodNotAllowed' || typeof uploadId !== 'string') throw error;
    if (ctx.method === 'GET') return listParts(ctx, uploadId);
    if (ctx.method === 'DELETE') return abortUpload(ctx, uploadId);
    throw error;
  }
};

interface OpenUpload {
  bucket: string;
  key: string;
  uploadId: string;
  folder: string;
}

/** The folder of an open upload of this bucket and key, or NoSuchUpload. */
async function openUpload(ctx: S3rverContext, uploadId: string): Promise<OpenUpload> {
  const { bucket, key } = ctx.params;
  if (bucket === undefined || key === undefined) throw noSuchUpload(uploadId);
  // S3 knows an upload by its id and its key together.
  if ((await assertOpen(ctx.store, bucket, uploadId)) !== key) throw noSuchUpload(uploadId);
  const folder = path.join(ctx.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  return { bucket, key, uploadId, folder };
}

/** A query parameter that must be a whole number when given (S3 answers InvalidArgument otherwise). */
function wholeNumber(ctx: S3rverContext, name: string, fallback: number): number {
  const value = ctx.query[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new S3Error('InvalidArgument', `Provided ${name} not an integer or within integer range`, { ArgumentName: name, ArgumentValue: String(value) });
  }
  return Number(value);
}

async function listParts(ctx: S3rverContext, uploadId: string): Promise<void> {
  const upload = await openUpload(ctx, uploadId);
  const marker = wholeNumber(ctx, 'part-number-marker', 0);
  const maxParts = Math.min(wholeNumber(ctx, 'max-parts', MAX_PARTS), MAX_PARTS);
  const numbers = (await fs.readdir(upload.folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((number) => number > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, maxParts);
  const isTruncated = numbers.length > page.length;
  const parts = await Promise.all(
    page.map(async (number) => {
      const file = path.join(upload.folder, String(number));
      const [stat, md5] = await Promise.all([fs.stat(file), fs.readFile(`${file}.md5`, 'utf8')]);
      return { PartNumber: number, LastModified: stat.mtime.toISOString(), ETag: JSON.stringify(md5), Size: stat.size };
    }),
  );
  // s3rver's own middleware turns a plain object into the XML body.
  ctx.body = {
    ListPartsResult: {
      '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
      Bucket: upload.bucket,
      Key: upload.key,
      UploadId: upload.uploadId,
      StorageClass: 'STANDARD',
      PartNumberMarker: marker,
      NextPartNumberMarker: page.at(-1) ?? 0,
      MaxParts: maxParts,
      IsTruncated: isTruncated,
      Part: parts,
    },
  };
}

async function abortUpload(ctx: S3rverContext, uploadId: string): Promise<void> {
  const upload = await openUpload(ctx, uploadId);
  await fs.rm(upload.folder, { recursive: true, force: true });
  ctx.status = 204;
}
