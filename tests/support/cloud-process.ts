import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';
import { SERVICE_NODE_FLAGS } from '../../scripts/server-bundle.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** What `npm run server` runs, with the same flags: the service's bundle, built first when missing or stale (docs/decisions/0269). */
const ENTRY = path.join(ROOT, 'scripts', 'server.mjs');

/** A `npm run server` process, as a user starts it, and the addresses it printed. */
export interface CloudProcess {
  apiUrl: string;
  booksUrl: string;
  /** The service's process id (its peak memory is in /proc/<pid>/status). */
  pid: number;
  output(): string;
  stop(): Promise<number | null>;
}

/** Runs the service's entry point (what `npm run server` runs) and waits for its banner. */
export function runCloud(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CloudProcess> {
  const child: ChildProcess = spawn(process.execPath, [...SERVICE_NODE_FLAGS, ENTRY, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const api = /Flipbook Cloud: (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];
      const books = /Books origin: (http:\/\/\S+)/.exec(text)?.[1];
      // The outbox line is the banner's last: once it is there, the whole banner is.
      if (api && books && text.includes('Mail outbox')) {
        resolve({
          apiUrl: api,
          booksUrl: books,
          pid: child.pid ?? 0,
          output: () => text,
          async stop() {
            if (child.exitCode !== null) return child.exitCode;
            child.kill('SIGTERM');
            const [code] = (await once(child, 'exit')) as [number | null];
            return code;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the service exited with ${code} before it was ready:\n${text}`)));
  });
}

/** Runs a one-shot command of the service's entry point (`admin …`) and returns its exit code and output. */
export async function runCloudCommand(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, ENTRY, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}
