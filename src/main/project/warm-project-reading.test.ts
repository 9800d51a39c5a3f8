import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LEFT_WARM_UP_AGE_MS, warmProjectReading } from './warm-project-reading.js';

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

  it('removes the folders of warm-ups a killed host left, and only those', () => {
    const root = tempRoot();
    const now = Date.now();
    const left = path.join(root, 'flipbook-warm-left');
    const running = path.join(root, 'flipbook-warm-running');
    const other = path.join(root, 'flipbook-other-old');
    for (const dir of [left, running, other]) fs.mkdirSync(dir);
    fs.writeFileSync(path.join(left, 'warm.flipbook'), 'half-written');
    const old = new Date(now - LEFT_WARM_UP_AGE_MS - 60_000);
    fs.utimesSync(left, old, old);
    fs.utimesSync(other, old, old);
    expect(warmProjectReading(root, now)).toBe(true);
    expect(fs.readdirSync(root).sort()).toEqual(['flipbook-other-old', 'flipbook-warm-running']);
  });

  it('gives up quietly where it cannot write', () => {
    const root = path.join(tempRoot(), 'missing', 'deeper');
    expect(warmProjectReading(root)).toBe(false);
    expect(fs.existsSync(root)).toBe(false);
  });
});
