import { defineConfig } from 'vitest/config';

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
