/**
 * The publish benchmark: publishes a book as HTML and compares it, in the same process, with
 * the least any publish must do: writing each page rendition out of the project as a file.
 *   npm run bench:publish                       converts freeculture.pdf first (a few minutes)
 *   npm run bench:publish -- <project.flipbook> publishes an existing project
 * Prints the publish time, the output size against the renditions' total, both ratios,
 * and the peak RSS of this process (the conversion runs in a child process of its own).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../src/main/app/create-engine.js';
import { createInProcessClient } from '../src/main/engine/in-process-client.js';
import { createNodePlatform } from '../src/main/platform/node-platform.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_BOOK = path.resolve(ROOT, '..', 'shared', 'corpus', 'books', 'freeculture.pdf');

function convert(pdf: string, project: string): void {
  process.stderr.write(`Converting ${path.basename(pdf)} into a project first…\n`);
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'flipbook.js'), 'convert', pdf, '-o', project], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`converting ${pdf} failed`);
}

function folderBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-bench-publish-'));
  try {
    let project = process.argv[2] ? path.resolve(process.argv[2]) : '';
    if (!project) {
      project = path.join(work, 'book.flipbook');
      convert(DEFAULT_BOOK, project);
    }
    const engine = createEngine({ platform: createNodePlatform('cli') });
    const client = createInProcessClient(engine);
    const opened = await client.call('project.open', { path: project });
    const pages = opened.pages;

    // The reference: every rendition written out as a plain file, nothing else.
    const referenceDir = path.join(work, 'reference');
    fs.mkdirSync(referenceDir);
    const referenceStart = performance.now();
    let renditionBytes = 0;
    for (const [index, page] of pages.entries()) {
      for (const [name, key] of Object.entries(page.renditions)) {
        const data = engine.readAsset(key);
        if (!data) throw new Error(`page ${index + 1} has no ${name} rendition`);
        renditionBytes += data.byteLength;
        fs.writeFileSync(path.join(referenceDir, `page-${index + 1}-${name}.webp`), data);
      }
    }
    const referenceSeconds = (performance.now() - referenceStart) / 1000;

    const outDir = path.join(work, 'published');
    const publishStart = performance.now();
    await client.call('publish.html', { outDir });
    const publishSeconds = (performance.now() - publishStart) / 1000;
    const output = folderBytes(outDir);
    const peakRssMb = process.resourceUsage().maxRSS / 1024;
    engine.dispose();

    process.stdout.write(
      [
        `${path.basename(project)}: ${pages.length} pages; ${os.availableParallelism()} cores`,
        `publish HTML      ${publishSeconds.toFixed(2)} s  ${(pages.length / publishSeconds).toFixed(0)} pages/s  output ${mb(output.bytes)} in ${output.files} files`,
        `renditions copy   ${referenceSeconds.toFixed(2)} s  renditions total ${mb(renditionBytes)}`,
        `time ratio publish/copy ${(publishSeconds / referenceSeconds).toFixed(2)}; size ratio output/renditions ${(output.bytes / renditionBytes).toFixed(3)} (+${mb(output.bytes - renditionBytes)} for reader, book data and text)`,
        `peak RSS ${peakRssMb.toFixed(0)} MB`,
      ].join('\n') + '\n',
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
