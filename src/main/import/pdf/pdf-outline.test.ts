import { describe, expect, it } from 'vitest';
import { cleanTitle, readOutline, type OutlineItem, type OutlineSource } from './pdf-outline.js';

function source(items: OutlineItem[] | null, numPages = 10, named: Record<string, unknown[]> = {}): OutlineSource {
  return {
    numPages,
    getOutline: async () => items,
    getDestination: async (id) => named[id] ?? null,
    getPageIndex: async (ref) => {
      if (ref.num >= 100) throw new Error('Invalid page reference');
      return ref.num;
    },
  };
}

const item = (title: string, dest: OutlineItem['dest'], items: OutlineItem[] = []): OutlineItem => ({ title, dest, items });

describe('reading the PDF outline', () => {
  it('gives an empty table of contents for a PDF without an outline', async () => {
    expect(await readOutline(source(null))).toEqual([]);
  });

  it('resolves explicit, named and page-index destinations to 1-based pages', async () => {
    const toc = await readOutline(
      source([item('A', [{ num: 0, gen: 0 }, { name: 'Fit' }]), item('B', 'chapter-b'), item('C', [4, { name: 'XYZ' }])], 10, {
        'chapter-b': [{ num: 2, gen: 0 }, { name: 'Fit' }],
      }),
    );
    expect(toc.map((entry) => [entry.title, entry.page])).toEqual([
      ['A', 1],
      ['B', 3],
      ['C', 5],
    ]);
  });

  it('drops entries pointing at no page, past the last page or at a dangling reference', async () => {
    const toc = await readOutline(
      source([item('kept', [{ num: 1, gen: 0 }]), item('unknown name', 'nowhere'), item('past end', [42]), item('dangling', [{ num: 500, gen: 0 }]), item('none', null)], 10),
    );
    expect(toc.map((entry) => entry.title)).toEqual(['kept']);
  });

  it('keeps nesting, and puts the children of a dropped entry in its place', async () => {
    const toc = await readOutline(
      source([item('Part', null, [item('Ch 1', [1], [item('1.1', [2])]), item('Ch 2', [3])])]),
    );
    expect(toc).toEqual([
      { title: 'Ch 1', page: 2, children: [{ title: '1.1', page: 3, children: [] }] },
      { title: 'Ch 2', page: 4, children: [] },
    ]);
  });

  it('stops at a bounded depth for a pathologically deep outline', async () => {
    let deep: OutlineItem = item('leaf', [0]);
    for (let i = 0; i < 100; i += 1) deep = item(`level ${i}`, [0], [deep]);
    let depth = 0;
    for (let level = await readOutline(source([deep])); level.length > 0; level = level[0]?.children ?? []) depth += 1;
    expect(depth).toBeLessThanOrEqual(16);
    expect(depth).toBeGreaterThan(1);
  });

  it('trims titles, turns control characters into spaces and caps them at 500 characters', () => {
    expect(cleanTitle('  Chapter\r\n One \u0000 ')).toBe('Chapter One');
    expect(cleanTitle('x'.repeat(600))).toHaveLength(500);
    expect(cleanTitle(`${'x'.repeat(499)}😀`)).toBe('x'.repeat(499));
    expect(cleanTitle(undefined)).toBe('');
  });
});
