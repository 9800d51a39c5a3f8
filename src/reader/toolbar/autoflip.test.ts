import { describe, expect, it } from 'vitest';
import { autoFlipStep } from './autoflip.js';

describe('autoflip steps', () => {
  it('turns until the end, then starts another pass while passes are left', () => {
    expect(autoFlipStep(false, 1)).toBe('next');
    expect(autoFlipStep(true, 2)).toBe('restart');
    expect(autoFlipStep(true, 1)).toBe('stop');
  });

  it('reads forever with a count of -1', () => {
    expect(autoFlipStep(true, -1)).toBe('restart');
  });
});
