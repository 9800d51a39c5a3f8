import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '../../shared/domain/page.js';
import { EventBus } from '../engine/event-bus.js';
import { createNodePlatform } from '../platform/node-platform.js';
import type { Platform } from '../platform/platform.js';

/** A platform whose folders all live in a fresh temp dir, for tests that touch real files. */
export interface TempWorld {
  root: string;
  platform: Platform;
  events: EventBus;
  /** A path inside the temp dir's documents folder. */
  doc(...parts: string[]): string;
  cleanup(): void;
}

export function makeTempWorld(): TempWorld {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-project-'));
  const platform = createNodePlatform('test', {
    appDataDir: path.join(root, 'appdata'),
    documentsDir: path.join(root, 'documents'),
    homeDir: root,
  });
  return {
    root,
    platform,
    events: new EventBus(),
    doc: (...parts) => path.join(root, 'documents', ...parts),
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** A page whose three renditions are stored under pages/<id>/. */
export function samplePage(id: string, width = 600, height = 800): Page {
  return {
    id,
    width,
    height,
    renditions: { thumb: `pages/${id}/thumb.webp`, normal: `pages/${id}/normal.webp`, hd: `pages/${id}/hd.webp` },
    source: { kind: 'blank' },
  };
}

export function renditionKeys(page: Page): string[] {
  return [page.renditions.thumb, page.renditions.normal, page.renditions.hd];
}

export function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
