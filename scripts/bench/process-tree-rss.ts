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
export function processTreeRss(descendants = descendantsOf(process.pid)): { host: number; children: number } {
  const host = process.memoryUsage.rss();
  let children = 0;
  for (const pid of descendants) children += residentBytesOf(pid);
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
export function treeFootprint(descendants = descendantsOf(process.pid)): number {
  let anonymous = 0;
  let largestFileBacked = 0;
  for (const pid of [process.pid, ...descendants]) {
    const resident = residentKinds(pid);
    anonymous += resident.anonymous;
    largestFileBacked = Math.max(largestFileBacked, resident.fileBacked);
  }
  return anonymous + largestFileBacked;
}

/**
 * A process's resident anonymous and file-backed (shared memory included) bytes, from the
 * kernel's counters in /proc/<pid>/status. Not smaps_rollup, which gives the same figures to
 * within a few pages but walks the page tables: about 3.7 ms a read for a 250 MB process
 * against 0.02 ms, and sampled every 20 ms over three processes it took most of a core from
 * the import it measured (2.0 of the bench host's 2.1 s of CPU on a 10-page book, decision 0277).
 */
function residentKinds(pid: number): { anonymous: number; fileBacked: number } {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
    return { anonymous: kb('RssAnon'), fileBacked: kb('RssFile') + kb('RssShmem') };
  } catch {
    return { anonymous: 0, fileBacked: 0 };
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
    // One walk of the tree for both figures: it reads a file per thread of every process.
    const descendants = descendantsOf(process.pid);
    const now = processTreeRss(descendants);
    peak.host = Math.max(peak.host, now.host);
    peak.total = Math.max(peak.total, now.host + now.children);
    peak.footprint = Math.max(peak.footprint, treeFootprint(descendants));
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
