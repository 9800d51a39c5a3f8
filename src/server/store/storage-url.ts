import path from 'node:path';
import { FolderStorage } from './folder-storage.js';
import { isValidKey, type ObjectStorage } from './object-storage.js';
import { S3Storage, type S3Settings, type S3Tuning } from './s3-storage.js';

const FORM = 's3://KEY:SECRET@bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true';
const QUERY_NAMES = new Set(['endpoint', 'region', 'forcePathStyle']);
/** S3's bucket names: 3–63 of lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;

/**
 * A STORAGE_URL it cannot use. The message names STORAGE_URL and what is wrong, and never
 * repeats any of the URL: a malformed URL may hold the secret anywhere.
 */
export class StorageUrlError extends Error {
  constructor(problem: string) {
    super(`STORAGE_URL ${problem}. Its form is ${FORM} (leave it unset to keep files in the data folder).`);
    this.name = 'StorageUrlError';
  }
}

function decode(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new StorageUrlError(`has a badly percent-encoded ${what}`);
  }
}

/**
 * Reads an `s3://` STORAGE_URL (the form tests/support/s3-server.ts documents):
 *
 * - the key id and secret before the '@', percent-encoded; without them, AWS_ACCESS_KEY_ID and
 *   AWS_SECRET_ACCESS_KEY from the environment, and without those the SDK's own chain (an
 *   instance role, a profile);
 * - the bucket as the host, and an optional key prefix as the path;
 * - `endpoint` for a server other than AWS, `region` (else AWS_REGION, else us-east-1), and
 *   `forcePathStyle=true` for a server that wants the bucket in the path.
 */
export function parseStorageUrl(value: string, env: NodeJS.ProcessEnv = {}): S3Settings {
  const text = value.trim();
  if (!/^s3:\/\//i.test(text)) throw new StorageUrlError('must start with s3://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Not the parser's message or cause: those carry the input.
    throw new StorageUrlError('is not a well-formed URL (are the key id and secret percent-encoded?)');
  }
  if (url.port !== '') throw new StorageUrlError('names a port after the bucket; a server\'s address goes in ?endpoint=');
  if (url.hash !== '') throw new StorageUrlError('has a #fragment');
  const bucket = decode(url.hostname, 'bucket');
  if (!BUCKET.test(bucket)) throw new StorageUrlError('must name a bucket of 3 to 63 lower-case letters, digits, dots and hyphens after the @');

  // The URL parser resolves '.' and '..' away; a prefix that had them is refused, not rewritten.
  const rawPath = (text.split(/[?#]/)[0] ?? '').slice('s3://'.length);
  if (/\/(\.|%2e){1,2}(\/|$)/i.test(rawPath)) throw new StorageUrlError('has a key prefix (the path after the bucket) with a "." or ".." segment');
  let prefix = '';
  const pathPart = url.pathname.replace(/^\/+/, '').replace(/\/$/, '');
  if (pathPart !== '') {
    if (!isValidKey(pathPart)) throw new StorageUrlError('has a key prefix (the path after the bucket) outside A-Z a-z 0-9 . _ - and single /');
    prefix = `${pathPart}/`;
  }

  const seen = new Set<string>();
  for (const name of url.searchParams.keys()) {
    if (!QUERY_NAMES.has(name)) throw new StorageUrlError('has a query parameter other than endpoint, region and forcePathStyle');
    if (seen.has(name)) throw new StorageUrlError(`gives ${name} twice`);
    seen.add(name);
  }
  const endpointText = url.searchParams.get('endpoint');
  let endpoint: string | undefined;
  if (endpointText !== null) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpointText);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.username !== '' || parsed.password !== '' || parsed.search !== '' || parsed.hash !== '') {
      throw new StorageUrlError('has an endpoint that is not an http:// or https:// address (percent-encode it, and put no credentials in it)');
    }
    endpoint = endpointText;
  }
  const region = url.searchParams.get('region') ?? (env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1');
  if (!REGION.test(region)) throw new StorageUrlError('has a region that is not a region name such as eu-west-1');
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') throw new StorageUrlError('has forcePathStyle other than true or false');

  let credentials: S3Settings['credentials'];
  if (url.username !== '' || url.password !== '') {
    if (url.username === '' || url.password === '') throw new StorageUrlError('has a key id without a secret, or a secret without a key id');
    credentials = { accessKeyId: decode(url.username, 'key id'), secretAccessKey: decode(url.password, 'secret') };
  } else {
    const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim() ?? '';
    const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim() ?? '';
    if ((accessKeyId === '') !== (secretAccessKey === '')) throw new StorageUrlError('has no credentials, and only one of AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY is set');
    if (accessKeyId !== '') credentials = { accessKeyId, secretAccessKey };
  }

  return {
    bucket,
    prefix,
    region,
    ...(endpoint === undefined ? {} : { endpoint }),
    forcePathStyle: pathStyle === 'true',
    ...(credentials === undefined ? {} : { credentials }),
  };
}

/**
 * The service's storage: a folder `storage` in the data folder unless STORAGE_URL names S3.
 * Throws a StorageUrlError for a STORAGE_URL it cannot use, so the service stops at start-up
 * rather than at its first upload.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv, dataFolder: string, tuning: S3Tuning = {}): ObjectStorage {
  const value = env.STORAGE_URL?.trim() ?? '';
  if (value === '') return new FolderStorage(path.join(dataFolder, 'storage'));
  return new S3Storage(parseStorageUrl(value, env), tuning);
}
