import type { Browser, Page } from 'playwright-core';
import { mainThreadPerFrame, p95 } from './main-thread-frames.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a drag needs to know of a flip engine: where its open book is, and when a turn has ended. */
export interface DragTarget {
  book(): Promise<Box>;
  turnEnded(): Promise<void>;
}

export function ourReader(page: Page): DragTarget {
  return {
    book: async () => (await page.locator('.fb-book').boundingBox())!,
    turnEnded: async () => {
      await page.waitForFunction(() => document.querySelector<HTMLElement>('.fb-leaf')?.hidden === true);
    },
  };
}

/** StPageFlip's book is a rectangle inside its canvas (getBoundsRect); it rests in the 'read' state. */
export function stPageFlip(page: Page): DragTarget {
  type Flip = { getBoundsRect(): { left: number; top: number; width: number; height: number }; getState(): string };
  return {
    book: async () => {
      const canvas = (await page.locator('canvas').first().boundingBox())!;
      const rect = await page.evaluate(() => (window as unknown as { __pageFlip: Flip }).__pageFlip.getBoundsRect());
      return { x: canvas.x + rect.left, y: canvas.y + rect.top, width: rect.width, height: rect.height };
    },
    turnEnded: async () => {
      await page.waitForFunction(() => (window as unknown as { __pageFlip: Flip }).__pageFlip.getState() === 'read');
    },
  };
}

/**
 * Drags page corners across the book four times: from the right-hand edge to the left, or
 * in a vertical (top-bound) book from the bottom edge up; each drag waits for its turn to end.
 */
async function dragTurns(page: Page, target: DragTarget, vertical: boolean): Promise<void> {
  const box = await target.book();
  const [right, bottom] = [box.x + box.width - 4, box.y + box.height - 4];
  for (let drag = 0; drag < 4; drag += 1) {
    await page.mouse.move(right, bottom);
    await page.mouse.down();
    if (vertical) await page.mouse.move(right - box.width * 0.15, box.y + box.height * 0.2, { steps: 40 });
    else await page.mouse.move(box.x + box.width * 0.2, bottom - box.height * 0.15, { steps: 40 });
    await page.mouse.up();
    await target.turnEnded();
  }
}

/** The 95th percentile gap between requestAnimationFrame callbacks during the drags. */
export async function rafGapP95(page: Page, target: DragTarget, vertical = false): Promise<number> {
  // A plain script string: tsx would wrap a named callback in a __name() the page lacks.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    function tick(now) {
      window.__frames.push(now);
      if (window.__recording) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })()`);
  await dragTurns(page, target, vertical);
  const frames = await page.evaluate(() => {
    const state = window as unknown as { __frames: number[]; __recording: boolean };
    state.__recording = false;
    return state.__frames;
  });
  return p95(frames.slice(1).map((time, index) => time - frames[index]!));
}

/**
 * The 95th percentile main-thread busy time per frame during the same drags, from a trace
 * (main-thread-frames.ts); a separate pass, so the tracing's own cost stays out of the rAF figure.
 */
export async function mainThreadP95(browser: Browser, page: Page, target: DragTarget, vertical = false): Promise<{ wall: number; cpu: number; frames: number }> {
  const busy = await mainThreadPerFrame(browser, page, () => dragTurns(page, target, vertical));
  // An empty trace would read as a perfect 0 ms and pass its budget.
  if (busy.length === 0) throw new Error('The trace of the drags holds no frames (BeginMainThreadFrame/RunTask events not found).');
  return { wall: p95(busy.map((frame) => frame.wall)), cpu: p95(busy.map((frame) => frame.cpu)), frames: busy.length };
}
