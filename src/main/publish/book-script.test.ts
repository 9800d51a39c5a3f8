import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { defaultBookConfig, type ProjectSnapshot } from '../../shared/domain/book.js';
import type { ReaderBookData } from '../../shared/reader/book-data.js';
import { renderBookScript, scriptSafeJson, toReaderBookData } from './book-script.js';

const HOSTILE = '</script><img src=x onerror=alert(1)><!-- & \u2028\u2029';

function runBookScript(script: string): ReaderBookData {
  const sandbox = { window: {} as Record<string, unknown> };
  vm.runInNewContext(script, sandbox);
  return sandbox.window.__FLIPBOOK_BOOK__ as ReaderBookData;
}

const book: ReaderBookData = { version: 1, title: HOSTILE, description: HOSTILE, pages: [], toc: [{ title: HOSTILE, page: 1, children: [] }], settings: {} };

describe('book.js', () => {
  it('keeps a title that tries to close the script inert', () => {
    const script = renderBookScript(book);
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(script).not.toContain('</script');
    expect(script).toContain('\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e');
  });

  it('gives the reader back exactly the text it was given', () => {
    expect(runBookScript(renderBookScript(book))).toEqual(book);
  });

  it('escapes the line and paragraph separators', () => {
    expect(scriptSafeJson('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });

  it('points each page at its published image files', () => {
    const snapshot: ProjectSnapshot = {
      id: 'x',
      path: null,
      dirty: false,
      book: { ...defaultBookConfig('Tracemonkey'), description: 'A paper', settings: { flip: 'soft' } },
      pages: [1, 2].map((n) => ({
        id: `p${n}`,
        width: 600,
        height: 800 + n,
        renditions: { thumb: `a/${n}t`, normal: `a/${n}n`, hd: `a/${n}h` },
        source: { kind: 'blank' as const },
      })),
      toc: [],
      revision: 3,
    };
    const data = toReaderBookData(snapshot);
    expect(data).toMatchObject({ title: 'Tracemonkey', description: 'A paper', settings: { flip: 'soft' } });
    expect(data.pages[1]).toEqual({
      id: 'p2',
      width: 600,
      height: 802,
      thumb: 'files/page-2-thumb.webp',
      normal: 'files/page-2-normal.webp',
      hd: 'files/page-2-hd.webp',
    });
  });
});
