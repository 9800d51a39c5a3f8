import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_PATH } from '../../../tests/e2e/support/browser.js';
import { textTable } from './text-table.js';

/** Issue 23's bar is read from the median of this many runs, as its author measured. */
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { audit: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
] as const;

export type LighthousePreset = 'mobile' | 'desktop';

/** Lighthouse's own presets: the default config is its mobile one (Moto G Power, simulated slow 4G). */
const PRESETS: Readonly<Record<LighthousePreset, Config | undefined>> = { mobile: undefined, desktop: desktopConfig };

export interface LighthouseRow {
  book: string;
  preset: LighthousePreset;
  /** 0–100 per category, the median of the runs. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Each metric's numeric value, the median of the runs. */
  metrics: Record<(typeof METRICS)[number]['label'], number>;
  /** Audits below 1 that weigh on a score, or would save metric time, in the run with the median performance score. */
  failing: FailingAudit[];
  /** Where the median run's full report (JSON, opens in the Lighthouse viewer) was written. */
  report: string;
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  display: string;
  items: string[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One Lighthouse run in a Chromium of its own, as the `lighthouse` CLI runs it. */
async function runOnce(url: string, preset: LighthousePreset): Promise<Result> {
  // Headless, and without the sandbox Chromium refuses to start under root.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, PRESETS[preset]);
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}.`);
    if (result.lhr.runtimeError !== undefined) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One row of an audit's table: the element, resource or phase it names, and its numbers. */
function describeItem(item: Record<string, unknown>): string[] {
  // Some audits (the LCP element's) hold tables of their own: their rows are listed instead.
  if (item.type === 'table' && Array.isArray(item.items)) return (item.items as Record<string, unknown>[]).flatMap(describeItem);
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node !== undefined) return [[node.selector, node.snippet, node.explanation].filter(Boolean).join(' ')];
  const named = item.url ?? item.source ?? item.phase ?? item.description ?? item.label;
  const numbers = ['wastedMs', 'wastedBytes', 'totalBytes', 'timing', 'duration', 'blockingTime'].filter((key) => typeof item[key] === 'number');
  const text = typeof named === 'string' ? named : JSON.stringify(named ?? item).slice(0, 160);
  return [[text, ...numbers.map((key) => `${key} ${Math.round(item[key] as number)}`)].join(' ')];
}

/** The elements, resources or snippets an audit names, short enough for a terminal line. */
function auditItems(details: Result['audits'][string]['details']): string[] {
  if (details === undefined || !('items' in details) || !Array.isArray(details.items)) return [];
  return (details.items as Record<string, unknown>[]).flatMap(describeItem).slice(0, 8);
}

/** Whether Lighthouse estimates that fixing the audit would move one of the scored metrics. */
function savesMetricTime(audit: Result['audits'][string]): boolean {
  return Object.values(audit.metricSavings ?? {}).some((saving) => typeof saving === 'number' && saving > 0);
}

function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit === undefined || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
      // Weightless audits do not move a score; in performance, those that would save metric time are named too.
      if (ref.weight === 0 && !(category === 'performance' && savesMetricTime(audit))) continue;
      failing.push({ category, id: audit.id, title: audit.title, score: audit.score, display: audit.displayValue ?? '', items: auditItems(audit.details) });
    }
  }
  return failing;
}

/** Lighthouse's four categories for one page, in one preset, as the median of RUNS runs. */
export async function lighthouseRow(book: string, url: string, preset: LighthousePreset): Promise<LighthouseRow> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(url, preset));
  const score = (lhr: Result, category: string): number => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((lhr) => score(lhr, category)))])) as LighthouseRow['scores'];
  const metrics = Object.fromEntries(METRICS.map((metric) => [metric.label, median(runs.map((lhr) => lhr.audits[metric.audit]?.numericValue ?? Number.NaN))])) as LighthouseRow['metrics'];
  const medianRun = runs.find((lhr) => score(lhr, 'performance') === scores.performance) ?? runs[0]!;
  // The whole report of that run, for the audits' details beyond what the table shows.
  const report = path.join(os.tmpdir(), `flipbook-lighthouse-${book.replace(/[^a-z0-9]+/gi, '-')}-${preset}.json`);
  fs.writeFileSync(report, JSON.stringify(medianRun));
  return { book, preset, scores, metrics, failing: failingAudits(medianRun), report };
}

export function printLighthouseTable(rows: readonly LighthouseRow[]): void {
  if (rows.length === 0) return;
  const head = ['Lighthouse 12, median of 3', 'preset', 'perf', 'a11y', 'best pr.', 'SEO', ...METRICS.map((metric) => metric.label)];
  const lines = rows.map((row) => [
    row.book,
    row.preset,
    ...CATEGORIES.map((category) => String(row.scores[category])),
    ...METRICS.map((metric) => (metric.unit === 'ms' ? `${Math.round(row.metrics[metric.label])} ms` : row.metrics[metric.label].toFixed(3))),
  ]);
  console.log(`\n${textTable(head, lines)}`);
  for (const row of rows) {
    console.log(`  ${row.book} ${row.preset}: full report of the median run in ${row.report}`);
    for (const audit of row.failing) {
      console.log(`  ${row.book} ${row.preset} · ${audit.category} · ${audit.id} (${audit.score.toFixed(2)}${audit.display === '' ? '' : `, ${audit.display}`}): ${audit.title}`);
      for (const item of audit.items) console.log(`      ${item}`);
    }
  }
}
