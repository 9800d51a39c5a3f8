import { describe, expect, it } from 'vitest';
import { choosePagePalette, MAX_PAGE_COLOURS, paletteIndices, type ColourPixels } from './page-palette.js';

const WIDTH = 300;
const HEIGHT = 400;
const BLUE: [number, number, number] = [42, 127, 191];
const RED: [number, number, number] = [224, 68, 52];

/** An RGBA page painted by `pixel`, which returns [r, g, b]. */
function page(pixel: (x: number, y: number) => [number, number, number]): ColourPixels {
  const data = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) data.set([...pixel(x, y), 255], (y * WIDTH + x) * 4);
  }
  return { data, width: WIDTH, height: HEIGHT, channels: 4 };
}

/** Grey "text" with soft edges. */
function text(x: number, y: number): [number, number, number] {
  const v = y % 12 < 5 && x % 9 < 6 && x > 20 && x < 280 ? 30 : y % 12 === 5 ? 160 : 255;
  return [v, v, v];
}

function towardWhite(colour: [number, number, number], t: number): [number, number, number] {
  return colour.map((c) => Math.round(c * (1 - t) + 255 * t)) as [number, number, number];
}

/** A blue band with a soft lower edge and a red rule over grey text: a report or slide page. */
const heading = page((x, y) => {
  if (y < 40) return BLUE;
  if (y === 40) return towardWhite(BLUE, [0.3, 0.45, 0.55, 0.7][x % 4] as number); // the band's anti-aliased edge
  if (y >= 50 && y < 53) return RED;
  return text(x, y);
});

describe('choosePagePalette', () => {
  it('draws text with a few flat colours in the eight greys and those colours', () => {
    const palette = choosePagePalette(heading);
    expect(palette?.colours.slice(0, 8)).toEqual([0x000000, 0x242424, 0x494949, 0x6d6d6d, 0x929292, 0xb6b6b6, 0xdbdbdb, 0xffffff]);
    expect(palette?.colours.slice(8).sort()).toEqual([0x2a7fbf, 0xe04434].sort());
  });

  it('leaves a gradient to the lossy encoder, where one colour per bin would show bands', () => {
    expect(choosePagePalette(page((x) => [20, 60, 100 + Math.floor(x / 20)]))).toBeNull();
  });

  it('leaves a photograph to the lossy encoder', () => {
    const photo = page((x, y) => [(x * 7 + y * 3) % 256, (x * 13 + y * 5) % 256, (x * y) % 256]);
    expect(choosePagePalette(photo)).toBeNull();
  });

  it(`leaves a page of more than ${MAX_PAGE_COLOURS} flat colours to the lossy encoder`, () => {
    const swatches = page((x, y) => (y < 200 ? [40 + Math.floor(x / 20) * 12, 200, 30] : text(x, y)));
    expect(choosePagePalette(swatches)).toBeNull();
  });

  it('leaves a grey photograph with a coloured heading to the lossy encoder, as grey tones are', () => {
    const v = (x: number, y: number) => Math.round(128 + 80 * Math.sin(x / 13) * Math.cos(y / 17));
    expect(choosePagePalette(page((x, y) => (y < 20 ? RED : [v(x, y), v(x, y), v(x, y)])))).toBeNull();
  });
});

describe('paletteIndices', () => {
  it('snaps greys as line art does and takes the nearest entry for a colour, from RGBA or RGB', () => {
    const palette = choosePagePalette(heading);
    if (!palette) throw new Error('the heading page has a palette');
    const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
    for (let p = 0; p < WIDTH * HEIGHT; p += 1) rgb.set(heading.data.subarray(p * 4, p * 4 + 3), p * 3);
    for (const image of [heading, { data: rgb, width: WIDTH, height: HEIGHT, channels: 3 as const }]) {
      const indices = paletteIndices(image, palette);
      const colourAt = (x: number, y: number) => palette.colours[indices[y * WIDTH + x] as number];
      expect(colourAt(5, 5)).toBe(0x2a7fbf);
      expect(colourAt(5, 51)).toBe(0xe04434);
      expect(colourAt(27, 60)).toBe(0x242424); // text at 30 snaps to the nearest grey, 36
      expect(colourAt(5, 299)).toBe(0xffffff);
      // The band's soft edge, (138, 185, 220) here, lies between blue and white: it takes the nearest entry, a light grey.
      expect(colourAt(5, 40)).toBe(0xb6b6b6);
    }
  });
});
