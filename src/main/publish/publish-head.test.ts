import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBookConfig, type ProjectSnapshot } from '../../shared/domain/book.js';
import { renderPublishedIndex } from './publish-head.js';

const template = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'reader', 'index.html'), 'utf8');

function snapshot(title: string, description = 'About it'): ProjectSnapshot {
  return { id: 'p', path: null, dirty: false, book: { ...defaultBookConfig(title), description, keywords: 'a, b' }, pages: [], toc: [], revision: 0 };
}

const csp = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';

describe("the published index.html's head", () => {
  it('carries Open Graph and Twitter card tags, escaped', () => {
    const html = renderPublishedIndex(template, snapshot('"><script>alert(1)</script>', "It's <b>bold</b>"));
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).toContain('<meta property="og:description" content="It&#39;s &lt;b&gt;bold&lt;/b&gt;">');
    expect(html).toContain('<meta property="og:type" content="book">');
    expect(html).toContain('<meta property="og:image" content="files/page-1-thumb.webp">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("lets the author's title, keywords and description override the book's, but not when blank", () => {
    const html = renderPublishedIndex(template, snapshot('Book'), { title: 'Site title', keywords: 'x, y', description: '  ' });
    expect(html).toContain('<title>Site title</title>');
    expect(html).toContain('<meta property="og:title" content="Site title">');
    expect(html).toContain('<meta name="keywords" content="x, y">');
    expect(html).toContain('<meta name="description" content="About it">');
  });

  it('never publishes an empty description: a book without one is described by its title', () => {
    const html = renderPublishedIndex(template, snapshot('Free Culture', ''));
    expect(html).toContain('<meta name="description" content="Free Culture">');
    expect(html).toContain('<meta property="og:description" content="Free Culture">');
  });

  it('adds no tracking script and keeps the strict CSP when none is given', () => {
    const html = renderPublishedIndex(template, snapshot('Book'), { trackingScript: '   ' });
    expect(html).not.toContain('tracking script');
    expect(csp(html)).toBe(csp(template));
  });

  it("puts the author's tracking script in the head verbatim and allows exactly its inline code", () => {
    const inline = "window.dataLayer = window.dataLayer || []; gtag('config', 'G-1');";
    const script = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>\n<script>${inline}</script>`;
    const html = renderPublishedIndex(template, snapshot('Book'), { trackingScript: script });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(script);
    const policy = csp(html);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy).toMatch(new RegExp(`script-src 'self' https: 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`));
    expect(policy).toContain("connect-src 'self' https:");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("default-src 'none'");
  });

  it('links the text version in a crawlable way only when it is written', () => {
    expect(renderPublishedIndex(template, snapshot('Book'))).not.toContain('text/index.html');
    const html = renderPublishedIndex(template, snapshot('<Book>'), { seoText: true });
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(/<a href="text\/index.html" class="seo-text-link fb-visually-hidden">&lt;Book&gt;: text version<\/a>/);
  });
});
