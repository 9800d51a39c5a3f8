import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '../../../shared/api/envelope.js';
import { createEngine } from '../../app/create-engine.js';
import { createNodePlatform } from '../../platform/node-platform.js';
import { writeFakeReaderAssets } from '../../publish/testing/fake-reader-assets.js';
import type { InterfaceTable } from '../lan-addresses.js';

/** An answer of the preview server, or the network error that came instead. */
export interface Fetched {
  status: number;
  body: string;
  error?: string;
}

/**
 * An engine with the phone preview, as a test drives it: calls by name, GETs with a raw path
 * (no URL normalisation, so `..` reaches the server as sent), the events it pushed, and what
 * is left in the preview's temporary folder.
 */
export interface PreviewWorld {
  call(name: string, arg: unknown): Promise<Envelope<unknown>>;
  request(origin: string, rawPath: string, method?: string): Promise<Fetched>;
  /** Names of the events pushed so far, in order. */
  events(): Promise<string[]>;
  /** What the temporary area holds (each preview makes one folder there). */
  tempEntries(): Promise<string[]>;
  close(): Promise<void>;
}

export interface LocalWorldOptions {
  /** Fake interfaces; the machine's own when absent. */
  interfaces?: () => InterfaceTable;
  maxMs?: number;
}

/** Sends one request with exactly this path, on a connection of its own. */
export function rawRequest(origin: string, rawPath: string, method = 'GET'): Promise<Fetched> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const request = http.request({ host: hostname, port, path: rawPath, method, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: '', error: error.code ?? error.message }));
    request.end();
  });
}

/** A real engine in this process, on temp folders, with a fake reader and an empty project of two blank pages to come. */
export function makeLocalPreviewWorld(options: LocalWorldOptions = {}): PreviewWorld & { disposeEngine(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-lan-world-'));
  const tempDir = path.join(root, 'tmp');
  fs.mkdirSync(tempDir);
  const engine = createEngine({
    platform: createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), documentsDir: root, homeDir: root }),
    readerAssetsDir: writeFakeReaderAssets(path.join(root, 'reader')),
    lanPreview: { tempDir, ...(options.interfaces ? { interfaces: options.interfaces } : {}), ...(options.maxMs === undefined ? {} : { maxMs: options.maxMs }) },
  });
  const pushed: string[] = [];
  const unsubscribe = engine.context.events.subscribe((event) => pushed.push(event));
  return {
    call: (name, arg) => engine.dispatch(name, arg),
    request: rawRequest,
    events: async () => [...pushed],
    tempEntries: async () => fs.readdirSync(tempDir),
    disposeEngine: () => engine.dispose(),
    async close() {
      unsubscribe();
      await engine.dispatch('lan.stop', {});
      engine.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
