import { describe, expect, it } from 'vitest';
import {
  clampBox,
  defaultBox,
  moveBox,
  multimediaMaxBytes,
  PageMediaSchema,
  readPageMedia,
  resizeBox,
  withPageItems,
  type PageMediaItem,
} from './page-media.js';

const KEY = 'media/0123456789abcdef0123456789abcdef.png';
const image: PageMediaItem = { id: 'a', kind: 'image', x: 0.1, y: 0.2, w: 0.3, h: 0.25, src: KEY };

describe('page media data', () => {
  it('accepts each kind of object and refuses unsafe or misplaced ones', () => {
    const ok = PageMediaSchema.safeParse({
      p1: [image, { id: 'l', kind: 'link', x: 0, y: 0, w: 0.5, h: 0.1, url: 'https://example.com' }, { id: 'g', kind: 'link', x: 0, y: 0, w: 0.5, h: 0.1, page: 3 }],
    });
    expect(ok.success).toBe(true);
    const bad = (item: object) => PageMediaSchema.safeParse({ p1: [{ ...image, ...item }] }).success;
    expect(bad({ url: 'javascript:alert(1)' })).toBe(false);
    expect(bad({ src: '../../etc/passwd' })).toBe(false);
    expect(bad({ x: 0.9, w: 0.3 })).toBe(false);
    expect(bad({ kind: 'script' })).toBe(false);
    expect(bad({ page: 0 })).toBe(false);
    expect(bad({ extra: 1 })).toBe(false);
  });

  it('reads the stored value object by object, dropping only what is malformed', () => {
    const read = readPageMedia({ p1: [image, { id: 'x', kind: 'video', x: 2 }, null], p2: 'nonsense', p3: [] });
    expect(read).toEqual({ p1: [image] });
    expect(readPageMedia('nonsense')).toEqual({});
    expect(readPageMedia([image])).toEqual({});
  });

  it('replaces one page and forgets a page left empty', () => {
    const media = withPageItems({}, 'p1', [image]);
    expect(media).toEqual({ p1: [image] });
    expect(withPageItems(media, 'p1', [])).toEqual({});
  });

  it('turns the MB setting into bytes, falling back to 10 MB for a value out of range', () => {
    expect(multimediaMaxBytes(1)).toBe(1024 * 1024);
    expect(multimediaMaxBytes(undefined)).toBe(10 * 1024 * 1024);
    expect(multimediaMaxBytes(500)).toBe(10 * 1024 * 1024);
  });
});

describe('dragging and resizing against the page', () => {
  it('moves a box, stopping at every edge without shrinking it', () => {
    expect(moveBox(image, 0.1, 0.1)).toEqual({ x: 0.2, y: 0.3, w: 0.3, h: 0.25 });
    expect(moveBox(image, 5, 5)).toEqual({ x: 0.7, y: 0.75, w: 0.3, h: 0.25 });
    expect(moveBox(image, -5, -5)).toEqual({ x: 0, y: 0, w: 0.3, h: 0.25 });
  });

  it('resizes from the corner, never past the page or below the smallest size', () => {
    expect(resizeBox(image, 0.1, 0.05)).toEqual({ x: 0.1, y: 0.2, w: 0.4, h: 0.3 });
    expect(resizeBox(image, 5, 5)).toEqual({ x: 0.1, y: 0.2, w: 0.9, h: 0.8 });
    expect(resizeBox(image, -5, -5)).toEqual({ x: 0.1, y: 0.2, w: 0.02, h: 0.02 });
  });

  it('pulls a box that is too big or outside back onto the page', () => {
    expect(clampBox({ x: -1, y: 2, w: 3, h: 0.5 })).toEqual({ x: 0, y: 0.5, w: 1, h: 0.5 });
    for (const kind of ['link', 'video', 'audio', 'image'] as const) {
      const box = defaultBox(kind);
      expect(box.x + box.w).toBeLessThanOrEqual(1);
      expect(box.y + box.h).toBeLessThanOrEqual(1);
    }
  });
});
