import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FlipbookClient } from '../../../shared/api/client.js';
import type { Edition } from '../../../shared/domain/edition.js';
import type { JobProgress } from '../../../shared/jobs/job-progress.js';
import { createEngine } from '../../app/create-engine.js';
import type { Engine } from '../../engine/engine.js';
import type { IdlePool, Idler } from '../../engine/idle-pool.js';
import { Leases } from '../../engine/leases.js';
import { createInProcessClient } from '../../engine/in-process-client.js';
import { findPackageRoot } from '../../platform/reader-assets.js';
import { createNodePlatform } from '../../platform/node-platform.js';
import { tinyPdf, type TinyOutlineItem } from './tiny-pdf.js';

/** The shared test corpus, read in place next to the repository. */
export const CORPUS_DIR = path.resolve(findPackageRoot(), '..', 'shared', 'corpus');

export function corpusFile(...parts: string[]): string {
  return path.join(CORPUS_DIR, ...parts);
}

/** A finished page of an import: how many are done, of how many, and the time left. */
export interface PageProgress {
  page: number;
  total: number;
  etaSeconds: number | null;
}

/** A real engine on temp folders, its in-process client, and the progress events it pushed. */
export interface ImportWorld {
  engine: Engine;
  client: FlipbookClient;
  /** One entry per finished page of every import, from its job's `pages` step. */
  progress: PageProgress[];
  /** Every `job.progress` event, as sent. */
  jobEvents: JobProgress[];
  /** A path inside the world's scratch folder. */
  scratch(...parts: string[]): string;
  /** Writes a PDF of `pageCount` blank 300×400 pages (and an outline) into the scratch folder; its path. */
  writeTinyPdf(name: string, pageCount: number, outline?: TinyOutlineItem[]): string;
  cleanup(): void;
}

/** How a world runs: as `edition` (registered unless asked), with at most `renderWorkers` render workers at once. */
export interface ImportWorldOptions {
  edition?: Edition;
  /**
   * Caps the render workers all of the world's imports use together, as a batch's shared
   * pool does. Unset, each import sizes its own pool from the cores.
   */
  renderWorkers?: number;
  /** Idle render workers the world's engine uses, and its caller disposes (decision 0234). */
  renderSpares?: IdlePool<Idler>;
}

/** A real engine on temp folders, with its in-process client. */
export function makeImportWorld(options: ImportWorldOptions = {}): ImportWorld {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-import-'));
  const platform = createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), documentsDir: root, homeDir: root });
  const engine = createEngine({
    platform,
    ...(options.edition === undefined ? {} : { edition: options.edition }),
    ...(options.renderWorkers === undefined ? {} : { renderLeases: new Leases(options.renderWorkers) }),
    ...(options.renderSpares === undefined ? {} : { renderSpares: options.renderSpares }),
  });
  const client = createInProcessClient(engine);
  const progress: PageProgress[] = [];
  const jobEvents: JobProgress[] = [];
  client.on('job.progress', (event) => {
    jobEvents.push(event);
    if (event.kind === 'import' && event.state === 'running' && event.step === 'pages' && event.done > 0) {
      progress.push({ page: event.done, total: event.total, etaSeconds: event.etaSeconds });
    }
  });
  fs.mkdirSync(path.join(root, 'scratch'));
  return {
    engine,
    client,
    progress,
    jobEvents,
    scratch: (...parts) => path.join(root, 'scratch', ...parts),
    writeTinyPdf(name, pageCount, outline = []) {
      const file = path.join(root, 'scratch', name);
      fs.writeFileSync(file, tinyPdf(Array.from({ length: pageCount }, () => ({ width: 300, height: 400 })), outline));
      return file;
    },
    cleanup() {
      engine.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
