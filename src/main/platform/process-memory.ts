import { execFile } from 'node:child_process';
import fs from 'node:fs';

/** Off Linux, another process's memory costs a `ps` or `tasklist` run, so a reading is reused this long. */
const SAMPLE_MS = 1000;

const sampled = new Map<number, { bytes: number; at: number; asking: boolean }>();

/**
 * The resident memory of another process, in bytes; 0 when it has ended. Linux answers at
 * once from /proc. Elsewhere it is asked for in the background and the last answer is
 * given, at most a second old, so a watch that reads it often never blocks the engine.
 */
export function residentBytesOf(pid: number): number {
  if (process.platform === 'linux') return linuxResidentBytes(pid);
  const now = Date.now();
  const last = sampled.get(pid) ?? { bytes: 0, at: 0, asking: false };
  sampled.set(pid, last);
  if (!last.asking && now - last.at >= SAMPLE_MS) {
    last.asking = true;
    askResidentBytes(pid, (bytes) => {
      last.asking = false;
      last.at = Date.now();
      last.bytes = bytes;
      if (bytes === 0) sampled.delete(pid);
    });
  }
  return last.bytes;
}

function linuxResidentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function askResidentBytes(pid: number, answer: (bytes: number) => void): void {
  if (process.platform === 'win32') {
    // "name","pid","session","#","12,345 K"
    execFile('tasklist', ['/FI', `PID eq ${pid}`, '/FO', 'CSV', '/NH'], { windowsHide: true }, (error, stdout) => {
      const kilobytes = /"([\d.,\s]+) K"/.exec(error ? '' : stdout)?.[1]?.replace(/\D/g, '');
      answer(Number(kilobytes ?? 0) * 1024);
    });
    return;
  }
  execFile('ps', ['-o', 'rss=', '-p', String(pid)], (error, stdout) => answer(error ? 0 : Number(stdout.trim()) * 1024 || 0));
}
