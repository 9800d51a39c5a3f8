/** Decoded pixels, as pdf.js's canvas or sharp's raw output hand them over. */
export interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 3 | 4;
}
