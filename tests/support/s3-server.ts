import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { addMultipartCalls } from './s3rver-multipart.js';

/**
 * A local S3-compatible server of the tests' own (s3rver), with its bucket already made, and
 * with the multipart calls s3rver lacks (ListParts, AbortMultipartUpload) added by
 * s3rver-multipart.ts, so tus's S3 store can run on it (decision 0256).
 *
 * `url` is the form a STORAGE_URL names S3 storage in:
 *
 *   s3://<access key id>:<secret access key>@<bucket>?endpoint=<endpoint>&region=<region>&forcePathStyle=true
 *
 * - The key id and secret are percent-encoded (real AWS secrets hold '/' and '+').
 * - The bucket is the URL's host; a path after it, if any, is a key prefix (none here).
 * - `endpoint` (percent-encoded) is the server's base URL; leave it out for AWS itself.
 * - `forcePathStyle=true` puts the bucket in the path (http://host/bucket/key) rather than in
 *   the host name, which a server on 127.0.0.1 needs.
 *
 * A client of s3rver needs `requestChecksumCalculation: 'WHEN_REQUIRED'` (and, to match,
 * `responseChecksumValidation: 'WHEN_REQUIRED'`): by default the current AWS SDK sends a
 * streamed body aws-chunked with a trailing checksum, and s3rver, which predates that, stores
 * the chunk framing as part of the object (a 300,000-byte stream came back 300,054 bytes long).
 * Buffer bodies happen to get through either way.
 */
export type S3Endpoint = {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  url: string;
  stop(): Promise<void>;
};

const BUCKET = 'flipbook-test';
/** s3rver accepts only these credentials (its defaults); any region does. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export async function startS3(): Promise<S3Endpoint> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    // Port 0: the system picks a free one, so concurrent test files never clash.
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  addMultipartCalls(server);
  let address;
  try {
    address = await server.run();
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const query = new URLSearchParams({ endpoint, region: REGION, forcePathStyle: 'true' });
  const credentials = `${encodeURIComponent(ACCESS_KEY_ID)}:${encodeURIComponent(SECRET_ACCESS_KEY)}`;

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    // A client's kept-alive sockets would hold close() open until they time out.
    server.httpServer?.closeAllConnections();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  };

  return {
    endpoint,
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    region: REGION,
    url: `s3://${credentials}@${BUCKET}?${query.toString()}`,
    stop,
  };
}
