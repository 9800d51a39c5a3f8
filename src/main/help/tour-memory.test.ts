import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TOUR_SEEN_FILE, TourMemory } from './tour-memory.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the guided tour memory', () => {
  it('is unseen in a new app-data folder and seen once marked, by a later instance too', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tour-memory-'));
    const appData = path.join(dir, 'not-yet-created');
    expect(new TourMemory(appData).seen()).toBe(false);
    new TourMemory(appData).markSeen(new Date('2026-01-02T03:04:05Z'));
    expect(new TourMemory(appData).seen()).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(appData, TOUR_SEEN_FILE), 'utf8'))).toEqual({ seenAt: '2026-01-02T03:04:05.000Z' });
  });

  it('stays quiet when the folder cannot be written, so the tour is only offered again', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tour-memory-'));
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, '');
    const memory = new TourMemory(path.join(blocker, 'app-data'));
    expect(() => memory.markSeen()).not.toThrow();
    expect(memory.seen()).toBe(false);
  });
});
