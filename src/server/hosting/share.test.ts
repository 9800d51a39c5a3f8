import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrPng, qrSvg, shareLinks } from './share.js';

const run = promisify(execFile);

const PLAIN = 'https://books.example.com/b/annual-report';
const QUERY_AND_LONG_PATH =
  'https://books.example.com/b/' + 'chapter-'.repeat(12) + 'final/index.html?page=12&lang=pt-BR&utm_source=newsletter&q=caf%C3%A9#spread-6';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'share-qr-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What a real scanner reads from the image, so the test does not trust our encoder's own reading. */
async function scan(png: Buffer, name: string): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, png);
  const { stdout } = await run('zbarimg', ['--raw', '-q', file]);
  return stdout.replace(/\n$/, '');
}

/** The iframe's attributes, unescaped, or null if the code is not one well-formed iframe with quoted or bare attributes. */
function parseIframe(html: string): Map<string, string> | null {
  const match = /^<iframe((?:\s+[a-z]+(?:="[^"<>]*")?)*)><\/iframe>$/.exec(html);
  if (!match) return null;
  const attributes = new Map<string, string>();
  for (const [, name, value] of (match[1] ?? '').matchAll(/\s+([a-z]+)(?:="([^"]*)")?/g)) {
    const text = (value ?? '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    attributes.set(name ?? '', text);
  }
  return attributes;
}

describe('qrPng', () => {
  it.each([
    ['plain', PLAIN],
    ['query-and-long-path', QUERY_AND_LONG_PATH],
  ])('decodes back to the exact %s URL', async (name, url) => {
    const png = await qrPng(url);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(512);
    expect(await scan(png, `${name}.png`)).toBe(url);
  });

  it('leaves a quiet zone of four modules, white, around black modules', async () => {
    const modules = QRCode.create(QUERY_AND_LONG_PATH, { errorCorrectionLevel: 'M' }).modules.size;
    const { data, info } = await sharp(await qrPng(QUERY_AND_LONG_PATH)).greyscale().raw().toBuffer({ resolveWithObject: true });
    // The top-left finder pattern's first row is dark from the quiet zone's edge on.
    const row = Math.floor(((4 + 0.5) * info.width) / (modules + 8));
    const firstDark = [...data.subarray(row * info.width, (row + 1) * info.width)].findIndex((value) => value < 128);
    expect(firstDark).toBe(Math.ceil((4 * info.width) / (modules + 8)));
    expect(new Set(data)).toEqual(new Set([0, 255]));
  });

  it('honours a custom size and refuses odd ones', async () => {
    expect((await sharp(await qrPng(PLAIN, 300)).metadata()).width).toBe(300);
    for (const size of [0, 63, 4097, 1.5, Number.NaN]) await expect(qrPng(PLAIN, size)).rejects.toThrow(Error);
  });
});

describe('qrSvg', () => {
  it.each([
    ['plain', PLAIN],
    ['query-and-long-path', QUERY_AND_LONG_PATH],
  ])('renders to a PNG that decodes back to the exact %s URL', async (name, url) => {
    const svg = await qrSvg(url);
    // Level M fixes the symbol's size for this text; the viewBox adds four modules each side.
    const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(svg).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
    // The SVG is a few dozen user units wide; a higher density rasterises it large enough to scan.
    const png = await sharp(Buffer.from(svg), { density: 72 * 10 }).png().toBuffer();
    expect(await scan(png, `${name}-svg.png`)).toBe(url);
  });
});

describe('shareLinks', () => {
  it('gives the link and an iframe at 800 × 600 by default', () => {
    const { link, embedCode } = shareLinks(PLAIN);
    expect(link).toBe(PLAIN);
    const iframe = parseIframe(embedCode);
    expect(iframe).not.toBeNull();
    expect(Object.fromEntries(iframe ?? [])).toEqual({
      src: PLAIN,
      width: '800',
      height: '600',
      title: 'Flipbook',
      style: 'border:0',
      loading: 'lazy',
      allow: 'fullscreen',
      allowfullscreen: '',
    });
  });

  it('escapes the title and the src, and takes custom sizes', () => {
    const title = `Tom & Jerry's "<Best>" Book`;
    const { link, embedCode } = shareLinks(QUERY_AND_LONG_PATH, { width: 100, height: 4000, title });
    expect(link).toBe(QUERY_AND_LONG_PATH);
    expect(embedCode).toContain('title="Tom &amp; Jerry&#39;s &quot;&lt;Best&gt;&quot; Book"');
    expect(embedCode).toContain('&amp;lang=pt-BR&amp;utm_source');
    const iframe = parseIframe(embedCode);
    expect(iframe?.get('title')).toBe(title);
    expect(iframe?.get('src')).toBe(QUERY_AND_LONG_PATH);
    expect(iframe?.get('width')).toBe('100');
    expect(iframe?.get('height')).toBe('4000');
  });

  it('escapes a quote in the URL, so it cannot end the src attribute', () => {
    const url = `https://books.example.com/b/x?a="><script>alert(1)</script>`;
    const { embedCode } = shareLinks(url);
    expect(embedCode).not.toContain('<script>');
    expect(parseIframe(embedCode)?.get('src')).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    'https:\\\\evil.example',
    'https://books.example.com/\nb',
    'https://books.example.com/\u0000',
    'ftp://x',
    '//evil.example/b',
    'books.example.com/b',
    '',
  ])('refuses the URL %j', (url) => {
    expect(() => shareLinks(url)).toThrow(Error);
  });

  it.each([0, 99, 4001, 99999, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -800])('refuses the size %s', (size) => {
    expect(() => shareLinks(PLAIN, { width: size })).toThrow(Error);
    expect(() => shareLinks(PLAIN, { height: size })).toThrow(Error);
  });
});
