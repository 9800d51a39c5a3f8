import { describe, expect, it } from 'vitest';
import { BookListCache } from './book-list-cache.js';
import type { BookListQuery } from './book-list-query.js';

const FIRST: BookListQuery = { page: 1, pageSize: 20, sort: 'updated', order: 'desc' };

describe('the cache of book-list pages', () => {
  it('reads a page once for requests that come together, and keys it by account, revision and query', async () => {
    const cache = new BookListCache();
    let reads = 0;
    const read = () => Promise.resolve(`page ${++reads}`);
    const together = await Promise.all([cache.page('a', '1', FIRST, read), cache.page('a', '1', FIRST, read)]);
    expect(together).toEqual(['page 1', 'page 1']);
    expect(await cache.page('a', '2', FIRST, read)).toBe('page 2');
    expect(await cache.page('b', '1', FIRST, read)).toBe('page 3');
    expect(await cache.page('a', '1', { ...FIRST, page: 2 }, read)).toBe('page 4');
    expect(await cache.page('a', '1', { ...FIRST, order: 'asc' }, read)).toBe('page 5');
    expect(await cache.page('a', '1', FIRST, read)).toBe('page 1');
  });

  it('does not keep a read that failed', async () => {
    const cache = new BookListCache();
    await expect(cache.page('a', '1', FIRST, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.page('a', '1', FIRST, () => Promise.resolve('page'))).toBe('page');
  });

  it('lets the least recently used page go past its capacity', async () => {
    const cache = new BookListCache(2);
    await cache.page('a', '1', FIRST, () => Promise.resolve('a'));
    await cache.page('b', '1', FIRST, () => Promise.resolve('b'));
    await cache.page('a', '1', FIRST, () => Promise.resolve('unused'));
    await cache.page('c', '1', FIRST, () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.page('a', '1', FIRST, () => Promise.resolve('again'))).toBe('a');
    expect(await cache.page('b', '1', FIRST, () => Promise.resolve('b read again'))).toBe('b read again');
  });
});
