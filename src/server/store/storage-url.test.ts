import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderStorage } from './folder-storage.js';
import { S3Storage } from './s3-storage.js';
import { parseStorageUrl, storageFromEnv, StorageUrlError } from './storage-url.js';

const SECRET = 'wJalr/XUtnFEMI+K7MDENG=bPxRfiCYzq9Xt';
const ENCODED = encodeURIComponent(SECRET);

describe('STORAGE_URL', () => {
  it('unset or blank: the folder storage in the data folder', () => {
    const dataFolder = path.join(os.tmpdir(), 'flipbook-data');
    for (const env of [{}, { STORAGE_URL: '' }, { STORAGE_URL: '  ' }]) {
      const storage = storageFromEnv(env, dataFolder);
      expect(storage).toBeInstanceOf(FolderStorage);
      expect((storage as FolderStorage).root).toBe(path.join(dataFolder, 'storage'));
    }
  });

  it('reads the s3:// form: percent-decoded credentials, bucket, prefix, endpoint, region, path style', () => {
    const endpoint = encodeURIComponent('http://127.0.0.1:9000');
    expect(parseStorageUrl(`s3://AKIA%2BID:${ENCODED}@my-books.example/hosted/v1?endpoint=${endpoint}&region=eu-west-1&forcePathStyle=true`)).toEqual({
      bucket: 'my-books.example',
      prefix: 'hosted/v1/',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA+ID', secretAccessKey: SECRET },
    });
    expect(parseStorageUrl(`s3://KEY:${ENCODED}@books/`)).toEqual({
      bucket: 'books',
      prefix: '',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'KEY', secretAccessKey: SECRET },
    });
    expect(parseStorageUrl('s3://K:S@books?forcePathStyle=false&region=ap-south-1')).toMatchObject({ forcePathStyle: false, region: 'ap-south-1' });
  });

  it('takes the credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY when the URL has none, and the region from AWS_REGION', () => {
    const env = { AWS_ACCESS_KEY_ID: 'ENVKEY', AWS_SECRET_ACCESS_KEY: SECRET, AWS_REGION: 'eu-central-1' };
    expect(parseStorageUrl('s3://books/prefix', env)).toEqual({
      bucket: 'books',
      prefix: 'prefix/',
      region: 'eu-central-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'ENVKEY', secretAccessKey: SECRET },
    });
    // The URL's own win.
    expect(parseStorageUrl('s3://URLKEY:urlsecret@books', env).credentials).toEqual({ accessKeyId: 'URLKEY', secretAccessKey: 'urlsecret' });
    // Neither: the SDK's own chain (an instance role) decides.
    expect(parseStorageUrl('s3://books', {}).credentials).toBeUndefined();
    const storage = storageFromEnv({ STORAGE_URL: 's3://books/p', ...env }, '/data');
    expect(storage).toBeInstanceOf(S3Storage);
    expect((storage as S3Storage).prefix).toBe('p/');
    (storage as S3Storage).destroy();
  });

  const BAD: [string, string][] = [
    ['another scheme', `https://KEY:${ENCODED}@books`],
    ['no bucket', `s3://KEY:${ENCODED}@`],
    ['a bucket with capitals', `s3://KEY:${ENCODED}@My_Books`],
    ['a secret with a raw slash', `s3://KEY:${SECRET}@books`],
    ['a port', `s3://KEY:${ENCODED}@books:9000`],
    ['a key id without a secret', 's3://KEY@books'],
    ['a secret without a key id', `s3://:${ENCODED}@books`],
    ['bad percent-encoding', `s3://KEY:${ENCODED}%E0%A4%A@books`],
    ['a bad prefix', `s3://KEY:${ENCODED}@books/a/../b`],
    ['a prefix with an encoded dot segment', `s3://KEY:${ENCODED}@books/a/%2E%2e/b`],
    ['a prefix with a dot segment', `s3://KEY:${ENCODED}@books/./b`],
    ['a prefix with a doubled slash', `s3://KEY:${ENCODED}@books/a//b`],
    ['an unknown parameter', `s3://KEY:${ENCODED}@books?${ENCODED}=1`],
    ['a repeated parameter', `s3://KEY:${ENCODED}@books?region=a&region=b`],
    ['an endpoint that is not http', `s3://KEY:${ENCODED}@books?endpoint=ftp%3A%2F%2Fhost`],
    ['an endpoint with credentials', `s3://KEY:${ENCODED}@books?endpoint=${encodeURIComponent(`http://u:${SECRET}@host`)}`],
    ['forcePathStyle=yes', `s3://KEY:${ENCODED}@books?forcePathStyle=yes`],
    ['a bad region', `s3://KEY:${ENCODED}@books?region=${ENCODED}`],
    ['a fragment', `s3://KEY:${ENCODED}@books#${ENCODED}`],
    ['not a URL at all', `s3://${SECRET} ${SECRET}`],
  ];

  it.each(BAD)('refuses %s, naming STORAGE_URL and never echoing the secret', (_name, url) => {
    let caught: unknown;
    try {
      storageFromEnv({ STORAGE_URL: url }, '/data');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(StorageUrlError);
    const error = caught as Error;
    expect(error.message).toContain('STORAGE_URL');
    const shown = `${error.message} ${error.stack ?? ''} ${String((error as { cause?: unknown }).cause ?? '')}`;
    for (const secret of [SECRET, ENCODED, 'wJalr', 'bPxRfiCY']) expect(shown).not.toContain(secret);
  });

  it('refuses only one of the two AWS credential variables', () => {
    expect(() => parseStorageUrl('s3://books', { AWS_ACCESS_KEY_ID: 'K' })).toThrow(StorageUrlError);
    expect(() => parseStorageUrl('s3://books', { AWS_SECRET_ACCESS_KEY: SECRET })).toThrow(/AWS_ACCESS_KEY_ID/);
  });
});
