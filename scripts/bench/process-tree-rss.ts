/**
 * Resident memory of this process and of every process it started, read from Linux's /proc,
 * so a benchmark can tell memory the host kept from memory its child processes hold.
 */
import fs from 'node:fs';
import { residentBytesOf } from '../../src/main/platform/process-memory.js';

function childrenOf(pid: number): number[] {
  const pids: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return pids;
  }
  for (const task of tasks) {
    try {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) pids.push(...listed.split(/\s+/).map(Number));
    } catch {
      // the thread ended while it was listed
    }
  }
  return pids;
}

/** This process's RSS, and that of all its descendants together, in bytes. */
export function processTreeRss(): { host: number; children: number } {
  const host = process.memoryUsage.rss();
  let children = 0;
  const queue = childrenOf(process.pid);
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    children += residentBytesOf(pid);
    queue.push(...childrenOf(pid));
  }
  return { host, children };
}

/** CPU time of the child processes this process has waited for (ended ones), from /proc/self/stat. */
export function childrenCpuSeconds(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are the 16th and 17th fields, in clock ticks (100 a second on Linux).
  const ticks = Number(fields[13]) + Number(fields[14]);
  return ticks / 100;
}
