import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url.js';

const KEY = 'media/0123456789abcdef0123456789abcdef.png';

describe('media URLs in the reader', () => {
  it('maps a stored file to where this book keeps it, and a web link to itself', () => {
    const book = { media: { [KEY]: `files/${KEY}` } };
    expect(mediaUrl(book, KEY)).toBe(`files/${KEY}`);
    expect(mediaUrl(book, ' https://example.com/logo.png ')).toBe('https://example.com/logo.png');
  });

  it('loads nothing for unsafe links, unknown keys and non-text values', () => {
    expect(mediaUrl({}, KEY)).toBeNull();
    expect(mediaUrl({ media: {} }, 'javascript:alert(1)')).toBeNull();
    expect(mediaUrl({ media: {} }, 'data:image/png;base64,AAAA')).toBeNull();
    expect(mediaUrl({ media: {} }, 42)).toBeNull();
    expect(mediaUrl({ media: {} }, '')).toBeNull();
  });
});
