import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import yauzl from 'yauzl';
import type { MethodName } from '../../../../shared/api/contract.js';
import type { Envelope } from '../../../../shared/api/envelope.js';
import type { EngineContext } from '../../../engine/context.js';
import { dispatch } from '../../../engine/dispatch.js';
import type { StepProgress } from '../../../../shared/jobs/step-progress.js';
import type { JobProgress } from '../../../../shared/jobs/job-progress.js';
import type { OpenProject } from '../../../engine/project-session.js';
import { findPackageRoot } from '../../../platform/reader-assets.js';
import { HandlerRegistry } from '../../../engine/registry.js';
import { publishTestContext } from '../../testing/test-context.js';
import { registerDesktopHandlers } from '../register-desktop-handlers.js';
import { FAKE_ELECTRON_VERSION } from './fake-runtime.js';

export interface DesktopTestEngine {
  ctx: EngineContext;
  /** The steps every job reported, in order. */
  progress: StepProgress<NonNullable<JobProgress['step']>>[];
  /** Every `job.progress` event, as sent. */
  jobEvents: JobProgress[];
  call(name: MethodName, arg: unknown): Promise<Envelope<unknown>>;
}

/** A registry with only the desktop handlers, over a hand-built context with its own app data. */
export function createDesktopTestEngine(options: {
  project: OpenProject | null;
  readerAssetsDir: string;
  appDataDir: string;
  viewerBundle: string;
  mirror?: string;
}): DesktopTestEngine {
  const ctx = publishTestContext(options);
  const { events } = ctx;
  const registry = new HandlerRegistry();
  registerDesktopHandlers(registry, ctx, {
    viewerBundle: options.viewerBundle,
    electronVersion: FAKE_ELECTRON_VERSION,
    // Nothing listens here, so a download attempt fails at once as it would offline.
    mirror: options.mirror ?? 'http://127.0.0.1:9/',
  });
  const progress: DesktopTestEngine['progress'] = [];
  const jobEvents: JobProgress[] = [];
  events.subscribe((name, payload) => {
    if (name !== 'job.progress') return;
    const event = payload as JobProgress;
    jobEvents.push(event);
    if (event.state === 'running' && event.step !== null) progress.push({ step: event.step, done: event.done, total: event.total });
  });
  return { ctx, progress, jobEvents, call: (name, arg) => dispatch(registry, name, arg) };
}

/** Bundles the real viewer main process as scripts/build.mjs does, into `dir`. */
export async function bundleViewer(dir: string): Promise<string> {
  const outfile = path.join(dir, 'viewer-main.cjs');
  await build({
    entryPoints: [path.join(findPackageRoot(), 'src', 'viewer', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['electron'],
    logLevel: 'silent',
  });
  return outfile;
}

export interface ZipEntryInfo {
  name: string;
  /** The Unix mode stored with the entry (type and permission bits). */
  mode: number;
}

/** The entries of a zip with their stored Unix modes, in order. */
export function listZip(file: string): Promise<ZipEntryInfo[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: false }, (error, zip) => {
      if (error) return reject(error);
      const entries: ZipEntryInfo[] = [];
      zip.on('entry', (entry: yauzl.Entry) => entries.push({ name: entry.fileName, mode: (entry.externalFileAttributes >>> 16) & 0xffff }));
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
    });
  });
}

/** Files left in a folder besides the expected ones: temp files of a failed write would show here. */
export function folderNames(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
