import { describe, expect, it } from 'vitest';
import { uploadSpeed, uploadStatusKey } from './upload-status.js';

const at = (step: 'creating' | 'checking' | 'creatingTask' | 'uploading' | 'completing', done: number, total: number) => ({ step, done, total });
const word = (key: string) => key.replace('cloud.upload.status.', '');

describe('uploadStatusKey', () => {
  it('names every spec step from where the engine stands', () => {
    expect(word(uploadStatusKey(null, null))).toBe('creating');
    expect(word(uploadStatusKey(at('creating', 3, 10), null))).toBe('creating');
    expect(word(uploadStatusKey(at('checking', 1, 4), null))).toBe('checking');
    expect(word(uploadStatusKey(at('checking', 4, 4), null))).toBe('checked');
    expect(word(uploadStatusKey(at('creatingTask', 0, 1), null))).toBe('creatingTask');
    expect(word(uploadStatusKey(at('creatingTask', 1, 1), null))).toBe('taskCreated');
    expect(word(uploadStatusKey(at('uploading', 0, 900), null))).toBe('startUpload');
    expect(word(uploadStatusKey(at('uploading', 450, 900), null))).toBe('uploading');
    expect(word(uploadStatusKey(at('uploading', 900, 900), null))).toBe('complete');
    expect(word(uploadStatusKey(at('completing', 0, 1), null))).toBe('completing');
  });

  it('says how the upload ended, whatever step it was on', () => {
    expect(word(uploadStatusKey(at('uploading', 10, 900), 'succeeded'))).toBe('allSucceeded');
    expect(word(uploadStatusKey(at('uploading', 10, 900), 'failed'))).toBe('failed');
    expect(word(uploadStatusKey(null, 'paused'))).toBe('paused');
  });

  it('does not call an empty step finished', () => {
    expect(word(uploadStatusKey(at('checking', 0, 0), null))).toBe('checking');
  });
});

describe('uploadSpeed', () => {
  it('measures bytes per second over the whole uploading step', () => {
    expect(uploadSpeed({ at: 1000, done: 0 }, { at: 3000, done: 4096 })).toBe(2048);
  });

  it('waits for a pace to go by: no second sample, too short a span, or nothing sent', () => {
    expect(uploadSpeed(null, { at: 3000, done: 10 })).toBeNull();
    expect(uploadSpeed({ at: 1000, done: 0 }, { at: 1200, done: 500 })).toBeNull();
    expect(uploadSpeed({ at: 1000, done: 500 }, { at: 5000, done: 500 })).toBeNull();
  });
});
