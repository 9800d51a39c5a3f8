import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './index-html.js';

const template = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'reader', 'index.html'), 'utf8');

describe("the published book's index.html", () => {
  it('puts the title, description and keywords into the head of the real reader template', () => {
    const html = renderIndexHtml(template, { title: 'Free Culture', description: 'By Lessig', keywords: 'law, culture' });
    expect(html).toContain('<title>Free Culture</title>');
    expect(html).toContain('<meta name="description" content="By Lessig">');
    expect(html).toContain('<meta name="keywords" content="law, culture">');
    expect(html).toContain('<script src="reader.js" defer></script>');
  });

  it('escapes markup and quotes from the book', () => {
    const html = renderIndexHtml(template, {
      title: '</title><script>alert(1)</script>',
      description: '" onload="alert(1)',
      keywords: "a'b&c",
    });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot; onload=&quot;alert(1)">');
    expect(html).toContain('<meta name="keywords" content="a&#39;b&amp;c">');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('keeps replacement patterns in a title as plain text', () => {
    expect(renderIndexHtml(template, { title: "$& $' $1", description: '', keywords: '' })).toContain("<title>$&amp; $&#39; $1</title>");
  });

  it('refuses a template that lost its title tag', () => {
    expect(() => renderIndexHtml('<html></html>', { title: 't', description: '', keywords: '' })).toThrow(/title/);
  });
});
