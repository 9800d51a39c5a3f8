import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdlePool, type Idler } from './idle-pool.js';

class FakeIdler implements Idler {
  closed = false;
  idle = false;
  constructor(readonly name: string) {}
  async close(): Promise<void> {
    this.closed = true;
  }
  setIdle(idle: boolean): void {
    this.idle = idle;
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('IdlePool', () => {
  it('hands back the idle thing of the key asked for, no longer idle, and only once', () => {
    const pool = new IdlePool<FakeIdler>(2, 1000);
    const a = new FakeIdler('a');
    pool.keep('pdf', a);
    expect(a.idle).toBe(true);
    expect(pool.take('other')).toBeNull();
    expect(pool.take('pdf')).toBe(a);
    expect(a.idle).toBe(false);
    expect(pool.take('pdf')).toBeNull();
    expect(a.closed).toBe(false);
  });

  it('says whether something of a key waits, without taking it', () => {
    const pool = new IdlePool<FakeIdler>(2, 1000);
    expect(pool.has('pdf')).toBe(false);
    const a = new FakeIdler('a');
    pool.keep('pdf', a);
    expect(pool.has('pdf')).toBe(true);
    expect(pool.has('other')).toBe(false);
    // Still idle and still there: asking took nothing.
    expect(a.idle).toBe(true);
    expect(pool.take('pdf')).toBe(a);
    expect(pool.has('pdf')).toBe(false);
  });

  it('closes the oldest idle thing to stay within its capacity', () => {
    const pool = new IdlePool<FakeIdler>(2, 1000);
    const [a, b, c] = [new FakeIdler('a'), new FakeIdler('b'), new FakeIdler('c')];
    pool.keep('pdf', a);
    pool.keep('pdf', b);
    pool.keep('pdf', c);
    expect(a.closed).toBe(true);
    expect(pool.size).toBe(2);
    expect(pool.take('pdf')).toBe(c);
    expect(pool.take('pdf')).toBe(b);
  });

  it('closes a thing left idle past its time', () => {
    vi.useFakeTimers();
    const pool = new IdlePool<FakeIdler>(2, 1000);
    const a = new FakeIdler('a');
    pool.keep('pdf', a);
    vi.advanceTimersByTime(999);
    expect(a.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(a.closed).toBe(true);
    expect(pool.take('pdf')).toBeNull();
  });

  it('gives the idle things of a key their full time again when renewed, and leaves the others', () => {
    vi.useFakeTimers();
    const pool = new IdlePool<FakeIdler>(3, 1000);
    const a = new FakeIdler('a');
    const b = new FakeIdler('b');
    pool.keep('pdf', a);
    pool.keep('image', b);
    vi.advanceTimersByTime(900);
    expect(pool.renew('pdf')).toBe(1);
    expect(pool.renew('none')).toBe(0);
    vi.advanceTimersByTime(100);
    expect(b.closed).toBe(true);
    expect(a.closed).toBe(false);
    vi.advanceTimersByTime(899);
    expect(a.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(a.closed).toBe(true);
    expect(pool.renew('pdf')).toBe(0);
  });

  it('closes everything on dispose, and whatever is kept after it at once', async () => {
    const pool = new IdlePool<FakeIdler>(2, 1000);
    const [a, b] = [new FakeIdler('a'), new FakeIdler('b')];
    pool.keep('pdf', a);
    await pool.dispose();
    expect(a.closed).toBe(true);
    pool.keep('pdf', b);
    expect(b.closed).toBe(true);
    expect(pool.size).toBe(0);
  });

  it('refuses a capacity below one', () => {
    expect(() => new IdlePool(0, 1000)).toThrow(RangeError);
  });
});
