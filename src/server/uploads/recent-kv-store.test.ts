import { describe, expect, it } from 'vitest';
import { RecentKvStore } from './recent-kv-store.js';

function storeWithClock(keepMs: number) {
  let now = 1_000_000;
  const store = new RecentKvStore<string>(keepMs, () => now);
  return { store, advance: (ms: number) => (now += ms) };
}

describe("the cache of tus uploads' .info", () => {
  it('gives an entry back while it is recent, and not once it is older than it keeps', async () => {
    const { store, advance } = storeWithClock(1_000);
    await store.set('a', 'info of a');
    advance(999);
    expect(await store.get('a')).toBe('info of a');
    advance(1);
    expect(await store.get('a')).toBeUndefined();
  });

  it('keeps an entry stored again for the whole time from then', async () => {
    const { store, advance } = storeWithClock(1_000);
    await store.set('a', 'first');
    advance(800);
    await store.set('a', 'second');
    advance(800);
    expect(await store.get('a')).toBe('second');
  });

  it('forgets old entries nobody asks for again, so they do not pile up', async () => {
    const { store, advance } = storeWithClock(1_000);
    for (let index = 0; index < 100; index++) await store.set(`abandoned-${index}`, 'info');
    advance(1_000);
    await store.set('fresh', 'info');
    expect(await store.list()).toEqual(['fresh']);
  });

  it('removes an entry at once when asked', async () => {
    const { store } = storeWithClock(1_000);
    await store.set('a', 'info');
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
    expect(await store.list()).toEqual([]);
  });
});
