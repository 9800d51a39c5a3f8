import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { BatchTask } from '../../../shared/api/batch-api.js';
import type { FlipbookClient } from '../../../shared/api/client.js';
import type { Edition } from '../../../shared/domain/edition.js';
import { createEngine } from '../../app/create-engine.js';
import type { Engine } from '../../engine/engine.js';
import { createInProcessClient } from '../../engine/in-process-client.js';
import { corpusFile } from '../../import/testing/import-world.js';
import { makeTempWorld, type TempWorld } from '../../project/project-test-support.js';
import { writeFakeReaderAssets } from '../../publish/testing/fake-reader-assets.js';

/** Small corpus PDFs (1, 2 and 1 pages), copied into the test's temp folder. */
export const SMALL_PDFS = { 'alpha.pdf': ['pdfjs', 'gradientfill.pdf'], 'beta.pdf': ['pdfjs', 'issue6204.pdf'], 'gamma.pdf': ['pdfjs', 'glyph_accent.pdf'] } as const;

/** A 14-page corpus PDF: slow enough to stop while it converts. */
export const LONG_PDF = ['books', 'tracemonkey.pdf'] as const;

export interface BatchWorld {
  world: TempWorld;
  engine: Engine;
  client: FlipbookClient;
  /** Every `batch.task` event, as sent. */
  events: BatchTask[];
  /** The inputs folder: the three small PDFs, broken.pdf and pics/ with two PNGs. */
  inbox: string;
  /** An output folder outside the inputs. */
  out: string;
  /** A PNG of the given colour. */
  png(file: string, red: number): Promise<void>;
  /** Resolves with the first `batch.task` event that matches. */
  nextTask(match: (task: BatchTask) => boolean): Promise<BatchTask>;
  cleanup(): void;
}

/** A real engine on temp folders, with the standard batch inbox written into it. */
export async function createBatchWorld(options: { edition?: Edition } = {}): Promise<BatchWorld> {
  const world = makeTempWorld();
  const engine = createEngine({ platform: world.platform, readerAssetsDir: writeFakeReaderAssets(path.join(world.root, 'reader')), ...options });
  const client = createInProcessClient(engine);
  const events: BatchTask[] = [];
  const waiters: { match: (task: BatchTask) => boolean; resolve: (task: BatchTask) => void }[] = [];
  client.on('batch.task', (task) => {
    events.push(task);
    for (const waiter of [...waiters]) {
      if (!waiter.match(task)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(task);
    }
  });
  const inbox = path.join(world.root, 'inbox');
  fs.mkdirSync(path.join(inbox, 'pics'), { recursive: true });
  for (const [name, parts] of Object.entries(SMALL_PDFS)) fs.copyFileSync(corpusFile(...parts), path.join(inbox, name));
  fs.writeFileSync(path.join(inbox, 'broken.pdf'), '%PDF-1.4\nthis is not really a PDF at all\n');
  const png = async (file: string, red: number) => {
    fs.writeFileSync(file, await sharp({ create: { width: 120, height: 160, channels: 3, background: { r: red, g: 90, b: 40 } } }).png().toBuffer());
  };
  await png(path.join(inbox, 'pics', 'page1.png'), 200);
  await png(path.join(inbox, 'pics', 'page2.png'), 60);
  return {
    world,
    engine,
    client,
    events,
    inbox,
    out: path.join(world.root, 'out'),
    png,
    nextTask: (match) => new Promise((resolve) => waiters.push({ match, resolve })),
    cleanup() {
      engine.dispose();
      world.cleanup();
    },
  };
}
