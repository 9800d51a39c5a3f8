import { describe, expect, it } from 'vitest';
import { acceptsMediaFile, collectMediaKeys, isBookMediaKey, mediaLimitBytes, publishedMediaPath } from './book-media.js';

const KEY = 'media/0123456789abcdef0123456789abcdef.png';

describe('book media', () => {
  it('recognises only well-formed media keys', () => {
    expect(isBookMediaKey(KEY)).toBe(true);
    expect(isBookMediaKey('media/../etc/passwd.png')).toBe(false);
    expect(isBookMediaKey('pages/0123456789abcdef0123456789abcdef.png')).toBe(false);
    expect(isBookMediaKey('media/0123456789ABCDEF0123456789abcdef.png')).toBe(false);
    expect(isBookMediaKey('https://example.com/a.png')).toBe(false);
  });

  it('finds every key nested in settings and page data, once each', () => {
    const other = 'media/ffffffffffffffffffffffffffffffff.mp3';
    const found = collectMediaKeys({ logoImage: KEY, bookmarks: [{ texture: KEY }], audio: { p1: { file: other } }, n: 3, s: 'media/x.png' });
    expect([...found].sort()).toEqual([other, KEY].sort());
  });

  it('accepts files by kind and refuses executables as attachments', () => {
    expect(acceptsMediaFile('image', 'Logo.PNG')).toBe(true);
    expect(acceptsMediaFile('image', 'logo.svg')).toBe(false);
    expect(acceptsMediaFile('sound', 'talk.flac')).toBe(true);
    expect(acceptsMediaFile('video', 'clip.mov')).toBe(false);
    expect(acceptsMediaFile('attachment', 'setup.EXE')).toBe(false);
    expect(acceptsMediaFile('attachment', 'notes.docx')).toBe(true);
    expect(acceptsMediaFile('attachment', 'no-extension')).toBe(false);
  });

  it('limits attachments to 100 MB and other media to 10 MB unless raised, never above the cap', () => {
    expect(mediaLimitBytes('attachment', 5)).toBe(100 * 1024 * 1024);
    expect(mediaLimitBytes('video')).toBe(10 * 1024 * 1024);
    expect(mediaLimitBytes('video', 50 * 1024 * 1024)).toBe(50 * 1024 * 1024);
    expect(mediaLimitBytes('video', 500 * 1024 * 1024)).toBe(100 * 1024 * 1024);
    expect(publishedMediaPath(KEY)).toBe(`files/${KEY}`);
  });
});
