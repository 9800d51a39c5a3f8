import { describe, expect, it } from 'vitest';
import { logoLook } from './logo.js';

const KEY = 'media/0123456789abcdef0123456789abcdef.png';
const resolve = (key: string) => (key === KEY ? `files/${KEY}` : null);

describe('the book logo', () => {
  it('shows a picture stored in the book, with its link, padding and height', () => {
    expect(logoLook({ logoImage: KEY, logoUrl: 'https://example.org', logoLeftPadding: 12, logoHeight: 40 }, resolve)).toEqual({
      src: `files/${KEY}`,
      href: 'https://example.org',
      height: 40,
      padding: 12,
      fixed: false,
    });
  });

  it('makes a large logo 55 px high and keeps a web picture as it is', () => {
    expect(logoLook({ logoImage: 'https://cdn.example.org/logo.png', logoLarge: true, logoFixedSize: true }, resolve)).toMatchObject({
      src: 'https://cdn.example.org/logo.png',
      href: null,
      height: 55,
      fixed: true,
    });
  });

  it('shows nothing for no picture, an unsafe one or a key the book lacks, and no unsafe link', () => {
    expect(logoLook({}, resolve)).toBeNull();
    expect(logoLook({ logoImage: 'javascript:alert(1)' }, resolve)).toBeNull();
    expect(logoLook({ logoImage: 'media/ffffffffffffffffffffffffffffffff.png' }, resolve)).toBeNull();
    expect(logoLook({ logoImage: KEY, logoUrl: 'javascript:alert(1)' }, resolve)?.href).toBeNull();
  });
});
