import type { TextLayer } from '../domain/page-content.js';

/**
 * A page's text layer as words to read aloud: runs in their stored (content) order, a
 * space between runs on one line and a line break where the next run starts lower or
 * higher than half a line away. Hyphenated line ends are joined, so "publish-" + "ing"
 * is read as one word. The result is cut at `max` characters, at a word boundary.
 */
export function readingText(items: TextLayer['items'], max: number): string {
  let out = '';
  let previous: TextLayer['items'][number] | undefined;
  for (const item of items) {
    const text = item.text.replace(/\s+/g, ' ');
    if (text.trim() === '') continue;
    if (previous !== undefined) {
      const newLine = Math.abs(item.y - previous.y) > Math.max(item.height, previous.height) / 2;
      if (newLine && out.endsWith('-')) out = out.slice(0, -1);
      else if (newLine) out = `${out.trimEnd()}\n`;
      else if (!out.endsWith(' ') && !text.startsWith(' ')) out += ' ';
    }
    out += newLineTrim(out, text);
    previous = item;
    if (out.length >= max) break;
  }
  return cutAtWord(out.trim(), max);
}

function newLineTrim(out: string, text: string): string {
  return out === '' || out.endsWith('\n') ? text.trimStart() : text;
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return space > max / 2 ? cut.slice(0, space) : cut;
}
