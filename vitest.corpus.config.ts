import { defineConfig } from 'vitest/config';
import { withAllocatorTuning } from './bin/allocator-env.js';

// The test processes are forked from this one, so they import with the allocator tuning the
// app's launchers give (bin/allocator-env.js); without it glibc's arenas ratchet a process's
// memory up over hundreds of files and the per-file memory check measures the allocator.
Object.assign(process.env, withAllocatorTuning(process.env));

// The whole-corpus import test (npm run test:corpus): every PDF of ../shared/corpus/pdfjs and
// ../shared/corpus/hostile plus broken inputs. The pdf.js corpus is split over two files so
// both cores work; each file imports one PDF at a time.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/bundle-render-worker.ts'],
    include: ['tests/corpus/**/*.test.ts'],
    testTimeout: 150_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
