import type { Readable } from 'node:stream';

/**
 * Where the service keeps hosted books' files: a flat space of keys, each naming one object of
 * bytes. A local folder by default, S3-compatible object storage when STORAGE_URL says so
 * (docs/decisions/0213). Both implementations check keys the same way, before touching storage.
 */
export interface ObjectStorage {
  /**
   * Stores `body` under `key`, replacing what was there. The object appears whole or not at
   * all. When `size` is given and the body turns out longer or shorter, nothing is stored and
   * the promise rejects.
   */
  put(key: string, body: Buffer | Readable, size?: number): Promise<void>;
  /**
   * The object's bytes as a stream, or null when there is no such object. With `range`, only
   * the bytes from `start` to `end` (both included, as HTTP counts them), which the caller
   * has checked against the object's size.
   */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The object's size, or null when there is no such object. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix` (a plain string prefix, as S3 has it), in no promised order. */
  list(prefix: string): AsyncIterable<string>;
}

/** A span of an object's bytes, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

export const MAX_KEY_LENGTH = 512;

const SEGMENT = /^[A-Za-z0-9._-]+$/;
/** A prefix may end part-way through a segment, or with a '/'. */
const PREFIX_CHARS = /^[A-Za-z0-9._/-]*$/;

/** Thrown for a key or prefix the storage refuses; nothing was read or written. */
export class InvalidKeyError extends Error {
  constructor(reason: string) {
    super(`Invalid storage key: ${reason}`);
    this.name = 'InvalidKeyError';
  }
}

function describe(value: string): string {
  // A key comes from our own code, but keep the message printable and short all the same.
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}

/**
 * Checks a key: relative, '/'-separated, each segment of `[A-Za-z0-9._-]` and neither '.' nor
 * '..', at most 512 characters. Percent signs, backslashes, control characters, empty segments
 * and a leading or trailing '/' are all refused, so a key means the same file on every system
 * and can never climb out of the folder storage's root.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidKeyError('a key must be a non-empty string');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidKeyError(`a key is at most ${MAX_KEY_LENGTH} characters (this one has ${key.length})`);
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidKeyError(`${describe(key)} has an empty segment (a leading, trailing or doubled '/')`);
    if (segment === '.' || segment === '..') throw new InvalidKeyError(`${describe(key)} has a '${segment}' segment`);
    if (!SEGMENT.test(segment)) throw new InvalidKeyError(`${describe(key)} has a character outside A-Z a-z 0-9 . _ -`);
  }
}

/**
 * Checks a listing prefix: '' (everything) or the start of a key, which may end part-way
 * through a segment or with a '/'.
 */
export function assertValidPrefix(prefix: string): void {
  if (typeof prefix !== 'string') throw new InvalidKeyError('a prefix must be a string');
  if (prefix === '') return;
  if (prefix.length > MAX_KEY_LENGTH) throw new InvalidKeyError(`a prefix is at most ${MAX_KEY_LENGTH} characters`);
  if (!PREFIX_CHARS.test(prefix)) throw new InvalidKeyError(`prefix ${describe(prefix)} has a character outside A-Z a-z 0-9 . _ - /`);
  const segments = prefix.split('/');
  // The last piece may be empty (a trailing '/') or a partial segment; the others are whole.
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '' && !last) throw new InvalidKeyError(`prefix ${describe(prefix)} has an empty segment`);
    if ((segment === '.' || segment === '..') && !last) throw new InvalidKeyError(`prefix ${describe(prefix)} has a '${segment}' segment`);
  });
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Checks a `size` argument: a whole number of bytes. */
export function assertValidSize(size: number | undefined): void {
  if (size !== undefined && (!Number.isSafeInteger(size) || size < 0)) throw new RangeError(`size must be a whole number of bytes, not ${size}`);
}

/** Thrown when a body's length differs from the size its caller announced. */
export class SizeMismatchError extends Error {
  constructor(expected: number, actual: number, more: boolean) {
    super(more ? `the body is longer than the ${expected} bytes announced` : `the body is ${actual} bytes, not the ${expected} announced`);
    this.name = 'SizeMismatchError';
  }
}
