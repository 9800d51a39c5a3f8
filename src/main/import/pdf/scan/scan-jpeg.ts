import { PdfStream, type PdfFile, type PdfObject } from './pdf-file.js';
import { isDict, nameOf, Unsupported } from './pdf-syntax.js';
import { isSrgbProfile } from './srgb-profile.js';

/** An image XObject's JPEG, as libjpeg can decode it to the same pixels pdf.js would draw. */
export interface ScanJpeg {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** 1 for grey, 3 for RGB (sRGB, or a device space shown as sRGB). */
  components: 1 | 3;
}

/**
 * The JPEG of a plain image: DCTDecode alone, DeviceGray or DeviceRGB, 8 bits, no mask,
 * no soft mask, no /Decode inversion, no DecodeParms (whose ColorTransform would overrule
 * the JPEG's own markers), no optional content, and a JPEG whose frame agrees with the
 * dictionary. CMYK (and Adobe's inverted CMYK), ICC-based and indexed colour spaces, and
 * everything else, are left to pdf.js, which knows their conversions; of ICC-based spaces,
 * only an sRGB profile is taken.
 */
export function scanJpeg(file: PdfFile, image: PdfStream, maxPixels: number): ScanJpeg {
  const dict = image.dict;
  const filters = file.filterNames(dict);
  if (filters.length !== 1 || filters[0] !== 'DCTDecode') throw new Unsupported(`image filter ${filters.join(' ')}`);
  for (const key of ['SMask', 'Mask', 'OC', 'Decode', 'D', 'Alternates', 'SMaskInData']) {
    const value = file.lookup(dict, key);
    if (value !== undefined && value !== null) throw new Unsupported(`image has /${key}`);
  }
  if (file.lookup(dict, 'ImageMask') === true || file.lookup(dict, 'IM') === true) throw new Unsupported('image mask');
  const parms = file.lookup(dict, 'DecodeParms');
  if (parms !== undefined && parms !== null && !(isDict(parms) && parms.size === 0)) throw new Unsupported('DecodeParms');
  const bpc = file.lookup(dict, 'BitsPerComponent');
  if (bpc !== undefined && bpc !== 8) throw new Unsupported('not 8 bits');
  const components = componentsOf(file, file.lookup(dict, 'ColorSpace'));
  const width = file.lookup(dict, 'Width');
  const height = file.lookup(dict, 'Height');
  if (typeof width !== 'number' || typeof height !== 'number' || width < 1 || height < 1) throw new Unsupported('bad image size');
  // pdf.js leaves out an image over its size cap; the fast path must not draw one either.
  if (width * height > maxPixels) throw new Unsupported('image over the size cap');
  const bytes = file.rawData(image);
  const frame = jpegFrame(bytes);
  if (frame.precision !== 8 || frame.components !== components || frame.width !== width || frame.height !== height) throw new Unsupported('JPEG frame disagrees with the image');
  // Components named R, G, B tell libjpeg the JPEG is not YCbCr, which pdf.js does not read.
  if (frame.componentIds === 'RGB') throw new Unsupported('JPEG with RGB component ids');
  return { bytes, width, height, components };
}

function componentsOf(file: PdfFile, space: PdfObject | undefined): 1 | 3 {
  const name = nameOf(space);
  if (name === 'DeviceGray' || name === 'G') return 1;
  if (name === 'DeviceRGB' || name === 'RGB') return 3;
  // An ICC-based space is taken only when its profile is sRGB, which pdf.js's conversion leaves as it is.
  if (Array.isArray(space) && space.length === 2 && nameOf(space[0]) === 'ICCBased') {
    const profile = file.resolve(space[1]);
    if (profile instanceof PdfStream && file.lookup(profile.dict, 'N') === 3 && isSrgbProfile(file.streamData(profile))) return 3;
  }
  throw new Unsupported(`colour space ${name ?? '(not a device space or sRGB)'}`);
}

/** Reads the JPEG's frame header (SOFn): precision, size and component count. */
export function jpegFrame(bytes: Uint8Array): { precision: number; width: number; height: number; components: number; componentIds: string } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Unsupported('no JPEG start');
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Unsupported('bad JPEG marker');
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    // SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC). Arithmetic coding (C9–CF) is refused.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (marker >= 0xc9 || marker === 0xc3 || marker === 0xc7) throw new Unsupported('JPEG coding libjpeg may not read like pdf.js');
      const components = bytes[at + 9] as number;
      if (at + 10 + components * 3 > bytes.length) break;
      const ids = Array.from({ length: components }, (_, k) => bytes[at + 10 + k * 3] as number);
      return {
        precision: bytes[at + 4] as number,
        height: ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number),
        width: ((bytes[at + 7] as number) << 8) | (bytes[at + 8] as number),
        components,
        componentIds: String.fromCharCode(...ids),
      };
    }
    if (marker === 0xda || marker === 0xd9) break;
    at += 2 + length;
  }
  throw new Unsupported('no JPEG frame');
}
