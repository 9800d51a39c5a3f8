import { describe, expect, it } from 'vitest';
import { isSignatureFile, manifestLine } from './jar-signature.js';

describe('JAR manifest lines', () => {
  it('keeps a short header on one line', () => {
    expect(manifestLine('Name', 'classes.dex')).toBe('Name: classes.dex\r\n');
  });

  it('wraps at 72 bytes with continuation lines that start with a space', () => {
    const name = `assets/book/files/${'p'.repeat(150)}.webp`;
    const text = manifestLine('Name', name);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.length).toBeGreaterThan(2);
    expect(Buffer.byteLength(lines[0] ?? '')).toBe(72);
    for (const line of lines.slice(1)) {
      expect(line.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
    }
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`Name: ${name}`);
  });

  it('never splits a multi-byte character across lines', () => {
    const name = `assets/book/${'书'.repeat(40)}`;
    const lines = manifestLine('Name', name).split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\uFFFD'))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`Name: ${name}`);
  });

  it('knows which entries are the signature itself', () => {
    expect(['META-INF/MANIFEST.MF', 'META-INF/CERT.SF', 'META-INF/CERT.RSA', 'META-INF/OTHER.EC'].every(isSignatureFile)).toBe(true);
    expect(['META-INF/services/x', 'assets/book/CERT.SF', 'classes.dex'].some(isSignatureFile)).toBe(false);
  });
});
