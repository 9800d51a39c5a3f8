import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { warmProjectReading } from './warm-project-reading.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-test-'));
  made.push(dir);
  return dir;
}

describe('warmProjectReading', () => {
  it('opens a made-up project and leaves nothing behind', () => {
    const root = tempRoot();
    // True only when the made-up document passed the schema and the project opened.
    expect(warmProjectReading(root)).toBe(true);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('gives up quietly where it cannot write', () => {
    const root = path.join(tempRoot(), 'missing', 'deeper');
    expect(warmProjectReading(root)).toBe(false);
    expect(fs.existsSync(root)).toBe(false);
  });
});
