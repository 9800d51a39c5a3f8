import { describe, expect, it } from 'vitest';
import { TOAST_MS } from './toast-timing.js';

describe('toast durations', () => {
  it('keeps success and error toasts for the spec’s 5 s, info toasts for 3 s', () => {
    expect(TOAST_MS).toEqual({ success: 5000, error: 5000, info: 3000 });
  });
});
