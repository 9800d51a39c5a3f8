import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import { assertOutputWritable } from './writable-output.js';

let work: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-writable-'));
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

describe('checking an output folder before the work starts', () => {
  it('accepts a writable folder, and a missing one that can be made, without leaving anything behind', async () => {
    await assertOutputWritable(path.join(work, 'book.flipbook'));
    await assertOutputWritable(path.join(work, 'new', 'deeper', 'book'));
    expect(fs.readdirSync(work)).toEqual([]);
  });

  it('refuses a folder that cannot be made because a file stands in its place', async () => {
    // A file where a folder should be fails for root too, unlike a chmod-ed folder (root
    // writes through chmod), so this is the read-only case every test machine can make.
    fs.writeFileSync(path.join(work, 'file.txt'), 'x');
    expect(await codeOf(assertOutputWritable(path.join(work, 'file.txt', 'book.flipbook')))).toBe('OUTPUT_FOLDER_UNWRITABLE');
    expect(await codeOf(assertOutputWritable(path.join(work, 'file.txt', 'out', 'book')))).toBe('OUTPUT_FOLDER_UNWRITABLE');
  });
});
