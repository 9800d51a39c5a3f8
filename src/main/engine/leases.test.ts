import { describe, expect, it } from 'vitest';
import { Leases } from './leases.js';

const open = () => new AbortController().signal;

describe('Leases', () => {
  it('hands out no more leases than it has, and a returned lease goes to the longest waiter', async () => {
    const leases = new Leases(2);
    const first = await leases.acquire(open());
    const second = await leases.acquire(open());
    expect(leases.available).toBe(0);
    const order: string[] = [];
    const third = leases.acquire(open()).then((release) => (order.push('third'), release));
    const fourth = leases.acquire(open()).then((release) => (order.push('fourth'), release));
    first?.();
    await third;
    expect(order).toEqual(['third']);
    second?.();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect(leases.available).toBe(0);
  });

  it('counts a lease given back twice once', async () => {
    const leases = new Leases(1);
    const release = await leases.acquire(open());
    release?.();
    release?.();
    expect(leases.available).toBe(1);
  });

  it('lets a waiter whose signal aborts go without a lease, and leaves its place to the next', async () => {
    const leases = new Leases(1);
    const held = await leases.acquire(open());
    const stop = new AbortController();
    const stopped = leases.acquire(stop.signal);
    const after = leases.acquire(open());
    stop.abort();
    expect(await stopped).toBeNull();
    held?.();
    expect(await after).toBeTypeOf('function');
    expect(leases.available).toBe(0);
  });

  it('gives nothing to a signal that has already aborted', async () => {
    const leases = new Leases(1);
    expect(await leases.acquire(AbortSignal.abort())).toBeNull();
    expect(leases.available).toBe(1);
  });
});
