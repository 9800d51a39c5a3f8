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
  for (const pid of descendantsOf(process.pid)) children += residentBytesOf(pid);
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

/**
 * What the process tree really holds, in bytes: every process's anonymous memory (heaps,
 * canvases, buffers: each process's own) plus the file-backed pages of the process that maps
 * the most. Summed RSS counts the node binary and the shared libraries once per process,
 * about 40–60 MB each, though the system keeps them once. Linux only; 0 elsewhere.
 */
export function treeFootprint(): number {
  let anonymous = 0;
  let largestFileBacked = 0;
  for (const pid of [process.pid, ...descendantsOf(process.pid)]) {
    const rollup = smapsRollup(pid);
    anonymous += rollup.anonymous;
    largestFileBacked = Math.max(largestFileBacked, rollup.rss - rollup.anonymous);
  }
  return anonymous + largestFileBacked;
}

function smapsRollup(pid: number): { rss: number; anonymous: number } {
  try {
    const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
    return { rss: kb('Rss'), anonymous: kb('Anonymous') };
  } catch {
    return { rss: 0, anonymous: 0 };
  }
}

function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  const queue = childrenOf(pid);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    found.push(next);
    queue.push(...childrenOf(next));
  }
  return found;
}

export interface PeakRss {
  /** This process alone, in bytes. */
  host: number;
  /** This process and its descendants together at one sample, in bytes. */
  total: number;
  /** The largest `treeFootprint()` sampled, in bytes. */
  footprint: number;
}

/**
 * Samples the process tree's RSS every `intervalMs` until `stop()`, which answers the peaks.
 * Render workers are child processes (decision 0246), so a peak that counted only this
 * process would hide the memory the work really needs.
 */
export function samplePeakRss(intervalMs = 20): { stop(): PeakRss } {
  const peak: PeakRss = { host: 0, total: 0, footprint: 0 };
  const sample = () => {
    const now = processTreeRss();
    peak.host = Math.max(peak.host, now.host);
    peak.total = Math.max(peak.total, now.host + now.children);
    peak.footprint = Math.max(peak.footprint, treeFootprint());
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { ...peak };
    },
  };
}
