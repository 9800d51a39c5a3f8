import { defineConfig } from 'vitest/config';

// End-to-end tests drive Debian's Chromium against the real hosts, two files at a time: one file
// mostly waits on its browser and hosts, and leaves a core idle (docs/decisions/0275).
export default defineConfig({
  test: {
    // dist/ is built once, before any file runs, and no file writes into it.
    globalSetup: ['tests/support/build-app-once.ts'],
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits for the page to show an edit's result. Its default second is too short
    // on a loaded two-core machine (a toc edit reached the preview after more than one), and a
    // poll that passes returns at once, so a long limit costs nothing when all is well.
    expect: { poll: { timeout: 20_000 } },
    maxWorkers: 2,
    // The hosts the tests start run as registered (the development build's test switch, which
    // they inherit); the licence tests clear it to see a fresh install's trial and register it.
    env: { FLIPBOOK_TEST_EDITION: 'registered' },
    pool: 'forks',
  },
});
