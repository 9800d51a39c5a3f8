// Memory tuning for the processes that import PDFs (the CLI, the browser host, Electron).
//
// libwebp's lossless encoder allocates tens of MB per page on libuv's pool threads, and glibc
// keeps freed blocks in per-thread arenas, so an import's resident memory climbs to the sum of
// those arenas. One arena for every thread makes each thread reuse what the others freed.
// Blocks up to 32 MB (a page's pixels and the encoders' work space) stay in that arena rather
// than being mapped and unmapped each time: serving everything over 1 MB by mmap, as this did
// before, kept memory as low but cost a fifth of the import's CPU in page faults. A 1,000-page
// import stays under the 600 MB target either way (516 against 518 MB), 13% faster this way
// (docs/decisions/0005). glibc reads these variables once, at process start, so they must be
// in the environment of the process itself: the launchers set them and start it with them.

export const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '33554432' };

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
