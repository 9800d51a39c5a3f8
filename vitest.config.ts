import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { withAllocatorTuning } from './bin/allocator-env.js';

// Importing tests run in forks of this process with the allocator tuning the app's launchers give.
Object.assign(process.env, withAllocatorTuning(process.env));

// Unit tests sit next to their code as *.test.ts; end-to-end tests have their own config.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/bundle-render-worker.ts'],
    // The hostile PDFs are few and quick, so their corpus test runs with the unit suite too.
    include: ['src/**/*.test.ts', 'scenes/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/corpus/hostile.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one fork on two cores, which left a core
    // idle while a file imported its modules or waited on a child process (docs/decisions/0275).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Hosts and CLI runs the tests start are registered (the development build's test switch);
    // the licence tests clear it to see a fresh install's trial.
    env: { FLIPBOOK_TEST_EDITION: 'registered' },
    // s3rver (the tests' local S3) encrypts ListObjectsV2 continuation tokens with DES, which
    // OpenSSL 3 keeps in its legacy provider: without it, any listing longer than a page fails.
    execArgv: ['--openssl-legacy-provider'],
  },
});
