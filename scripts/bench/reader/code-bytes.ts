import zlib from 'node:zlib';

export interface CodeBytes {
  raw: number;
  gzipped: number;
  /** Each file's share, `path raw/gzipped` in KB, for the note under the table. */
  files: string[];
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The JS and CSS a document carries inline: its `<script>` elements without src and its `<style>` elements. */
function inlineCode(html: string): string[] {
  const blocks = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>|<style[^>]*>([\s\S]*?)<\/style>/gi)];
  return blocks.map((match) => match[1] ?? match[2] ?? '').filter((code) => code.trim() !== '');
}

/**
 * Raw and gzipped (level 9, each file on its own, as a server would send it) size of the code
 * behind `urls`: whole .js and .css files, and only the inline code of an HTML document.
 */
export async function codeBytes(urls: readonly string[]): Promise<CodeBytes> {
  const total: CodeBytes = { raw: 0, gzipped: 0, files: [] };
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const isFile = /\.(js|css)$/.test(new URL(url).pathname);
    const parts = isFile ? [body] : inlineCode(body.toString('utf8')).map((code) => Buffer.from(code));
    const [raw, gzipped] = [sum(parts.map((part) => part.length)), sum(parts.map((part) => zlib.gzipSync(part, { level: 9 }).length))];
    total.raw += raw;
    total.gzipped += gzipped;
    if (raw > 0) total.files.push(`${new URL(url).pathname}${isFile ? '' : ' (inline)'} ${(raw / 1024).toFixed(1)}/${(gzipped / 1024).toFixed(1)}`);
  }
  return total;
}
