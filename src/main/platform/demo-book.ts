import path from 'node:path';

/**
 * The demo book the build writes (scripts/build-demo.mjs) beside the built reader: both live
 * in dist/, so the reader's folder finds it in development, tests and the packaged app alike.
 */
export function demoBookFile(readerAssetsDir: string): string {
  return path.join(readerAssetsDir, '..', 'demo', 'flipbook-studio-demo.pdf');
}
