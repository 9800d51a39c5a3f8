import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { residentBytesOf } from '../../platform/process-memory.js';
import { RENDER_WORKER_INITIAL_OLD_GENERATION_MB } from '../import-limits.js';
import { RENDER_WORKER_LIMITS, type RenderChannel } from './render-channel-contract.js';
import type { WorkerMessage } from './worker-protocol.js';
import type { WorkerScript } from './worker-script.js';

/** The last this many characters of a worker's stderr explain its crash. */
const STDERR_TAIL_CHARS = 2000;

/** Render worker processes alive now: the memory watch counts them all, as it counted threads in the engine. */
const running = new Set<number>();

/** V8 flags for a process that enforce the heap limits a thread would get as resourceLimits. */
function heapFlags(script: WorkerScript): string[] {
  const limits = { ...RENDER_WORKER_LIMITS, ...script.options.resourceLimits };
  // V8 sizes the young generation as three semi-spaces.
  const semiSpaceMb = Math.max(1, Math.round(limits.maxYoungGenerationSizeMb / 3));
  // Never more than half the limit: a small limit (a test's) keeps its first collection early.
  const initialOldMb = Math.min(RENDER_WORKER_INITIAL_OLD_GENERATION_MB, Math.floor(limits.maxOldGenerationSizeMb / 2));
  return [`--max-old-space-size=${limits.maxOldGenerationSizeMb}`, `--max-semi-space-size=${semiSpaceMb}`, `--initial-old-space-size=${initialOldMb}`];
}

/**
 * V8 flags for every render worker process besides its heap limits. pdf.js turns each glyph's
 * charstring into path commands in one large function named `parse` (inside
 * compileCharString), which TurboFan optimised and, after deoptimisations, optimised again
 * three or four times in each worker, at 0.5–0.8 s of a compiler thread each time. Left to
 * the baseline compiler it costs less than those compilations did: the import's CPU time fell
 * by about a tenth on TAMReview and tracemonkey and stayed within the noise on freeculture
 * (decision 0280). A function of that name anywhere else in a worker (a font parser, a schema
 * check) runs a few times a document, where optimising it saves nothing.
 */
export const RENDER_WORKER_V8_FLAGS: readonly string[] = ['--turbo-filter=-parse'];

function entryArgs(script: WorkerScript): string[] {
  if (script.options.eval) return ['-e', String(script.source)];
  const source = script.source;
  return [source instanceof URL || source.startsWith('file:') ? fileURLToPath(source) : source];
}

/**
 * A render worker as a child process (decision 0246). Everything it allocated, pdf.js's
 * caches, libvips's and the allocator's arenas included, goes back to the system when it
 * ends, which memory a worker thread leaves in the engine's process does not. Messages are
 * copied through its IPC channel with V8's serializer, which carries the renditions' buffers.
 */
export function startProcessChannel(script: WorkerScript): RenderChannel {
  // Under Electron the executable is the app; this makes it a plain Node for the worker.
  const env = process.versions.electron ? { ...process.env, ELECTRON_RUN_AS_NODE: '1' } : process.env;
  const child = spawn(process.execPath, [...(script.execArgv ?? []), ...heapFlags(script), ...RENDER_WORKER_V8_FLAGS, ...entryArgs(script)], {
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    serialization: 'advanced',
    env,
    windowsHide: true,
  });
  const pid = child.pid;
  if (pid !== undefined) running.add(pid);
  let stderrTail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      if (pid !== undefined) running.delete(pid);
      resolve();
    });
    // It never started (no executable, no memory): there is nothing to wait for.
    child.once('error', () => {
      if (pid !== undefined) running.delete(pid);
      resolve();
    });
  });
  return {
    send(request) {
      if (child.connected) child.send(request);
    },
    listen(reply, ended) {
      child.on('message', (message) => reply(message as WorkerMessage));
      child.on('error', (error) => ended(`render worker crashed: ${error.message}`));
      // 'close' comes after stderr is read to its end, so its last words are in the detail.
      child.on('close', (code, signal) => {
        const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        ended(`render worker ${why}${stderrTail ? `: ${crashLine(stderrTail)}` : ''}`);
      });
    },
    async stop() {
      // An idle worker is unref'd; whoever waits for its end must keep the engine alive until it comes.
      child.ref();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    setIdle(idle) {
      if (idle) {
        child.unref();
        child.channel?.unref();
      } else {
        child.ref();
        child.channel?.ref();
      }
    },
    residentMemory() {
      let total = process.memoryUsage.rss();
      for (const worker of running) total += residentBytesOf(worker);
      return total;
    },
  };
}

/** What a crash report says went wrong: Node prints the error's own line among the stack's. */
function crashLine(text: string): string {
  const lines = text.trim().split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.at(-1) ?? '';
}
