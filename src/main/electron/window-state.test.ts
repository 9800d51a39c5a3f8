import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitToDisplays, loadWindowState, MIN_WINDOW_SIZE, parseWindowState, saveWindowState, type Rect } from './window-state.js';

const LAPTOP: Rect = { x: 0, y: 0, width: 1440, height: 900 };
const MONITOR_RIGHT: Rect = { x: 1440, y: 0, width: 2560, height: 1440 };

describe('window state', () => {
  it('keeps bounds that fit on a screen', () => {
    const state = { x: 100, y: 80, width: 1200, height: 800, maximized: false };
    expect(fitToDisplays(state, [LAPTOP])).toEqual(state);
  });

  it('keeps a window on the second monitor while that monitor is attached', () => {
    const state = { x: 2000, y: 100, width: 1600, height: 1000, maximized: true };
    expect(fitToDisplays(state, [LAPTOP, MONITOR_RIGHT])).toEqual(state);
  });

  it('drops the position of a window whose monitor was unplugged, so it opens centred', () => {
    expect(fitToDisplays({ x: 2000, y: 100, width: 1600, height: 1000, maximized: false }, [LAPTOP])).toEqual({
      width: 1440,
      height: 900,
      maximized: false,
    });
  });

  it('shrinks a window larger than the screen and pulls it fully on screen', () => {
    expect(fitToDisplays({ x: 1000, y: 500, width: 3000, height: 2000, maximized: false }, [LAPTOP])).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 900,
      maximized: false,
    });
  });

  it('never restores a window smaller than the minimum size', () => {
    const fitted = fitToDisplays({ x: 10, y: 10, width: 200, height: 100, maximized: false }, [LAPTOP]);
    expect(fitted).toMatchObject({ width: MIN_WINDOW_SIZE.width, height: MIN_WINDOW_SIZE.height });
  });

  it('ignores a state file that is missing, garbled or of the wrong shape', () => {
    expect(parseWindowState(null)).toBeNull();
    expect(parseWindowState('{not json')).toBeNull();
    expect(parseWindowState('{"width":"wide","height":1,"maximized":false}')).toBeNull();
    expect(loadWindowState(path.join(os.tmpdir(), 'no-such-dir', 'window-state.json'))).toBeNull();
  });

  it('round-trips through an atomic write without leaving a temp file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-window-'));
    try {
      const file = path.join(dir, 'nested', 'window-state.json');
      const state = { x: -5, y: 20, width: 1000, height: 700, maximized: true };
      saveWindowState(file, state);
      expect(loadWindowState(file)).toEqual(state);
      expect(fs.readdirSync(path.dirname(file))).toEqual(['window-state.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
