// s3rver ships no types; this declares the part of its API the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  type S3rverOptions = {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  /** The part of s3rver's filesystem store that tests/support/s3rver-multipart.ts uses. */
  export interface S3rverStore {
    /** Where it keeps a resource of a key ('uploads' of no key: the open multipart uploads). */
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putPart(bucket: string, uploadId: string, partNumber: string, content: unknown): Promise<unknown>;
    putObjectMultipart(bucket: string, uploadId: string, parts: unknown): Promise<unknown>;
  }

  /** The part of s3rver's Koa context that tests/support/s3rver-multipart.ts reads and sets. */
  export interface S3rverContext {
    method: string;
    query: Record<string, string | string[] | undefined>;
    /** The bucket and object key its router found in the path. */
    params: { bucket?: string; key?: string };
    store: S3rverStore;
    /** A plain object is written out as XML by s3rver's own middleware. */
    body: unknown;
    status: number;
  }

  export type S3rverMiddleware = ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>) & { router?: unknown };

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list, composed when the server starts listening; the router is last. */
    middleware: S3rverMiddleware[];
    store: S3rverStore;
    /** Creates the configured buckets, then listens; resolves to the bound address. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}

declare module 's3rver/lib/models/error.js' {
  /** The error s3rver answers with: S3's error code, its HTTP status, and the XML body. */
  export default class S3Error extends Error {
    constructor(code: string, message?: string, detail?: Record<string, string>);
    code: string;
    status: number;
  }
}
