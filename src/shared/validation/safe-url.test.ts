import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeWebUrl, isWebUrl, safeLinkUrl, safeMailto } from './safe-url.js';

/** What a browser would do with the text: the URL it resolves to from a book's page. */
function browserResolves(url: string): URL | null {
  try {
    return new URL(url, 'https://book.example/reader/');
  } catch {
    return null;
  }
}

describe('web links and the book files', () => {
  it('takes http, https and relative files of the book', () => {
    for (const url of ['https://example.com/', 'http://example.com/a?b=c#d', 'files/media/0123.mp3', 'page.html#x', '../up.pdf', 'a b.pdf']) {
      expect(isSafeWebUrl(url), url).toBe(true);
    }
  });

  it('refuses what a browser would run as script or send to another host', () => {
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example\\x',
      'https://',
      'vbscript:msgbox',
      '',
    ]) {
      expect(isSafeWebUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('never lets a text that a browser resolves away from the book or the web through (property)', () => {
    const pieces = fc.constantFrom('java', 'script', ':', '/', '\\', '\t', '\n', '\u0000', '\u001f', ' ', 'evil.example', 'http', 's', '//', 'data', '%0a', '.', 'a');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const url = parts.join('');
        if (!isSafeWebUrl(url)) return;
        const resolved = browserResolves(url);
        expect(resolved).not.toBeNull();
        const protocol = resolved?.protocol;
        expect(protocol === 'http:' || protocol === 'https:').toBe(true);
        // A relative file stays on the book's host.
        if (!/^https?:/i.test(url)) expect(resolved?.host).toBe('book.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('an absolute web link has a host', () => {
    expect(isWebUrl('https://example.com')).toBe(true);
    expect(isWebUrl('files/a.pdf')).toBe(false);
    expect(isWebUrl('http:/x')).toBe(true);
    expect(isWebUrl('http:\\\\x')).toBe(false);
  });
});

describe('mailto and tel links', () => {
  it('keep only the subject, body, cc and bcc of a mailto link', () => {
    expect(safeMailto('mailto:a@example.com?subject=Hi&attach=/etc/passwd&body=Yes')).toBe('mailto:a@example.com?subject=Hi&body=Yes');
    expect(safeMailto('mailto:a@example.com?ATTACH=x&CC=b@example.com')).toBe('mailto:a@example.com?cc=b%40example.com');
    expect(safeMailto('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeMailto('mailto:?subject=A%20book&body=Read%20it')).toBe('mailto:?subject=A%20book&body=Read%20it');
    expect(safeMailto('mailto:a@example.com?subject=x\n&attach=y')).toBeNull();
    expect(safeMailto('https://example.com')).toBeNull();
  });

  it('a link from a page is a web link, a cleaned mailto or a phone number, and nothing else', () => {
    expect(safeLinkUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(safeLinkUrl('mailto:a@example.com?file=secret')).toBe('mailto:a@example.com');
    expect(safeLinkUrl('tel:+44 20 7946 0000')).toBe('tel:+44 20 7946 0000');
    for (const url of ['tel:+1;javascript:x', 'java\tscript:alert(1)', 'files/a.pdf', 'ftp://example.com', 'sms:123']) expect(safeLinkUrl(url), url).toBeNull();
  });
});
