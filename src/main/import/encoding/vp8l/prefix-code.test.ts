import { describe, expect, it } from 'vitest';
import { canonicalCode, codeLengths } from './prefix-code.js';

const kraftSum = (lengths: Uint8Array) => [...lengths].filter((l) => l > 0).reduce((sum, l) => sum + 2 ** -l, 0);

/** The codes as written (reversed), turned back into their bit strings. */
function codeStrings(lengths: Uint8Array): string[] {
  const { bits } = canonicalCode(lengths);
  return [...lengths].flatMap((length, s) => (length === 0 ? [] : [[...Array(length)].map((_, i) => ((bits[s]! >> i) & 1).toString()).join('')]));
}

describe('codeLengths', () => {
  it('gives frequent symbols shorter codes and makes a complete code', () => {
    const lengths = codeLengths([50, 20, 20, 5, 5, 0, 0], 15);
    expect(lengths[0]).toBeLessThan(lengths[3]!);
    expect(lengths[5]).toBe(0);
    expect(kraftSum(lengths)).toBe(1);
  });

  it('keeps every code within the length limit, even for Fibonacci counts', () => {
    const fibonacci = [1, 1];
    while (fibonacci.length < 30) fibonacci.push(fibonacci.at(-1)! + fibonacci.at(-2)!);
    const lengths = codeLengths(fibonacci, 15);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(15);
    expect(kraftSum(lengths)).toBe(1);
    expect(Math.max(...codeLengths(fibonacci.slice(0, 19), 7))).toBeLessThanOrEqual(7);
  });

  it('gives a lone symbol a length of one and no symbol none', () => {
    expect([...codeLengths([0, 0, 9], 15)]).toEqual([0, 0, 1]);
    expect([...codeLengths([0, 0], 15)]).toEqual([0, 0]);
  });
});

describe('canonicalCode', () => {
  it('makes codes that no other code begins with', () => {
    const codes = codeStrings(codeLengths([40, 30, 10, 10, 5, 3, 1, 1], 15));
    for (const a of codes) for (const b of codes) if (a !== b) expect(b.startsWith(a)).toBe(false);
  });

  it('writes no bits for the only symbol of a one-symbol code', () => {
    const code = canonicalCode(new Uint8Array([0, 1, 0]));
    expect(code.lengths[1]).toBe(0);
  });
});
