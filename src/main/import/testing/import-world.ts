import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FlipbookClient } from '../../../shared/api/client.js';
import type { EventMap } from '../../../shared/api/events.js';
import { createEngine, type Engine } from '../../engine/create-engine.js';
import { createInProcessClient } from '../../engine/in-process-client.js';
import { findPackageRoot } from '../../engine/reader-assets.js';
import { createNodePlatform } from '../../platform/node-platform.js';

/** The shared test corpus, read in place next to the repository. */
export const CORPUS_DIR = path.resolve(findPackageRoot(), '..', 'shared', 'corpus');

export function corpusFile(...parts: string[]): string {
  return path.join(CORPUS_DIR, ...parts);
}

/** A real engine on temp folders, its in-process client, and the progress events it pushed. */
export interface ImportWorld {
  engine: Engine;
  client: FlipbookClient;
  progress: EventMap['import.progress'][];
  /** A path inside the world's scratch folder. */
  scratch(...parts: string[]): string;
  cleanup(): void;
}

export function makeImportWorld(): ImportWorld {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-import-'));
  const platform = createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), documentsDir: root, homeDir: root });
  const engine = createEngine({ platform });
  const client = createInProcessClient(engine);
  const progress: EventMap['import.progress'][] = [];
  client.on('import.progress', (event) => progress.push(event));
  fs.mkdirSync(path.join(root, 'scratch'));
  return {
    engine,
    client,
    progress,
    scratch: (...parts) => path.join(root, 'scratch', ...parts),
    cleanup() {
      engine.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
