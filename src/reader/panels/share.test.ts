import { describe, expect, it } from 'vitest';
import { embedCode, expandMacros, htmlLinkCode, mailtoUrl, parsePrintRange } from './share.js';

const values = { title: 'A & B', link: 'https://example.org/book/#page=3', thumb: 'https://example.org/book/files/page-3-thumb.webp' };

describe('sharing a book', () => {
  it('fills the title, link and thumb macros and leaves other braces alone', () => {
    expect(expandMacros('{title}: {link} {thumb} {other}', values)).toBe(`A & B: ${values.link} ${values.thumb} {other}`);
  });

  it('encodes the subject and body of the mailto link', () => {
    const url = new URL(mailtoUrl('Read {title}', '{link}', values));
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Read A & B');
    expect(url.searchParams.get('body')).toBe(values.link);
  });
});

describe('the HTML and embed codes of the share panel', () => {
  const values = { title: 'Tom & "Jerry" <b>', link: 'https://example.org/book/?a=1&b=2', thumb: '' };

  it('links to the book with its title, escaped so a title cannot break the snippet', () => {
    expect(htmlLinkCode(values)).toBe('<a href="https://example.org/book/?a=1&#38;b=2">Tom &#38; &#34;Jerry&#34; &#60;b&#62;</a>');
  });

  it('frames the book, allowing full screen', () => {
    const code = embedCode(values);
    expect(code).toMatch(/^<iframe src="https:\/\/example\.org\/book\/\?a=1&#38;b=2" title="Tom &#38; &#34;Jerry&#34; &#60;b&#62;"/);
    expect(code).toContain('allowfullscreen></iframe>');
  });
});

describe('print ranges', () => {
  it('reads all, pages and spans, sorted and once each', () => {
    expect(parsePrintRange('', 3)).toEqual([1, 2, 3]);
    expect(parsePrintRange('all', 2)).toEqual([1, 2]);
    expect(parsePrintRange('5, 1-3, 2', 6)).toEqual([1, 2, 3, 5]);
  });

  it('refuses malformed ranges and pages past the end', () => {
    expect(parsePrintRange('1-', 6)).toBeNull();
    expect(parsePrintRange('3-1', 6)).toBeNull();
    expect(parsePrintRange('7', 6)).toBeNull();
    expect(parsePrintRange('0', 6)).toBeNull();
  });
});
