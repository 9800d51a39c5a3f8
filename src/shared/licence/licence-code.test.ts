import { describe, expect, it } from 'vitest';
import { licenceCodeFromRandom, maskLicenceCode, normaliseLicenceCode } from './licence-code.js';
import { fingerprintOfTerminalCode, terminalCodeOf } from './terminal-code.js';

const RANDOM = Uint8Array.from({ length: 24 }, (_, index) => (index * 7 + 3) & 255);

describe('licence codes', () => {
  const code = licenceCodeFromRandom(RANDOM);

  it('are five groups of five base32 characters whose last is a check character', () => {
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/);
    expect(normaliseLicenceCode(code)).toBe(code);
  });

  it('accept what people type: lower case, spaces, no dashes, and O or I for 0 or 1', () => {
    const typed = ` ${code.replace(/-/g, ' ').toLowerCase()} `;
    expect(normaliseLicenceCode(typed)).toBe(code);
    const withLetters = code.replace(/0/g, 'O').replace(/1/g, 'I');
    expect(normaliseLicenceCode(withLetters)).toBe(code);
  });

  it('refuse every single wrong character and every swap of two neighbours', () => {
    const chars = code.replace(/-/g, '');
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (let index = 0; index < chars.length; index++) {
      for (const replacement of alphabet) {
        if (replacement === chars[index]) continue;
        const wrong = chars.slice(0, index) + replacement + chars.slice(index + 1);
        expect(normaliseLicenceCode(wrong), wrong).toBeNull();
      }
      if (index + 1 < chars.length && chars[index] !== chars[index + 1]) {
        const swapped = chars.slice(0, index) + chars[index + 1] + chars[index] + chars.slice(index + 2);
        expect(normaliseLicenceCode(swapped), swapped).toBeNull();
      }
    }
  });

  it('refuse the wrong length and characters outside the alphabet', () => {
    expect(normaliseLicenceCode('')).toBeNull();
    expect(normaliseLicenceCode(code.slice(0, -1))).toBeNull();
    expect(normaliseLicenceCode(`${code}A`)).toBeNull();
    expect(normaliseLicenceCode(code.replace(/^./, 'U'))).toBeNull();
    expect(normaliseLicenceCode('x'.repeat(1000))).toBeNull();
  });

  it('are shown masked but for the last group', () => {
    const masked = maskLicenceCode(code);
    expect(masked.endsWith(code.slice(-5))).toBe(true);
    expect(masked.slice(0, -6)).toMatch(/^[•-]+$/);
  });
});

describe('terminal codes', () => {
  const fingerprint = '0123456789abcdef00ff7e3c91aa5b42';

  it('carry the fingerprint there and back, however they are typed', () => {
    const terminal = terminalCodeOf(fingerprint);
    expect(terminal).toMatch(/^[0-9A-Z]{3}(-[0-9A-Z]{1,3})+$/);
    expect(fingerprintOfTerminalCode(terminal)).toBe(fingerprint);
    expect(fingerprintOfTerminalCode(terminal.toLowerCase().replace(/-/g, ' '))).toBe(fingerprint);
  });

  it('tell a mistyped terminal code from a real one', () => {
    const terminal = terminalCodeOf(fingerprint).replace(/-/g, '');
    for (let index = 0; index < terminal.length; index++) {
      const replacement = terminal[index] === 'Z' ? 'Y' : 'Z';
      expect(fingerprintOfTerminalCode(terminal.slice(0, index) + replacement + terminal.slice(index + 1))).toBeNull();
    }
    expect(fingerprintOfTerminalCode('')).toBeNull();
  });
});
