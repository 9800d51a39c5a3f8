import { describe, expect, it } from 'vitest';
import { parseMediaTable } from './parse-media-table.js';
import { galleryVideos, pageMediaItems, parseMediaItem } from './parse-page-media.js';

const VIDEO = 'media/0123456789abcdef0123456789abcdef.webm';
const box = { x: 0.1, y: 0.1, w: 0.5, h: 0.3 };

describe('reading page multimedia in the reader', () => {
  it('keeps the well-formed objects of a page and ignores every malformed one', () => {
    const settings = {
      pageMedia: {
        p1: [
          { id: 'v', kind: 'video', ...box, src: VIDEO, title: 'Intro' },
          { id: 'l', kind: 'link', ...box, url: 'https://example.com/' },
          { id: 'g', kind: 'link', ...box, page: 4 },
          { id: 'bad-url', kind: 'link', ...box, url: 'javascript:alert(1)' },
          { id: 'bad-src', kind: 'image', ...box, src: '../../secret.png' },
          { id: 'outside', kind: 'image', x: 0.8, y: 0, w: 0.5, h: 0.2, src: VIDEO },
          { id: 'kind', kind: 'script', ...box },
          { kind: 'video', ...box, src: VIDEO },
          'text',
          null,
        ],
        p2: 'not a list',
      },
    };
    expect(pageMediaItems(settings, 'p1').map((item) => item.id)).toEqual(['v', 'l', 'g']);
    expect(pageMediaItems(settings, 'p2')).toEqual([]);
    expect(pageMediaItems(settings, undefined)).toEqual([]);
    expect(pageMediaItems({ pageMedia: [1, 2] }, '0')).toEqual([]);
    expect(pageMediaItems({ pageMedia: {} }, 'toString')).toEqual([]);
    expect(parseMediaItem({ id: 'v', kind: 'video', ...box, src: VIDEO })?.inGallery).toBe(true);
  });

  it('lists the gallery videos in page order, leaving out those kept out of the gallery', () => {
    const settings = {
      pageMedia: {
        b: [{ id: 'v2', kind: 'video', ...box, src: VIDEO }],
        a: [
          { id: 'v1', kind: 'video', ...box, src: VIDEO },
          { id: 'hidden', kind: 'video', ...box, src: VIDEO, inGallery: false },
          { id: 'img', kind: 'image', ...box, src: VIDEO },
        ],
      },
    };
    expect(galleryVideos(settings, ['a', undefined, 'b']).map(({ item, page }) => [item.id, page])).toEqual([
      ['v1', 1],
      ['v2', 3],
    ]);
  });

  it('trusts only media keys mapped to safe URLs in the media table', () => {
    expect(
      parseMediaTable({ [VIDEO]: 'files/media/x.webm', 'media/evil': 'files/x', 'media/0123456789abcdef0123456789abcdef.png': 'javascript:alert(1)' }),
    ).toEqual({ media: { [VIDEO]: 'files/media/x.webm' } });
    expect(parseMediaTable({ [VIDEO]: 'flipbook-asset://project/media/x.webm' }).media?.[VIDEO]).toBe('flipbook-asset://project/media/x.webm');
    expect(parseMediaTable('nope')).toEqual({});
  });
});
