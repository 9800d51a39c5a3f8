import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawImage } from '../../encoding/raw-image.js';
import { DEFAULT_RENDITION_PROFILE } from '../../rendition-profile.js';
import { scanPdf, type ScanPdfPage } from '../../testing/scan-pdf.js';
import { safeDocumentParams } from '../pdf-options.js';
import { renderPage } from '../render-page.js';
import { ScannedPages } from './scanned-page.js';

const PIXELS: [number, number] = [600, 800];
/** 3 × 4 inches, drawn at 1.5 px/pt: a 324 × 432 bitmap, so the 600 × 800 JPEG is shrunk as it loads. */
const PAGE = { width: 216, height: 288 };
const SCALE = 1.5;
const FILL = `q ${PAGE.width} 0 0 ${PAGE.height} 0 0 cm /Im0 Do Q`;
const OCR = 'BT 3 Tr /F0 12 Tf 20 200 Td (Invisible OCR words) Tj ET';

/**
 * A page no orientation error can pass: red rises to the right, green downwards, and a dark
 * block marks the top-left corner.
 */
async function patternJpeg(space: 'srgb' | 'b-w' | 'cmyk' | 'p3'): Promise<Uint8Array> {
  const [w, h] = PIXELS;
  const rgb = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const at = (y * w + x) * 3;
      const corner = x < w / 4 && y < h / 5;
      rgb[at] = corner ? 20 : Math.round((255 * x) / w);
      rgb[at + 1] = corner ? 20 : Math.round((255 * y) / h);
      rgb[at + 2] = corner ? 20 : 160;
    }
  }
  const image = sharp(rgb, { raw: { width: w, height: h, channels: 3 } });
  const spaced = space === 'b-w' ? image.toColourspace('b-w') : space === 'cmyk' ? image.toColourspace('cmyk') : space === 'p3' ? image.withIccProfile('p3') : image;
  return new Uint8Array(await spaced.jpeg({ quality: 92 }).toBuffer());
}

let dir: string;
let rgbJpeg: Uint8Array;
let grayJpeg: Uint8Array;
let cmykJpeg: Uint8Array;
let p3Jpeg: Uint8Array;
let srgbProfile: Uint8Array;
let p3Profile: Uint8Array;
const docs: PDFDocumentProxy[] = [];
const readers: ScannedPages[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanned-page-'));
  [rgbJpeg, grayJpeg, cmykJpeg, p3Jpeg] = await Promise.all([patternJpeg('srgb'), patternJpeg('b-w'), patternJpeg('cmyk'), patternJpeg('p3')]);
  const profileOf = async (name: string) => new Uint8Array((await sharp(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).withIccProfile(name).jpeg().toBuffer()).metadata()).icc as Buffer);
  [srgbProfile, p3Profile] = await Promise.all([profileOf('srgb'), profileOf('p3')]);
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  await Promise.all(docs.map((doc) => doc.destroy()));
  fs.rmSync(dir, { recursive: true, force: true });
});

function scanPage(overrides: Partial<ScanPdfPage> = {}): ScanPdfPage {
  return { ...PAGE, jpeg: rgbJpeg, pixels: PIXELS, colorSpace: 'DeviceRGB', content: FILL, ...overrides };
}

async function open(pages: ScanPdfPage[], options: { compressed?: boolean } = {}) {
  const file = path.join(dir, `scan-${docs.length}.pdf`);
  fs.writeFileSync(file, scanPdf(pages, options));
  const doc = await getDocument(safeDocumentParams(file, null)).promise;
  const reader = new ScannedPages(file);
  docs.push(doc);
  readers.push(reader);
  return { doc, reader };
}

/** The page through the fast path (null when it declines), and as pdf.js draws it. */
async function bothWays(doc: PDFDocumentProxy, reader: ScannedPages, pageNumber: number) {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: SCALE });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  const fast = await reader.bitmap(page, viewport, width, height);
  const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: { data(): Uint8Array }; context: unknown }; destroy(c: unknown): void };
  const target = factory.create(width, height);
  await page.render({ canvas: target.canvas as unknown as HTMLCanvasElement, canvasContext: target.context as CanvasRenderingContext2D, viewport }).promise;
  const drawn: RawImage = { data: new Uint8Array(target.canvas.data()), width, height, channels: 4 };
  factory.destroy(target);
  return { fast, drawn };
}

/** The mean difference per channel, 0–255, of two bitmaps of one size. */
function meanDifference(a: RawImage, b: RawImage): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let sum = 0;
  for (let p = 0; p < a.width * a.height; p += 1) {
    for (let c = 0; c < 3; c += 1) sum += Math.abs((a.data[p * a.channels + c] as number) - (b.data[p * b.channels + c] as number));
  }
  return sum / (a.width * a.height * 3);
}

/** Resampling and JPEG decoding differ a little between libjpeg and pdf.js; an orientation error costs about 60. */
const SAME_PAGE = 3;

describe('the scanned-page fast path', () => {
  it('decodes a full-page JPEG with libjpeg to the pixels pdf.js draws', async () => {
    const { doc, reader } = await open([scanPage()]);
    const { fast, drawn } = await bothWays(doc, reader, 1);
    expect(fast).not.toBeNull();
    expect(fast?.channels).toBe(3);
    expect(meanDifference(fast as RawImage, drawn)).toBeLessThan(SAME_PAGE);
  });

  it('ignores an ICC profile inside the JPEG, as pdf.js does under DeviceRGB', async () => {
    const { doc, reader } = await open([scanPage({ jpeg: p3Jpeg })]);
    const { fast, drawn } = await bothWays(doc, reader, 1);
    expect(fast).not.toBeNull();
    expect(meanDifference(fast as RawImage, drawn)).toBeLessThan(SAME_PAGE);
  });

  it('takes an ICC-based image whose profile is sRGB', async () => {
    const { doc, reader } = await open([scanPage({ iccProfile: srgbProfile })]);
    const { fast, drawn } = await bothWays(doc, reader, 1);
    expect(fast).not.toBeNull();
    expect(meanDifference(fast as RawImage, drawn)).toBeLessThan(SAME_PAGE);
  });

  it('takes a grey scan with an invisible OCR layer, from an object stream and a cross-reference stream', async () => {
    const { doc, reader } = await open([scanPage({ jpeg: grayJpeg, colorSpace: 'DeviceGray', content: `${FILL}\n${OCR}` })], { compressed: true });
    const { fast, drawn } = await bothWays(doc, reader, 1);
    expect(fast).not.toBeNull();
    expect(meanDifference(fast as RawImage, drawn)).toBeLessThan(SAME_PAGE);
  });

  it('takes a scan whose invisible OCR layer is a form, as OCRmyPDF grafts it', async () => {
    const { doc, reader } = await open([scanPage({ content: `${FILL}\nq /Fm0 Do Q`, form: OCR })]);
    const { fast, drawn } = await bothWays(doc, reader, 1);
    expect(fast).not.toBeNull();
    expect(meanDifference(fast as RawImage, drawn)).toBeLessThan(SAME_PAGE);
  });

  it('turns and mirrors the image as the page places it: /Rotate 90, 180, 270, mirrored and quarter-turned matrices', async () => {
    const { width: w, height: h } = PAGE;
    const pages = [
      scanPage({ pageExtra: ' /Rotate 90' }),
      scanPage({ pageExtra: ' /Rotate 180' }),
      scanPage({ pageExtra: ' /Rotate 270' }),
      scanPage({ content: `q -${w} 0 0 ${h} ${w} 0 cm /Im0 Do Q` }),
      scanPage({ content: `q ${w} 0 0 -${h} 0 ${h} cm /Im0 Do Q` }),
      // A landscape page whose portrait scan is turned a quarter by its matrix, as some scanners write it.
      scanPage({ width: h, height: w, content: `q 0 -${w} ${h} 0 0 ${w} cm /Im0 Do Q` }),
      scanPage({ width: h, height: w, content: `q 0 ${w} -${h} 0 ${h} 0 cm /Im0 Do Q`, pageExtra: ' /Rotate 90' }),
    ];
    const { doc, reader } = await open(pages);
    for (let n = 1; n <= pages.length; n += 1) {
      const { fast, drawn } = await bothWays(doc, reader, n);
      expect(fast, `page ${n}`).not.toBeNull();
      expect(meanDifference(fast as RawImage, drawn), `page ${n}`).toBeLessThan(SAME_PAGE);
    }
  });

  it('leaves to pdf.js every page it cannot draw exactly the same', async () => {
    const { width: w, height: h } = PAGE;
    const unusual: Array<[string, Partial<ScanPdfPage>]> = [
      ['a CMYK JPEG', { jpeg: cmykJpeg, colorSpace: 'DeviceCMYK' }],
      ['a truncated JPEG', { jpeg: rgbJpeg.subarray(0, Math.floor(rgbJpeg.length / 2)) }],
      ['an image not covering the page', { content: `q ${w / 2} 0 0 ${h} 0 0 cm /Im0 Do Q` }],
      ['an image larger than the page', { content: `q ${w * 2} 0 0 ${h} 0 0 cm /Im0 Do Q` }],
      ['an image turned by 30°', { content: `q ${w * 0.866} ${w * 0.5} ${-h * 0.5} ${h * 0.866} 0 0 cm /Im0 Do Q` }],
      ['an inverting /Decode array', { imageExtra: ' /Decode [1 0 1 0 1 0]' }],
      ['a DecodeParms ColorTransform', { imageExtra: ' /DecodeParms << /ColorTransform 0 >>' }],
      ['a soft mask', { imageExtra: ' /SMask 3 0 R' }],
      ['a calibrated colour space', { colorSpace: 'CalRGB' }],
      ['an ICC profile other than sRGB', { iccProfile: p3Profile }],
      ['a colour space the JPEG does not have', { colorSpace: 'DeviceGray' }],
      ['a dictionary size the JPEG does not have', { pixels: [601, 800] }],
      ['visible text over the scan', { content: `${FILL}\nBT /F0 12 Tf 20 200 Td (Stamp) Tj ET` }],
      ['a drawing over the scan', { content: `${FILL}\n1 0 0 rg 10 10 50 50 re f` }],
      ['a clip that cuts the scan', { content: `q 0 0 ${w / 2} ${h} re W n ${FILL} Q` }],
      ['a graphics state dictionary', { content: `/GS0 gs ${FILL}` }],
      ['two images', { content: `${FILL} ${FILL}` }],
      ['a form that draws', { content: `${FILL}\nq /Fm0 Do Q`, form: 'BT /F0 12 Tf 20 200 Td (Stamp) Tj ET' }],
      ['a form that draws the image', { content: 'q /Fm0 Do Q', form: FILL }],
    ];
    const { doc, reader } = await open(unusual.map(([, overrides]) => scanPage(overrides)));
    for (let n = 1; n <= unusual.length; n += 1) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: SCALE });
      expect(await reader.bitmap(page, viewport, Math.round(viewport.width), Math.round(viewport.height)), unusual[n - 1]?.[0]).toBeNull();
    }
  });

  it('keeps a clip that leaves the page whole', async () => {
    const { doc, reader } = await open([scanPage({ content: `q 0 0 ${PAGE.width} ${PAGE.height} re W n ${FILL} Q` })]);
    const { fast, drawn } = await bothWays(doc, reader, 1);
    expect(fast).not.toBeNull();
    expect(meanDifference(fast as RawImage, drawn)).toBeLessThan(SAME_PAGE);
  });

  it('encodes the same renditions, at the same sizes, whichever way the page was decoded', async () => {
    const { doc, reader } = await open([scanPage(), scanPage({ content: `q ${PAGE.width / 2} 0 0 ${PAGE.height} 0 0 cm /Im0 Do Q` })]);
    for (const pageNumber of [1, 2]) {
      const [viaScan] = await renderPage(doc, pageNumber, DEFAULT_RENDITION_PROFILE, [], reader);
      const [viaPdfjs] = await renderPage(doc, pageNumber, DEFAULT_RENDITION_PROFILE, [], null);
      const sizes = async (webp: Uint8Array) => (({ width, height }) => [width, height])(await sharp(webp).metadata());
      for (const name of ['thumb', 'normal', 'hd'] as const) {
        expect(await sizes(viaScan?.renditions[name] as Uint8Array), name).toEqual(await sizes(viaPdfjs?.renditions[name] as Uint8Array));
      }
      // The page the fast path declines is pdf.js's own drawing, byte for byte.
      if (pageNumber === 2) expect(Buffer.from(viaScan?.renditions.hd as Uint8Array).equals(Buffer.from(viaPdfjs?.renditions.hd as Uint8Array))).toBe(true);
    }
  });

  it('cuts a scanned spread into the same halves pdf.js would', async () => {
    const { doc, reader } = await open([scanPage({ width: PAGE.width * 2, content: `q ${PAGE.width * 2} 0 0 ${PAGE.height} 0 0 cm /Im0 Do Q` })]);
    const viaScan = await renderPage(doc, 1, DEFAULT_RENDITION_PROFILE, ['left', 'right'], reader);
    const viaPdfjs = await renderPage(doc, 1, DEFAULT_RENDITION_PROFILE, ['left', 'right'], null);
    expect(viaScan.map(({ part, renditions }) => [part, renditions.width, renditions.height])).toEqual(viaPdfjs.map(({ part, renditions }) => [part, renditions.width, renditions.height]));
    // The left half holds the dark corner, so a swapped or unturned half shows in its mean.
    const meanOf = async (webp: Uint8Array) => (await sharp(webp).stats()).channels.map((channel) => channel.mean);
    for (let half = 0; half < 2; half += 1) {
      const [scanMeans, pdfjsMeans] = await Promise.all([meanOf(viaScan[half]?.renditions.normal as Uint8Array), meanOf(viaPdfjs[half]?.renditions.normal as Uint8Array)]);
      scanMeans.forEach((mean, channel) => expect(Math.abs(mean - (pdfjsMeans[channel] as number))).toBeLessThan(SAME_PAGE));
    }
  });
});
