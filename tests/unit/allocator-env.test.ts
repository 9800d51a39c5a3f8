import { describe, expect, it } from 'vitest';
import { needsAllocatorRestart, withAllocatorTuning } from '../../bin/allocator-env.js';

describe('the allocator tuning of importing processes', () => {
  it('adds the mmap threshold to the environment, keeping what the user set', () => {
    expect(withAllocatorTuning({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_MMAP_THRESHOLD_: '1048576' });
    expect(withAllocatorTuning({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });

  it('restarts only a Linux process that lacks it, so a restarted process never restarts again', () => {
    expect(needsAllocatorRestart({}, 'linux')).toBe(true);
    expect(needsAllocatorRestart(withAllocatorTuning({}), 'linux')).toBe(false);
    expect(needsAllocatorRestart({}, 'darwin')).toBe(false);
    expect(needsAllocatorRestart({}, 'win32')).toBe(false);
  });
});
