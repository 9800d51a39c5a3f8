/**
 * Whether an ICC profile is sRGB: RGB to XYZ, with sRGB's primaries (adapted to D50, as ICC
 * profiles store them) and sRGB's tone curve on every channel, as a parametric curve or a
 * sampled one. Under such a profile pdf.js's colour conversion (qcms, to sRGB) changes no
 * pixel by more than rounding, so the JPEG's values can be shown as they are.
 */
export function isSrgbProfile(icc: Uint8Array): boolean {
  if (icc.length < 132) return false;
  const view = new DataView(icc.buffer, icc.byteOffset, icc.byteLength);
  const text = (at: number) => String.fromCharCode(...icc.subarray(at, at + 4));
  if (text(36) !== 'acsp' || text(16) !== 'RGB ' || text(20) !== 'XYZ ') return false;
  const tags = new Map<string, { at: number; length: number }>();
  const count = view.getUint32(128);
  if (132 + count * 12 > icc.length) return false;
  for (let i = 0; i < count; i += 1) {
    const entry = 132 + i * 12;
    const at = view.getUint32(entry + 4);
    const length = view.getUint32(entry + 8);
    if (at + length > icc.length) return false;
    tags.set(text(entry), { at, length });
  }
  const xyz = (sig: string): number[] | null => {
    const tag = tags.get(sig);
    if (!tag || tag.length < 20 || text(tag.at) !== 'XYZ ') return null;
    return [0, 1, 2].map((k) => view.getInt32(tag.at + 8 + 4 * k) / 65536);
  };
  const near = (values: number[] | null, expected: readonly number[]) => values !== null && values.every((v, k) => Math.abs(v - (expected[k] as number)) <= COLORANT_TOLERANCE);
  if (!near(xyz('rXYZ'), SRGB_RED) || !near(xyz('gXYZ'), SRGB_GREEN) || !near(xyz('bXYZ'), SRGB_BLUE)) return false;
  return ['rTRC', 'gTRC', 'bTRC'].every((sig) => {
    const tag = tags.get(sig);
    return tag !== undefined && isSrgbCurve(view, text, tag.at, tag.length);
  });
}

const SRGB_RED = [0.4361, 0.2225, 0.0139] as const;
const SRGB_GREEN = [0.3851, 0.7169, 0.0971] as const;
const SRGB_BLUE = [0.1431, 0.0606, 0.7141] as const;
const COLORANT_TOLERANCE = 0.002;
/** sRGB's curve as an ICC parametric curve of type 3: g, a, b, c, d. */
const SRGB_PARAMETERS = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045] as const;

function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function isSrgbCurve(view: DataView, text: (at: number) => string, at: number, length: number): boolean {
  const type = text(at);
  if (type === 'para') {
    if (length < 12 + 5 * 4 || view.getUint16(at + 8) !== 3) return false;
    return SRGB_PARAMETERS.every((expected, k) => Math.abs(view.getInt32(at + 12 + 4 * k) / 65536 - expected) <= 0.002);
  }
  if (type !== 'curv') return false;
  const entries = view.getUint32(at + 8);
  if (entries < 2 || length < 12 + entries * 2) return false;
  for (let i = 0; i < entries; i += 1) {
    const expected = srgbToLinear(i / (entries - 1));
    if (Math.abs(view.getUint16(at + 12 + 2 * i) / 65535 - expected) > 0.005) return false;
  }
  return true;
}
