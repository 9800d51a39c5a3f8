import { describe, expect, it } from 'vitest';
import { needsAllocatorRestart, withAllocatorTuning } from '../../bin/allocator-env.js';

describe('the allocator tuning of importing processes', () => {
  it('adds one arena and the mmap threshold to the environment, keeping what the user set', () => {
    expect(withAllocatorTuning({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '33554432' });
    expect(withAllocatorTuning({ MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({ MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '65536' });
  });

  it('restarts only a Linux process that lacks it, so a restarted process never restarts again', () => {
    expect(needsAllocatorRestart({}, 'linux')).toBe(true);
    expect(needsAllocatorRestart(withAllocatorTuning({}), 'linux')).toBe(false);
    // One variable set by the user is not enough: the other must be added too.
    expect(needsAllocatorRestart({ MALLOC_ARENA_MAX: '4' }, 'linux')).toBe(true);
    expect(needsAllocatorRestart({}, 'darwin')).toBe(false);
    expect(needsAllocatorRestart({}, 'win32')).toBe(false);
  });
});
