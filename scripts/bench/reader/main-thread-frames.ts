import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time inside the event, where the trace records it. */
  tdur?: number;
  ph: string;
  cat: string;
  name: string;
  args?: { name?: string };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame'];

/** The renderer main thread that drew the most frames: the page's own, not a spare renderer's. */
function pageMainThread(events: readonly TraceEvent[]): string | null {
  const mainThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const frames = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'BeginMainThreadFrame' && mainThreads.has(thread)) frames.set(thread, (frames.get(thread) ?? 0) + 1);
  }
  return [...frames].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** One frame's main-thread time, ms: `wall` as DevTools draws it, `cpu` the thread's own CPU time. */
export interface FrameBusy {
  wall: number;
  cpu: number;
}

/**
 * Main-thread busy time of each frame. A frame runs from the start of the task that begins
 * its main-thread work (BeginMainThreadFrame) to the start of the next such task; its busy
 * time is the part of every top-level task (RunTask) inside that span. Unlike the gap between
 * rAF callbacks, this leaves out the time the frame waits on raster and compositing, which a
 * GPU-less headless Chromium makes slow and uneven. The CPU figure also leaves out the time
 * the thread waited for a core, which wall time counts on a loaded machine.
 */
export function busyPerFrame(events: readonly TraceEvent[]): FrameBusy[] {
  const thread = pageMainThread(events);
  if (thread === null) return [];
  const onThread = events.filter((event) => `${event.pid}:${event.tid}` === thread);
  const tasks = onThread.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const starts = onThread
    .filter((event) => event.name === 'BeginMainThreadFrame')
    .map((frame) => tasks.find((task) => task.ts <= frame.ts && frame.ts <= task.ts + task.dur!)?.ts ?? frame.ts)
    .sort((a, b) => a - b);
  const busy: FrameBusy[] = [];
  for (let index = 0; index + 1 < starts.length; index += 1) {
    const [from, to] = [starts[index]!, starts[index + 1]!];
    const frame = { wall: 0, cpu: 0 };
    for (const task of tasks) {
      const inside = Math.max(0, Math.min(to, task.ts + task.dur!) - Math.max(from, task.ts));
      frame.wall += inside / 1000;
      // A task cut by the frame's edge gives the frame its CPU time pro rata.
      if (inside > 0) frame.cpu += ((task.tdur ?? task.dur!) * (inside / Math.max(task.dur!, 1))) / 1000;
    }
    busy.push(frame);
  }
  return busy;
}

/** Runs `action` on `page` under a Chromium trace and returns each frame's main-thread busy time. */
export async function mainThreadPerFrame(browser: Browser, page: Page, action: () => Promise<void>): Promise<FrameBusy[]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  // The trace is stopped whether the action succeeds or throws, and the action's error wins.
  const failure = await action().then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  if (failure !== null) throw failure.error;
  return busyPerFrame(Array.isArray(trace) ? trace : trace.traceEvents);
}

/** The 95th percentile (nearest rank below), 0 for no values. */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}
