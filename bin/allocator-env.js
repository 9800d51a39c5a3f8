// Memory tuning for the processes that import PDFs (the CLI, the browser host, Electron).
//
// libwebp's lossless encoder allocates tens of MB per page on libuv's pool threads, and glibc
// keeps freed blocks in per-thread arenas, so an import's resident memory climbs to the sum of
// those arenas. Served by mmap instead (anything over 1 MB), the blocks go back to the system
// when freed: a 1,000-page import then stays under the 600 MB target (docs/decisions/0005).
// glibc reads this variable once, at process start, so it must be in the environment of the
// process itself: the launchers set it and start the real process with it.

export const ALLOCATOR_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/** The environment to start an importing process with: the tuning added unless the user set it. */
export function withAllocatorTuning(env) {
  const tuned = { ...env };
  for (const [name, value] of Object.entries(ALLOCATOR_ENV)) if (tuned[name] === undefined) tuned[name] = value;
  return tuned;
}

/** Whether this process must be started again to get the tuning (glibc Linux only, once). */
export function needsAllocatorRestart(env, platform) {
  return platform === 'linux' && Object.keys(ALLOCATOR_ENV).some((name) => env[name] === undefined);
}
