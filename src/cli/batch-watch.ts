import fs from 'node:fs';
import path from 'node:path';
import type { BatchTask } from '../shared/api/batch-api.js';
import type { FlipbookClient } from '../shared/api/client.js';
import { AppError } from '../shared/errors/app-error.js';
import { BatchStopped, printSummary, showBatch, taskErrorText } from './batch-command.js';
import type { BatchCommand } from './batch-options.js';
import type { CliIo } from './commands.js';

/** Where converted PDFs go, and where failed ones go with their error. */
export const WATCH_DONE_DIR = 'done';
export const WATCH_FAILED_DIR = 'failed';

/** How the inbox is watched; tests shorten the times and wait on `onScan`. */
export interface WatchTiming {
  /** Time between two looks at the inbox. */
  pollMs: number;
  /** How long a PDF's size and time must stay the same before it counts as copied in. */
  settleMs: number;
  /** Called after each look at the inbox (tests wait on it instead of sleeping). */
  onScan?: () => void;
}

export const DEFAULT_WATCH_TIMING: WatchTiming = { pollMs: 1000, settleMs: 2000 };

/** A free name in `folder` for `file`'s name: `a.pdf`, then `a-2.pdf`… */
function freeName(folder: string, file: string): string {
  const { name, ext } = path.parse(file);
  for (let n = 1; ; n += 1) {
    const candidate = path.join(folder, `${name}${n === 1 ? '' : `-${n}`}${ext}`);
    if (!fs.existsSync(candidate)) return candidate;
  }
}

function moveInto(folder: string, file: string): string {
  fs.mkdirSync(folder, { recursive: true });
  const target = freeName(folder, file);
  fs.renameSync(file, target);
  return target;
}

/** The PDFs directly in the inbox (the done and failed folders are not looked into). */
function inboxPdfs(inbox: string): string[] {
  try {
    return fs
      .readdirSync(inbox, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.pdf'))
      .map((entry) => path.join(inbox, entry.name));
  } catch {
    return [];
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * `flipbook batch --watch INBOX` (a hot folder): converts each PDF that lands in the inbox
 * once its size and time have stayed the same for `settleMs`, one batch per PDF. A
 * converted PDF is moved to INBOX/done; a failed one to INBOX/failed, with `<name>.error.txt`
 * beside it saying why. Runs until `until` fires (the first Ctrl+C while no book converts);
 * a Ctrl+C during a conversion stops it (CANCELLED) and leaves that PDF in the inbox.
 */
export async function runWatch(client: FlipbookClient, io: CliIo, command: BatchCommand, until: AbortSignal, timing: WatchTiming = DEFAULT_WATCH_TIMING): Promise<void> {
  const inbox = command.watch ?? '';
  if (!fs.statSync(inbox, { throwIfNoEntry: false })?.isDirectory()) throw new AppError('BATCH_NO_INPUTS', {}, `${inbox} is not a folder`);
  const relative = path.relative(inbox, command.outDir);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) throw new AppError('BATCH_OUTPUT_INSIDE_INPUT', {}, `${command.outDir} is inside ${inbox}`);
  const seen = new Map<string, { stamp: string; since: number }>();
  const all: BatchTask[] = [];
  if (!command.json) io.stderr(`Watching ${inbox} for PDFs (Ctrl+C ends).\n`);
  try {
    while (!until.aborted) {
      for (const file of inboxPdfs(inbox)) {
        const stat = fs.statSync(file, { throwIfNoEntry: false });
        if (stat === undefined) continue;
        const stamp = `${stat.size}:${stat.mtimeMs}`;
        const previous = seen.get(file);
        if (previous?.stamp !== stamp) {
          seen.set(file, { stamp, since: Date.now() });
          continue;
        }
        if (Date.now() - previous.since < timing.settleMs || until.aborted) continue;
        seen.delete(file);
        const tasks = await showBatch(client, io, command, [file]);
        all.push(...tasks);
        const failure = tasks.find((task) => task.state === 'failed');
        if (failure === undefined) {
          moveInto(path.join(inbox, WATCH_DONE_DIR), file);
        } else {
          const moved = moveInto(path.join(inbox, WATCH_FAILED_DIR), file);
          fs.writeFileSync(`${moved}.error.txt`, `Batch conversion failed: ${taskErrorText(failure)}\n`);
        }
      }
      timing.onScan?.();
      await sleep(timing.pollMs, until);
    }
  } catch (error) {
    if (error instanceof BatchStopped) all.push(...error.tasks);
    printSummary(io, command, all);
    throw error;
  }
  printSummary(io, command, all);
}
