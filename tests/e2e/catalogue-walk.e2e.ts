import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProject } from '../../src/main/publish/testing/fake-project.js';
import { effectiveValue, SETTINGS_CATALOGUE } from '../../src/shared/settings/catalogue.js';
import type { SettingEntry } from '../../src/shared/settings/setting-types.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { ACTS_OUTSIDE_THE_BOOK, defaultProbeValue, PROBES } from './support/catalogue-probes.js';
import { installActionLog, snapshotDifference, snapshotReader, withoutFolder } from './support/reader-snapshot.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';
import { createWalkProject, publishWalkBook, walkBaseSettings } from './support/walk-book.js';
import { SCENES, type Scene, type SceneName } from './support/walk-scenes.js';

/**
 * Issue 19: every setting in the catalogue changes the published book. For each setting the
 * walk publishes the base book with that one key changed, opens it in Chromium, plays the
 * probe's scene and compares what it sees with the unchanged book in the same scene. The
 * unchanged book is looked at twice, and what differs between those two looks (an animation's
 * frame, a random id) is not counted. A setting that changes nothing fails by name.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');
/** Books looked at together: the machine has two cores, and each look mostly waits. */
const AT_ONCE = 3;
const VISIT_TIMEOUT_MS = 15_000;

interface Trial {
  key: string;
  scene: SceneName;
  /** The folder of the changed book, and of the unchanged book the scene compares it with. */
  book: string;
  baseline: string;
}

let work: string;
let browser: Browser;
let server: StaticServer;
const trials: Trial[] = [];
const differences = new Map<string, string[]>();
/** What a copy of the unchanged book showed in each scene, against the unchanged book: nothing, or the walk sees noise as change. */
const controls = new Map<SceneName, string[]>();

const WALKED = SETTINGS_CATALOGUE.filter((entry) => ACTS_OUTSIDE_THE_BOOK[entry.key] === undefined);

function folderName(key: string): string {
  return key.replace(/[^a-zA-Z0-9]+/g, '-');
}

/** One visit: a fresh browser context, the scene, then the snapshot with the scene's notes. */
async function visit(book: string, scene: SceneName): Promise<string[]> {
  const { context: options, run, renditions = false }: Scene = SCENES[scene];
  const context = await browser.newContext(options ?? { viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(installActionLog);
    const page = await context.newPage();
    page.setDefaultTimeout(VISIT_TIMEOUT_MS);
    const prefix = `/${book}/`;
    const requests = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      requests.add(url.origin === server.origin ? url.pathname.replace(prefix, '/BOOK/') : `${url.origin}${url.pathname}`);
    });
    const notes: string[] = [];
    await run({ page, reader: new ReaderPage(page), url: `${server.origin}${prefix}index.html`, note: (line) => notes.push(`noted ${line}`) });
    const seen = await snapshotReader(page, [...requests].sort(), renditions);
    return withoutFolder([...notes, ...seen], book);
  } finally {
    await context.close();
  }
}

/** Runs tasks with at most AT_ONCE of them in flight. */
async function inTurn<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const at = next;
      next += 1;
      results[at] = await (tasks[at] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}

/** The settings of the changed book for a catalogue entry. */
function changedSettings(entry: SettingEntry, base: Record<string, unknown>): Record<string, unknown> {
  const probe = PROBES[entry.key] ?? {};
  const was = effectiveValue(entry, base);
  const value = probe.value !== undefined ? probe.value : defaultProbeValue(entry, was);
  if (JSON.stringify(value) === JSON.stringify(was)) throw new Error(`the probe of ${entry.key} gives it the value it already has`);
  return { ...base, ...probe.with, [entry.key]: value };
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-catalogue-walk-e2e-'));
  const project: FakeProject = await createWalkProject(work);
  const base = walkBaseSettings();
  // One unchanged book per set of shared extras (most probes share the plain base book).
  const baselines = new Map<string, string>([['{}', 'base-0']]);
  await publishWalkBook(project, READER_DIST, path.join(work, 'base-0'), base);
  for (const entry of WALKED) {
    const probe = PROBES[entry.key] ?? {};
    const extras = JSON.stringify(probe.with ?? {});
    let baseline = baselines.get(extras);
    if (baseline === undefined) {
      baseline = `base-${baselines.size}`;
      baselines.set(extras, baseline);
      await publishWalkBook(project, READER_DIST, path.join(work, baseline), { ...base, ...probe.with });
    }
    const book = folderName(entry.key);
    await publishWalkBook(project, READER_DIST, path.join(work, book), changedSettings(entry, base));
    trials.push({ key: entry.key, scene: probe.scene ?? 'open', book, baseline });
  }
  // The control: the plain base book published once more, unchanged.
  await publishWalkBook(project, READER_DIST, path.join(work, 'control'), base);
  server = await startStaticServer({ '/': work });
  browser = await launchChromium();

  // The unchanged book twice in every scene a probe uses; lines that differ between the two are noise.
  const pairs = [...new Map(trials.map((trial) => [`${trial.baseline} ${trial.scene}`, trial])).values()];
  const looks = await inTurn(pairs.flatMap((trial) => [() => visit(trial.baseline, trial.scene), () => visit(trial.baseline, trial.scene)]));
  const steady = new Map<string, { look: string[]; noise: Set<string> }>();
  pairs.forEach((trial, at) => {
    const first = looks[2 * at] as string[];
    const second = looks[2 * at + 1] as string[];
    steady.set(`${trial.baseline} ${trial.scene}`, { look: first, noise: new Set(snapshotDifference(first, second).map((line) => line.slice(2))) });
  });
  const scenes = [...new Set(trials.filter((trial) => trial.baseline === 'base-0').map((trial) => trial.scene))];
  const controlLooks = await inTurn(scenes.map((scene) => () => visit('control', scene)));
  scenes.forEach((scene, at) => {
    const { look, noise } = steady.get(`base-0 ${scene}`) as { look: string[]; noise: Set<string> };
    controls.set(scene, snapshotDifference(look, controlLooks[at] as string[]).filter((line) => !noise.has(line.slice(2))));
  });
  const seen = await inTurn(
    trials.map((trial) => async () => {
      try {
        return await visit(trial.book, trial.scene);
      } catch (error) {
        // A scene the changed book cannot finish (a panel that no longer opens) is a change too.
        return [`scene failed: ${(error as Error).message.split('\n')[0] ?? ''}`];
      }
    }),
  );
  trials.forEach((trial, at) => {
    const { look, noise } = steady.get(`${trial.baseline} ${trial.scene}`) as { look: string[]; noise: Set<string> };
    differences.set(
      trial.key,
      snapshotDifference(look, seen[at] as string[]).filter((line) => !noise.has(line.slice(2))),
    );
  });
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('every setting in the catalogue changes the published book', () => {
  it.each(WALKED.map((entry) => entry.key))('%s changes what the reader shows or does', (key) => {
    expect(differences.get(key), `${key} changed nothing in its scene (${PROBES[key]?.scene ?? 'open'})`).not.toEqual([]);
  });

  it('sees no change in a copy of the unchanged book, in any scene', () => {
    expect(controls.size).toBeGreaterThan(5);
    expect(Object.fromEntries(controls)).toEqual(Object.fromEntries([...controls.keys()].map((scene) => [scene, []])));
  });

  it.each(Object.entries(ACTS_OUTSIDE_THE_BOOK))('%s acts outside the book, where its test still tries it', (key, { test }) => {
    expect(fs.readFileSync(path.join(ROOT, test), 'utf8')).toContain(key);
  });

  it('tries only settings the catalogue has', () => {
    const keys = new Set(SETTINGS_CATALOGUE.map((entry) => entry.key));
    expect([...Object.keys(PROBES), ...Object.keys(ACTS_OUTSIDE_THE_BOOK)].filter((key) => !keys.has(key))).toEqual([]);
  });
});
