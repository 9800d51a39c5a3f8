import { spawn } from 'node:child_process';
import { AppError } from '../../../shared/errors/app-error.js';

/** How long a tool may run, and what stops it early. */
export interface ToolLimits {
  timeoutMs: number;
  signal: AbortSignal;
  /** stdout beyond this fails the run instead of growing memory without bound. */
  maxOutputBytes: number;
}

/** The last part of stderr kept for a failure's detail. */
const STDERR_TAIL_CHARS = 2_000;

/**
 * Runs an external tool and returns its stdout. The tool is spawned directly, never through
 * a shell, so no file name or password can be read as a command. It is killed (SIGKILL,
 * since a hung renderer may ignore SIGTERM) when it outlives its time, when the import is
 * cancelled, or when it writes more than it may; it never outlives the call.
 */
export function runTool(file: string, args: readonly string[], limits: ToolLimits): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    if (limits.signal.aborted) {
      reject(new AppError('CANCELLED'));
      return;
    }
    // On POSIX the tool leads a process group of its own, so a wrapper script and whatever
    // it started are killed together; otherwise they could hold the pipes open for ever.
    const group = process.platform !== 'win32';
    const child = spawn(file, args, { shell: false, windowsHide: true, detached: group, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: AppError | null = null;

    const stop = (error: AppError) => {
      if (failure) return;
      failure = error;
      try {
        if (group && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // It has already gone.
      }
      // Nothing more it writes matters, and closing our ends lets the run settle at once.
      child.stdout.destroy();
      child.stderr.destroy();
    };
    const onAbort = () => stop(new AppError('CANCELLED'));
    const timer = setTimeout(
      () => stop(new AppError('PDF_CONVERSION_FAILED', {}, `${describeRun(file, args)} took longer than ${Math.round(limits.timeoutMs / 1000)} s`)),
      limits.timeoutMs,
    );
    limits.signal.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limits.maxOutputBytes) stop(new AppError('PDF_CONVERSION_FAILED', {}, `${describeRun(file, args)} wrote more than ${limits.maxOutputBytes} bytes`));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error) => stop(new AppError('PDF_CONVERSION_FAILED', {}, `${describeRun(file, args)} could not start: ${error.message}`)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      limits.signal.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (code !== 0) reject(new AppError('PDF_CONVERSION_FAILED', {}, `${describeRun(file, args)} exited with ${code ?? signal}: ${stderr.trim()}`));
      else resolve(Buffer.concat(chunks, size));
    });
  });
}

/** Names the run in an error's detail; its arguments may hold a password, so they are left out. */
function describeRun(file: string, args: readonly string[]): string {
  return `${file} (${args.length} arguments)`;
}
