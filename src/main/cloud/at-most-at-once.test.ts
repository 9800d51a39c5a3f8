import { describe, expect, it } from 'vitest';
import { atMostAtOnce } from './at-most-at-once.js';

/** A piece of work the test ends by hand, so how many run at once is seen, not timed. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { ended, open, fail };
}

describe('atMostAtOnce', () => {
  it('runs every item in order, never more than the limit at a time', async () => {
    const gates = Array.from({ length: 5 }, gate);
    const begun: number[] = [];
    let running = 0;
    let most = 0;
    const all = atMostAtOnce([0, 1, 2, 3, 4], 2, async (index) => {
      begun.push(index);
      running += 1;
      most = Math.max(most, running);
      await gates[index]?.ended;
      running -= 1;
    });
    await Promise.resolve();
    expect(begun).toEqual([0, 1]);
    gates[1]?.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(begun).toEqual([0, 1, 2]);
    for (const each of gates) each.open();
    await all;
    expect(begun).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('begins nothing after a failure, lets the running work end, then throws the first failure', async () => {
    const gates = Array.from({ length: 4 }, gate);
    const begun: number[] = [];
    const ended: number[] = [];
    const all = atMostAtOnce([0, 1, 2, 3], 2, async (index) => {
      begun.push(index);
      await gates[index]?.ended;
      ended.push(index);
    });
    let settled = false;
    void all.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    gates[0]?.fail(new Error('cut'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(begun).toEqual([0, 1]);
    expect(settled).toBe(false);
    gates[1]?.open();
    await expect(all).rejects.toThrow('cut');
    expect(begun).toEqual([0, 1]);
    expect(ended).toEqual([1]);
  });

  it('does nothing for no items', async () => {
    await atMostAtOnce([], 4, () => Promise.reject(new Error('never called')));
  });
});
