import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RuntimeState, RuntimeTarget } from '../../../shared/api/desktop-api.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { throwIfCancelled } from '../../engine/job-runner.js';
import { writeFolderAtomically } from '../atomic-folder.js';
import { downloadFile, fetchText, parseShasums } from './download.js';
import { findRuntimeRoot, linksLeaving, runtimeLayoutProblems } from './runtime-layout.js';
import { releaseFolderUrl, runtimeZipName } from './runtime-target.js';
import { extractZip } from '../../archive/unzip.js';
import type { RuntimeStep, StepSink } from '../../../shared/jobs/step-progress.js';

const MarkerSchema = z.object({ version: z.string().max(64), source: z.enum(['download', 'local']) });
type Marker = z.infer<typeof MarkerSchema>;

export interface RuntimeCacheOptions {
  /** The app-data folder (Platform.appDataDir); runtimes live in its `runtimes` folder. */
  appDataDir: string;
  /** The Electron version a download fetches. */
  electronVersion: string;
  /** Base URL of Electron's releases; a local server in tests, ELECTRON_MIRROR for users. */
  mirror?: string;
}

export interface RuntimeJob {
  signal: AbortSignal;
  onProgress: StepSink<RuntimeStep>;
}

/**
 * The cache of Electron runtimes, one folder per target:
 * `<appData>/runtimes/<target>/runtime/` (the release, unzipped) and `runtime.json` (where it
 * came from). A runtime is installed into a hidden sibling and swapped in whole, so the
 * cache never holds half a runtime.
 */
export class RuntimeCache {
  readonly root: string;

  constructor(private readonly options: RuntimeCacheOptions) {
    this.root = path.join(options.appDataDir, 'runtimes');
  }

  get electronVersion(): string {
    return this.options.electronVersion;
  }

  /** The runtime folder of a target (whether or not it is there yet). */
  runtimeDir(target: RuntimeTarget): string {
    return path.join(this.root, target, 'runtime');
  }

  async status(target: RuntimeTarget): Promise<RuntimeState> {
    const missing: RuntimeState = { target, ready: false, version: null, source: null };
    const marker = await fs
      .readFile(path.join(this.root, target, 'runtime.json'), 'utf8')
      .then((text) => MarkerSchema.safeParse(JSON.parse(text)), () => null);
    if (marker === null || !marker.success) return missing;
    if ((await runtimeLayoutProblems(this.runtimeDir(target), target)).length > 0) return missing;
    return { target, ready: true, version: marker.data.version, source: marker.data.source };
  }

  /** Downloads a target's release zip, checks it against the release's SHASUMS256.txt and caches it. */
  async download(target: RuntimeTarget, job: RuntimeJob): Promise<RuntimeState> {
    const version = this.options.electronVersion;
    const folderUrl = releaseFolderUrl(version, this.options.mirror);
    const zipName = runtimeZipName(version, target);
    await fs.mkdir(this.root, { recursive: true });
    const zipFile = path.join(this.root, `.${zipName}.download-${randomBytes(6).toString('hex')}`);
    try {
      const sums = parseShasums(await fetchText(new URL('SHASUMS256.txt', folderUrl).href, job.signal));
      const expected = sums.get(zipName);
      if (expected === undefined) throw new Error(`SHASUMS256.txt of v${version} does not list ${zipName}`);
      job.onProgress({ step: 'download', done: 0, total: 0 });
      const actual = await downloadFile(new URL(zipName, folderUrl).href, zipFile, job.signal, (done, total) =>
        job.onProgress({ step: 'download', done, total }),
      );
      if (actual !== expected) throw new Error(`${zipName} does not match its checksum (expected ${expected}, got ${actual})`);
      await this.install(target, { version, source: 'download' }, job.signal, async (dest) => {
        await extractZip(zipFile, dest, job.signal);
      });
    } catch (error) {
      throw obtainError(error, target);
    } finally {
      await fs.rm(zipFile, { force: true });
    }
    return this.status(target);
  }

  /** Caches a runtime folder or release zip the user chose from disk, after checking its layout. */
  async useLocal(target: RuntimeTarget, source: string, signal: AbortSignal): Promise<RuntimeState> {
    try {
      const stat = await fs.stat(source).catch(() => null);
      if (stat === null) throw new Error(`${source} does not exist`);
      if (stat.isDirectory()) {
        const root = await findRuntimeRoot(source, target);
        if (root === null) throw new Error(`${source} is not an Electron runtime for ${target}: ${(await runtimeLayoutProblems(source, target)).join('; ')}`);
        const version = await readVersionFile(root);
        await this.install(target, { version, source: 'local' }, signal, (dest) => fs.cp(root, dest, { recursive: true, verbatimSymlinks: true }));
      } else {
        await this.install(target, { version: 'unknown', source: 'local' }, signal, (dest) => extractZip(source, dest, signal));
      }
    } catch (error) {
      throw obtainError(error, target);
    }
    return this.status(target);
  }

  /**
   * The runtime folder to build on: a folder or zip given for this run (cached on the way),
   * else the cached one, else a fresh download. Offline with nothing cached: RUNTIME_MISSING.
   */
  async resolve(target: RuntimeTarget, localPath: string | undefined, job: RuntimeJob): Promise<string> {
    if (localPath !== undefined) await this.useLocal(target, localPath, job.signal);
    else if (!(await this.status(target)).ready) await this.download(target, job);
    return this.runtimeDir(target);
  }

  /**
   * Fills a fresh folder through `fill`, checks the result has the target's layout, and only
   * then swaps it into the cache.
   */
  private async install(target: RuntimeTarget, marker: Marker, signal: AbortSignal, fill: (dest: string) => Promise<void>): Promise<void> {
    await writeFolderAtomically(path.join(this.root, target), async () => true, async (temp) => {
      const staging = path.join(temp, 'staging');
      await fs.mkdir(staging);
      await fill(staging);
      throwIfCancelled(signal);
      // Release zips hold the runtime at their top; a zip of a folder wraps it in one more.
      const root = await findRuntimeRoot(staging, target);
      if (root === null) throw new Error(`not an Electron runtime for ${target}: ${(await runtimeLayoutProblems(staging, target)).join('; ')}`);
      const escaping = await linksLeaving(root);
      if (escaping.length > 0) throw new Error(`links that point outside the runtime: ${escaping.join(', ')}`);
      if (marker.version === 'unknown') marker.version = await readVersionFile(root);
      await fs.rename(root, path.join(temp, 'runtime'));
      await fs.rm(staging, { recursive: true, force: true });
      await fs.writeFile(path.join(temp, 'runtime.json'), JSON.stringify(marker));
    });
  }
}

/** Electron's release zips carry a `version` file; a folder without one is still usable. */
async function readVersionFile(dir: string): Promise<string> {
  const text = await fs.readFile(path.join(dir, 'version'), 'utf8').catch(() => '');
  const version = text.trim().replace(/^v/, '');
  return /^\d+\.\d+\.\d+([-.+][\w.]+)?$/.test(version) ? version : 'unknown';
}

/** A failed download or a bad folder: the runtime is still missing; cancel stays cancel. */
function obtainError(error: unknown, target: RuntimeTarget): AppError {
  if (error instanceof AppError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'AbortError') return new AppError('CANCELLED');
  return new AppError('RUNTIME_MISSING', { target }, detail);
}
