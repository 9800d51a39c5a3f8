/**
 * Reed–Solomon error correction over GF(256) with the QR code's field polynomial
 * (x^8 + x^4 + x^3 + x^2 + 1, 0x11D) and generator roots α^0 … α^(n-1).
 */

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let power = 0; power < 255; power += 1) {
    EXP[power] = value;
    LOG[value] = power;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  // Doubled so a product's exponent sum never needs a modulo.
  for (let power = 255; power < 512; power += 1) EXP[power] = EXP[power - 255] as number;
}

function multiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : (EXP[(LOG[a] as number) + (LOG[b] as number)] as number);
}

/** The generator polynomial of degree n, highest power first, leading 1 left out. */
function generator(degree: number): Uint8Array {
  let poly = [1];
  for (let root = 0; root < degree; root += 1) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let i = 0; i < poly.length; i += 1) {
      next[i] = (next[i] as number) ^ (poly[i] as number);
      next[i + 1] = (next[i + 1] as number) ^ multiply(poly[i] as number, EXP[root] as number);
    }
    poly = next;
  }
  return Uint8Array.from(poly.slice(1));
}

const generators = new Map<number, Uint8Array>();

/** The `degree` error-correction codewords of a block of data codewords. */
export function errorCorrection(data: Uint8Array, degree: number): Uint8Array {
  let poly = generators.get(degree);
  if (poly === undefined) {
    poly = generator(degree);
    generators.set(degree, poly);
  }
  const remainder = new Uint8Array(degree);
  for (const byte of data) {
    const factor = byte ^ (remainder[0] as number);
    remainder.copyWithin(0, 1);
    remainder[degree - 1] = 0;
    for (let i = 0; i < degree; i += 1) remainder[i] = (remainder[i] as number) ^ multiply(poly[i] as number, factor);
  }
  return remainder;
}
