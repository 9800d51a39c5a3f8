import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The benchmark measures the registered program (the development build's test switch); its books are longer than a trial allows. */
const BENCH_ENV = { ...process.env, FLIPBOOK_TEST_EDITION: 'registered' };

/**
 * Converts the book once per PDF version (reruns reuse the cached project) and publishes it
 * on every run: the published index.html names the opening spread's images, so it must come
 * from the publish code as it is now, with the reader just built. `pages` converts only those
 * pages (the CLI's --pages, e.g. '1-117'). Returns the site's folder.
 */
export function publishedBook(root: string, pdf: string, pages?: string): string {
  const stat = fs.statSync(pdf);
  const cache = path.join(os.tmpdir(), `flipbook-bench-${stat.size}-${Math.round(stat.mtimeMs)}${pages === undefined ? '' : `-pages-${pages}`}`);
  const site = path.join(cache, 'site');
  fs.mkdirSync(cache, { recursive: true });
  const project = path.join(cache, 'book.flipbook');
  const cli = path.join(root, 'bin', 'flipbook.js');
  if (!fs.existsSync(project)) {
    // Converted under a temporary name so an interrupted run is not mistaken for a cached one.
    const partial = path.join(cache, 'book.partial.flipbook');
    console.log(`Converting ${path.basename(pdf)} (once; cached in ${cache})…`);
    execFileSync(process.execPath, [cli, 'convert', pdf, ...(pages === undefined ? [] : ['--pages', pages]), '-o', partial], { stdio: 'inherit', env: BENCH_ENV });
    fs.renameSync(partial, project);
  }
  fs.rmSync(site, { recursive: true, force: true });
  execFileSync(process.execPath, [cli, 'publish', project, '--format', 'html', '-o', site], { stdio: 'inherit', env: BENCH_ENV });
  return site;
}
