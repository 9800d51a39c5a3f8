import { defineConfig } from 'vitest/config';

// End-to-end tests drive Debian's Chromium against the real hosts; they run one file at a time.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
