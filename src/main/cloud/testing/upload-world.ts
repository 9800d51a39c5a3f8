import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FlipbookClient } from '../../../shared/api/client.js';
import type { JobProgress } from '../../../shared/jobs/job-progress.js';
import type { ServerConfig } from '../../../server/config/server-config.js';
import { startCloud, type RunningCloud } from '../../../server/start-cloud.js';
import { ManualClock } from '../../../server/testing/test-context.js';
import { createEngine } from '../../app/create-engine.js';
import type { Engine } from '../../engine/engine.js';
import { createInProcessClient } from '../../engine/in-process-client.js';
import { corpusFile } from '../../import/testing/import-world.js';
import { createNodePlatform } from '../../platform/node-platform.js';
import { writeFakeReaderAssets } from '../../publish/testing/fake-reader-assets.js';

/** Small tus requests, so an upload of a few pages spans many of them and can be paused part-way. */
export const TEST_CHUNK_BYTES = 16 * 1024;

/**
 * The real service (embedded database and folder storage in a temporary data folder, both
 * origins listening) and an app (a real engine with the stand-in reader) signed in to it.
 */
export interface UploadWorld {
  cloud: RunningCloud;
  /** The service's clock, moved by hand (sessions run out when it passes their end). */
  clock: ManualClock;
  engine: Engine;
  client: FlipbookClient;
  appDataDir: string;
  /** Where the service keeps unfinished tus uploads (beside its folder storage). */
  tusDir: string;
  /** Every `job.progress` event of an upload, as sent. */
  uploadEvents: JobProgress[];
  /** Stops the service (mid-upload, say); `restart` starts it again on the same data folder and ports. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Imports pages of a corpus PDF into a new open project (different pages make different contents). */
  openBook(pageRange: string): Promise<void>;
  /** Creates an account, signed in, with the 5 free points of a new account. */
  register(email: string): Promise<void>;
  cleanup(): Promise<void>;
}

export async function makeUploadWorld(): Promise<UploadWorld> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-upload-'));
  const config: ServerConfig = { dataFolder: path.join(root, 'cloud'), host: '127.0.0.1', port: 0, booksPort: 0, booksOrigin: null, databaseUrl: null, stripe: null, smtpUrl: null, mailFrom: null };
  const clock = new ManualClock();
  const overrides = { scryptCost: 1024, schedulerIntervalMs: 0, clock: clock.read };
  let cloud = await startCloud(config, overrides);
  let running = true;
  const appDataDir = path.join(root, 'appdata');
  const platform = createNodePlatform('test', { appDataDir, documentsDir: root, homeDir: root });
  const engine = createEngine({ platform, readerAssetsDir: writeFakeReaderAssets(path.join(root, 'reader')), uploadChunkBytes: TEST_CHUNK_BYTES });
  const client = createInProcessClient(engine);
  const uploadEvents: JobProgress[] = [];
  client.on('job.progress', (event) => {
    if (event.kind === 'upload') uploadEvents.push(event);
  });
  const world: UploadWorld = {
    get cloud() {
      return cloud;
    },
    clock,
    engine,
    client,
    appDataDir,
    tusDir: path.join(config.dataFolder, 'tus'),
    uploadEvents,
    async stop() {
      running = false;
      await cloud.close();
    },
    async restart() {
      const ports = { port: Number(new URL(cloud.apiUrl).port), booksPort: Number(new URL(cloud.booksUrl).port) };
      cloud = await startCloud({ ...config, ...ports }, overrides);
      running = true;
    },
    async openBook(pageRange) {
      await client.call('project.new', {});
      await client.call('pdf.import', { path: corpusFile('books', 'tracemonkey.pdf'), options: { pageRange, quality: { preset: 'hd' } } });
    },
    async register(email) {
      await client.call('cloud.register', { server: cloud.apiUrl, email, password: 'secret-1' });
    },
    async cleanup() {
      engine.dispose();
      if (running) await cloud.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return world;
}

/** The temporary books of uploads still in the app-data folder. */
export function temporaryBooks(appDataDir: string): string[] {
  try {
    return fs.readdirSync(path.join(appDataDir, 'temp'));
  } catch {
    return [];
  }
}

/**
 * Reads a hosted book's page the way a browser would (following the redirect to its version),
 * on connections that close after each answer, so stopping the service never waits for a
 * client's idle keep-alive connection.
 */
export function readHosted(url: string, redirects = 3): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' } }, (response) => {
        const location = response.headers.location;
        if (location !== undefined && redirects > 0 && (response.statusCode ?? 0) >= 300 && (response.statusCode ?? 0) < 400) {
          response.resume();
          resolve(readHosted(new URL(location, url).href, redirects - 1));
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
