import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webMediaUse, withPublishedMediaCsp } from './web-media-csp.js';

const READER_HTML = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'reader', 'index.html'), 'utf8');

function directive(html: string, name: string): string[] {
  const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe("the published book's picture and sound sources", () => {
  it('let the preview show web pictures, but a published book that links none loads nothing remote', () => {
    expect(directive(READER_HTML, 'img-src')).toContain('https:');
    const closed = withPublishedMediaCsp(READER_HTML, { backgroundImage: `media/${'a'.repeat(32)}.png` });
    expect(directive(closed, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(closed, 'media-src')).toEqual(["'self'", 'blob:']);
    expect(directive(closed, 'script-src')).toEqual(directive(READER_HTML, 'script-src'));
  });

  it('allow https pictures or sounds only for the kind the author linked on the web', () => {
    expect(webMediaUse({ backgroundImage: 'https://example.com/sky.jpg' })).toEqual({ pictures: true, sounds: false });
    expect(webMediaUse({ backgroundSound: 'https://example.com/rain.mp3', backgroundImage: 'http://example.com/x.jpg' })).toEqual({ pictures: false, sounds: true });
    const pictures = withPublishedMediaCsp(READER_HTML, { backgroundImage: 'https://example.com/sky.jpg' });
    expect(directive(pictures, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directive(pictures, 'media-src')).not.toContain('https:');
  });
});
