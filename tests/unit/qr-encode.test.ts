import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeQr, type QrCode } from '../../src/shared/qr/qr-encode.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-qr-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Draws the code 4 pixels a module with the standard 4-module quiet zone, as a grey PNG. */
async function toPng(code: QrCode, name: string): Promise<string> {
  const scale = 4;
  const side = (code.size + 8) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  code.modules.forEach((dark, index) => {
    if (!dark) return;
    const x = ((index % code.size) + 4) * scale;
    const y = (Math.floor(index / code.size) + 4) * scale;
    for (let dy = 0; dy < scale; dy += 1) pixels.fill(0, (y + dy) * side + x, (y + dy) * side + x + scale);
  });
  const file = path.join(dir, `${name}.png`);
  await sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png().toFile(file);
  return file;
}

/** What Debian's zbarimg (an independent decoder) reads from the picture. */
function decode(file: string): string {
  return execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8');
}

describe('QR codes', () => {
  const texts = [
    'https://example.com/',
    'https://books.example.com/reader/index.html#page=12',
    `https://example.com/${'book/'.repeat(20)}`,
    `https://example.com/${'a'.repeat(120)}?q=${'z'.repeat(40)}`,
    `https://例え.jp/本/${'ページ'.repeat(12)}`,
    'x'.repeat(213),
  ];

  it.each(texts.map((text, i) => [i, text] as const))('encodes text %i so an independent decoder reads it back', async (i, text) => {
    const code = encodeQr(text);
    expect(code.modules).toHaveLength(code.size * code.size);
    expect(decode(await toPng(code, `t${i}`))).toBe(text);
  });

  it('uses the smallest version that fits and grows with the text', () => {
    expect(encodeQr('hi').size).toBe(21);
    expect(encodeQr('x'.repeat(14)).size).toBe(21);
    expect(encodeQr('x'.repeat(15)).size).toBe(25);
    expect(encodeQr('x'.repeat(213)).size).toBe(57);
  });

  it('refuses text longer than a version 10 code holds', () => {
    expect(() => encodeQr('x'.repeat(214))).toThrow(RangeError);
  });
});
