import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withAllocatorTuning } from '../../../bin/allocator-env.js';
import { TOUR_SEEN_FILE } from '../../../src/main/help/tour-memory.js';

export interface RunningWebHost {
  /** The exact URL the host printed, token included. */
  url: string;
  origin: string;
  token: string;
  appDataDir: string;
  process: ChildProcess;
  /** Stops the host politely. */
  stop(): Promise<void>;
  /** Kills the host at once, as a crash would. */
  kill(): Promise<void>;
}

const LINE = /^Flipbook Studio editor: (http:\/\/127\.0\.0\.1:(\d+)\/\?token=(\S+))$/m;

/** The folders the suite's files come from: temp folders and the shared corpus. */
const TEST_FOLDERS = [os.tmpdir(), path.resolve(import.meta.dirname, '..', '..', '..', '..', 'shared')].join(path.delimiter);

/**
 * Starts `node dist/web.js --port 0` (the built browser host) with its own app-data folder.
 * The guided tour counts as already shown unless `firstRun` is set: it is modal, and only
 * the tour's own test wants it in the way. `port` asks for a given port instead of any free one.
 */
export async function startWebHost(options: { appDataDir?: string; env?: NodeJS.ProcessEnv; firstRun?: boolean; port?: number } = {}): Promise<RunningWebHost> {
  const appDataDir = options.appDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-e2e-'));
  if (options.firstRun !== true) fs.writeFileSync(path.join(appDataDir, TOUR_SEEN_FILE), '{}\n');
  const child = spawn(process.execPath, ['dist/web.js', '--port', String(options.port ?? 0)], {
    cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
    // The allocator tuning `npm run web` starts the host with (bin/allocator-env.js).
    // The tests' own folders live in the temp folder and the corpus beside the repository,
    // outside the test's home: the browser host is told to allow them (path-guard.ts).
    env: withAllocatorTuning({ ...process.env, FLIPBOOK_APPDATA: appDataDir, HOME: appDataDir, FLIPBOOK_WEB_ALLOW_DIRS: TEST_FOLDERS, ...options.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web host did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(LINE);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web host exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = match[1] ?? '';
  return {
    url,
    origin: new URL(url).origin,
    token: match[3] ?? '',
    appDataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
