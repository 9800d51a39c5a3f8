import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const HOLDER = path.join(import.meta.dirname, 'hold-project-open.ts');

/**
 * Starts another process that holds `file` open in the middle of a write (hold-project-open.ts)
 * and resolves once it says it does: the test waits for that signal, never for a fixed time.
 */
export async function holdOpenInAnotherProcess(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('holding')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before holding: ${stderr}`)));
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/** kill -9, as a crash: the process cleans nothing up. Resolves once it has exited. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
