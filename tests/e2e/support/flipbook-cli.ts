import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const BIN = path.join(ROOT, 'bin', 'flipbook.js');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The real `flipbook` command, run in `work` with an app-data folder and home of its own there,
 * so its release history and preferences are the test's alone.
 */
export function flipbookIn(work: string): (...args: string[]) => Promise<CliRun> {
  return (...args) =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        [BIN, ...args],
        { cwd: work, env: { ...process.env, FLIPBOOK_APPDATA: path.join(work, 'appdata'), HOME: work }, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
      );
    });
}
