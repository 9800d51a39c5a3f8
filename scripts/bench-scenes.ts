// npm run bench:scenes: the cost of each dynamic scene's frame (issue "Design": under 2 ms a
// frame). Each scene runs alone in headless Chromium at 1280×800; the runtime times its own
// frame function (started with `measure`), beside a reference loop in the same page (a bare
// requestAnimationFrame that clears a canvas of the same size). Scene ids given as arguments
// are measured alone. Exits 1 when a scene's mean frame reaches the budget.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { SCENE_IDS } from '../src/shared/design/design-ids.js';
import { CHROMIUM_PATH } from '../tests/e2e/support/browser.js';
import { startStaticServer } from '../tests/e2e/support/static-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');
const VIEWPORT = { width: 1280, height: 800 };
const FRAMES = 300;
/** The first frames compile and warm the caches; they are run but not counted. */
const WARMUP = 20;
const BUDGET_MS = 2;

/** The page a scene runs in: the reader's stage, bare, the size of the window. */
const BENCH_PAGE =
  '<!doctype html><title>Scene bench</title><link rel="icon" href="data:,">' +
  '<body style="margin:0;background:#3a3d42"><main id="stage" style="position:relative;width:100vw;height:100vh;overflow:hidden"></main></body>';

interface Figures {
  mean: number;
  p95: number;
  referenceMean: number;
  peakHeapMb: number;
}

/** Runs in the page (as a string: tsx would wrap named functions in a __name() the page lacks). */
const MEASURE = `async ({ id, frames, warmup }) => {
  const stage = document.getElementById('stage');
  const heap = () => (performance.memory ? performance.memory.usedJSHeapSize : 0);
  let peak = heap();
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // The reference: a bare loop that clears a canvas of the same size each frame.
  const canvas = document.createElement('canvas');
  canvas.width = stage.clientWidth;
  canvas.height = stage.clientHeight;
  const ctx = canvas.getContext('2d');
  const reference = [];
  for (let i = 0; i < frames + warmup; i += 1) {
    await nextFrame();
    const start = performance.now();
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    reference.push(performance.now() - start);
  }
  const script = document.createElement('script');
  script.src = 'scenes/' + id + '.js';
  await new Promise((resolve, reject) => { script.onload = resolve; script.onerror = reject; document.head.append(script); });
  const scene = window.__FLIPBOOK_SCENES__[id]({ container: stage, measure: true, seed: 1 });
  while (scene.frameTimes().length < frames + warmup) {
    await nextFrame();
    peak = Math.max(peak, heap());
  }
  const times = scene.frameTimes().slice(warmup, warmup + frames);
  scene.stop();
  return { times, reference: reference.slice(warmup), peak };
}`;

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

function percentile95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

async function measureScene(browser: Browser, origin: string, id: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page: Page = await context.newPage();
  await page.goto(`${origin}/reader/bench.html`);
  const result = (await page.evaluate(`(${MEASURE})(${JSON.stringify({ id, frames: FRAMES, warmup: WARMUP })})`)) as {
    times: number[];
    reference: number[];
    peak: number;
  };
  await context.close();
  return { mean: mean(result.times), p95: percentile95(result.times), referenceMean: mean(result.reference), peakHeapMb: result.peak / 1024 / 1024 };
}

async function main(): Promise<void> {
  // The reader build builds the scenes after it (scripts/build-scenes.mjs).
  await build({ configFile: path.join(ROOT, 'vite.reader.config.ts'), logLevel: 'error' });
  const server = await startStaticServer({ '/reader/': READER_DIST }, { '/reader/bench.html': BENCH_PAGE });
  // The test launch plus precise heap figures (performance.memory is coarse without it).
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--enable-precise-memory-info'],
  });
  const rows: [string, Figures][] = [];
  try {
    // `npm run bench:scenes -- snow moon` measures only those scenes.
    const only = process.argv.slice(2);
    for (const id of SCENE_IDS) {
      if (id === 'none' || (only.length > 0 && !only.includes(id))) continue;
      rows.push([id, await measureScene(browser, server.origin, id)]);
    }
    console.log(`Chromium ${browser.version()}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, ${VIEWPORT.width}×${VIEWPORT.height}, ${FRAMES} frames each`);
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${''.padEnd(6)}${'scene'.padEnd(18)}${'mean ms'.padStart(9)}${'p95 ms'.padStart(9)}${'ref ms'.padStart(9)}${'× ref'.padStart(8)}${'heap MB'.padStart(9)}`);
  let failed = 0;
  for (const [id, figures] of rows) {
    const ok = figures.mean < BUDGET_MS;
    if (!ok) failed += 1;
    const ratio = figures.referenceMean > 0 ? figures.mean / figures.referenceMean : 0;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'}  ${id.padEnd(18)}${figures.mean.toFixed(3).padStart(9)}${figures.p95.toFixed(3).padStart(9)}` +
        `${figures.referenceMean.toFixed(3).padStart(9)}${ratio.toFixed(1).padStart(8)}${figures.peakHeapMb.toFixed(1).padStart(9)}`,
    );
  }
  console.log(`Budget: mean < ${BUDGET_MS} ms a frame. ${failed === 0 ? 'All scenes within it.' : `${failed} over.`}`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
