import { describe, expect, it } from 'vitest';
import { BatchedLookup } from './batched-lookup.js';

/** A read that the test finishes by hand, recording the keys of each statement. */
function manualReads() {
  const reads: { keys: string[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const lookup = new BatchedLookup<string, string>(
    (keys) =>
      new Promise((resolve, reject) => {
        reads.push({ keys, finish: () => resolve(new Map(keys.filter((key) => key !== 'unknown').map((key) => [key, `row of ${key}`]))), fail: reject });
      }),
    3,
  );
  return { lookup, reads };
}

/** Two turns of the event loop: a finished statement's callbacks run, and so does the next statement it queues at the end of its turn. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const settle = async () => {
  await turn();
  await turn();
};

describe('BatchedLookup', () => {
  it('reads a key in the turn that asked for it when no statement is running', async () => {
    const { lookup, reads } = manualReads();
    const answer = lookup.get('a');
    await settle();
    expect(reads.map((read) => read.keys)).toEqual([['a']]);
    reads[0]?.finish();
    expect(await answer).toBe('row of a');
  });

  it('sends the keys asked for in one turn together, even when the database answers within the turn', async () => {
    const lookup = new BatchedLookup<string, string>((keys) => {
      statements.push(keys);
      return Promise.resolve(new Map(keys.map((key) => [key, `row of ${key}`])));
    });
    const statements: string[][] = [];
    expect(await Promise.all(['a', 'b', 'a', 'c'].map((key) => lookup.get(key)))).toEqual(['row of a', 'row of b', 'row of a', 'row of c']);
    expect(statements).toEqual([['a', 'b', 'c']]);
  });

  it('sends the keys asked for while a statement runs together in the next one, each key once', async () => {
    const { lookup, reads } = manualReads();
    const first = lookup.get('a');
    await settle();
    const waiting = [lookup.get('b'), lookup.get('a'), lookup.get('b'), lookup.get('unknown')];
    expect(reads).toHaveLength(1);
    reads[0]?.finish();
    await first;
    await settle();
    expect(reads.map((read) => read.keys)).toEqual([['a'], ['b', 'a', 'unknown']]);
    reads[1]?.finish();
    expect(await Promise.all(waiting)).toEqual(['row of b', 'row of a', 'row of b', undefined]);
  });

  it('never answers a key from a statement sent before the key was asked for', async () => {
    const { lookup, reads } = manualReads();
    const early = lookup.get('a');
    await settle();
    const late = lookup.get('a');
    // The statement for `early` was already running when `late` asked, so `late` waits for its own.
    reads[0]?.finish();
    expect(await early).toBe('row of a');
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]?.finish();
    expect(await late).toBe('row of a');
  });

  it('fails only the lookups a failed statement carried', async () => {
    const { lookup, reads } = manualReads();
    const first = lookup.get('a');
    await settle();
    const second = lookup.get('b');
    reads[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    reads[1]?.finish();
    expect(await second).toBe('row of b');
    const after = lookup.get('c');
    await settle();
    reads[2]?.finish();
    expect(await after).toBe('row of c');
  });

  it('sends at most maxKeys distinct keys in one statement, the oldest first', async () => {
    const { lookup, reads } = manualReads();
    const first = lookup.get('x');
    await settle();
    const waiting = ['a', 'b', 'a', 'c', 'd', 'e'].map((key) => lookup.get(key));
    reads[0]?.finish();
    await first;
    await settle();
    expect(reads[1]?.keys).toEqual(['a', 'b', 'c']);
    reads[1]?.finish();
    await settle();
    expect(reads[2]?.keys).toEqual(['d', 'e']);
    reads[2]?.finish();
    expect(await Promise.all(waiting)).toEqual(['row of a', 'row of b', 'row of a', 'row of c', 'row of d', 'row of e']);
  });
});
