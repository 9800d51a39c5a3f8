import type { Browser } from 'playwright-core';
import { codeBytes, type CodeBytes } from './code-bytes.js';
import { applyConditions, describeThrottling, VIEWPORTS, type ThrottlingName, type ViewportName } from './conditions.js';
import { FIRST_SPREAD_DEFINITIONS, installFirstSpreadProbe, measureFirstSpread, type Engine, type FirstSpread } from './first-spread-probe.js';
import { OUR_BOOK_PATH, PEER_BOOK_PATH } from './peer-site.js';
import { textTable } from './text-table.js';

const RUNS = 9;

interface Cell {
  spread: FirstSpread;
  code: CodeBytes;
}

export interface PeerRow {
  viewport: ViewportName;
  throttling: ThrottlingName;
  ours: Cell;
  peer: Cell;
}

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** The run whose first-spread time is the median; its requests, bytes and code go with it. */
function medianRun(runs: FirstSpread[]): FirstSpread {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
}

async function oneRun(browser: Browser, url: string, engine: Engine, viewport: ViewportName, throttling: ThrottlingName, peerSpreadImages: readonly string[]): Promise<FirstSpread> {
  // A fresh context each run: nothing cached, nothing warmed by the other engine.
  const context = await browser.newContext(VIEWPORTS[viewport]);
  try {
    const page = await context.newPage();
    await applyConditions(await context.newCDPSession(page), throttling);
    await installFirstSpreadProbe(page, peerSpreadImages);
    return await measureFirstSpread(page, url, engine);
  } finally {
    await context.close();
  }
}

/**
 * Opens our published book and the StPageFlip book of the same images, each `RUNS` times
 * (alternating, so a busy moment of the machine hits both), for every viewport and
 * throttling, and keeps the median run of each.
 */
export async function comparePeer(browser: Browser, origin: string, peerSpreadImages: readonly string[]): Promise<PeerRow[]> {
  const rows: PeerRow[] = [];
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const throttling of ['none', 'devtools'] as const) {
      const runs: Record<Engine, FirstSpread[]> = { ours: [], peer: [] };
      for (let run = 0; run < RUNS; run += 1) {
        runs.ours.push(await oneRun(browser, origin + OUR_BOOK_PATH, 'ours', viewport, throttling, peerSpreadImages));
        runs.peer.push(await oneRun(browser, origin + PEER_BOOK_PATH, 'peer', viewport, throttling, peerSpreadImages));
      }
      const [ours, peer] = [medianRun(runs.ours), medianRun(runs.peer)];
      // The rAF-rule figure is a median of its own, not the LCP-median run's.
      ours.rafRule = median(runs.ours.map((run) => run.rafRule ?? NaN));
      rows.push({ viewport, throttling, ours: { spread: ours, code: await codeBytes(ours.codeUrls) }, peer: { spread: peer, code: await codeBytes(peer.codeUrls) } });
      console.log(`  ${viewport}, ${throttling}: ours ${runs.ours.map((r) => r.ms.toFixed(0)).join('/')} ms, StPageFlip ${runs.peer.map((r) => r.ms.toFixed(0)).join('/')} ms`);
    }
  }
  return rows;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

export function printPeerTable(rows: readonly PeerRow[]): void {
  const head = ['viewport', 'throttling', 'ours ms', 'StPageFlip ms', 'ours/peer', 'ours, rAF rule',  'ours req / bytes', 'peer req / bytes', 'ours JS+CSS raw / gz', 'peer JS+CSS raw / gz'];
  const lines = rows.map((row) => [
    `${row.viewport} ${VIEWPORTS[row.viewport].viewport.width}x${VIEWPORTS[row.viewport].viewport.height}@${VIEWPORTS[row.viewport].deviceScaleFactor}`,
    row.throttling,
    `${row.ours.spread.ms.toFixed(0)}${row.ours.spread.signal === 'released' ? '*' : ''}`,
    row.peer.spread.ms.toFixed(0),
    (row.ours.spread.ms / row.peer.spread.ms).toFixed(2),
    `${row.ours.spread.rafRule?.toFixed(0) ?? '-'} (${((row.ours.spread.rafRule ?? NaN) / row.peer.spread.ms).toFixed(2)})`,
    `${row.ours.spread.requests} / ${kb(row.ours.spread.bytes)}`,
    `${row.peer.spread.requests} / ${kb(row.peer.spread.bytes)}`,
    `${kb(row.ours.code.raw)} / ${kb(row.ours.code.gzipped)}`,
    `${kb(row.peer.code.raw)} / ${kb(row.peer.code.gzipped)}`,
  ]);
  console.log(`\nFirst spread painted, ours vs StPageFlip (median of ${RUNS} runs; everything requested before it, code = JS and CSS files plus inline code)`);
  console.log(textTable(head, lines));
  const first = rows[0];
  const files = first === undefined ? [] : [`code before it, KB raw/gzipped (${first.viewport}, ${first.throttling}): ours ${first.ours.code.files.join(', ')}`, `  StPageFlip ${first.peer.code.files.join(', ')}`];
  for (const note of [...files, describeThrottling(), ...FIRST_SPREAD_DEFINITIONS]) console.log(note);
}
