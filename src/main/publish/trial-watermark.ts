import sharp from 'sharp';

/** What the trial watermark says, in every language: the product's name is not translated. */
export const TRIAL_WATERMARK_TEXT = 'Flipbook Studio Trial';

/** WebP quality of a watermarked page: the page was lossy or lossless before, it is lossy now. */
const WATERMARKED_QUALITY = 82;

/**
 * The watermark as an SVG the size of the page: the text three times across it, tilted, in
 * a half-transparent red with a light outline, so it reads on white, on photographs and on
 * dark pages alike. It scales with the page, so a thumbnail carries it as much as an HD page.
 */
export function trialWatermarkSvg(width: number, height: number): string {
  const fontSize = Math.max(6, Math.round(Math.min(width, height * 1.4) / 15));
  const stroke = Math.max(0.5, fontSize / 24);
  const rows = [0.22, 0.5, 0.78]
    // Each row turns about its own centre, so all three stay on the page.
    .map((at) => {
      const [x, y] = [width / 2, Math.round(height * at)];
      return `<text x="${x}" y="${y}" transform="rotate(-28 ${x} ${y})">${TRIAL_WATERMARK_TEXT}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" ` +
    `font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle" fill="rgb(200,30,30)" fill-opacity="0.42" ` +
    `stroke="white" stroke-opacity="0.5" stroke-width="${stroke}">${rows}</g></svg>`
  );
}

/** Rasterised watermarks by page size: a book's pages share a few sizes, and drawing the SVG costs as much as encoding. */
const overlays = new Map<string, Promise<Buffer>>();
const OVERLAYS_KEPT = 12;

/** The watermark of one page size as raw RGBA pixels. */
function overlayFor(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let overlay = overlays.get(key);
  if (overlay === undefined) {
    overlay = sharp(Buffer.from(trialWatermarkSvg(width, height))).ensureAlpha().raw().toBuffer();
    overlays.set(key, overlay);
    overlay.catch(() => overlays.delete(key));
    if (overlays.size > OVERLAYS_KEPT) overlays.delete(overlays.keys().next().value as string);
  }
  return overlay;
}

/**
 * Draws the trial watermark into a page image's pixels (WebP in, WebP out). Drawn into the
 * image, not laid over it by the reader, so no edit of the published HTML or CSS removes it.
 */
export async function watermarkPageImage(image: Uint8Array): Promise<Buffer> {
  const page = sharp(image);
  const { width, height } = await page.metadata();
  if (width === undefined || height === undefined) throw new Error('a page image without a size');
  const overlay = await overlayFor(width, height);
  return page
    .composite([{ input: overlay, raw: { width, height, channels: 4 }, top: 0, left: 0 }])
    .webp({ quality: WATERMARKED_QUALITY, effort: 2 })
    .toBuffer();
}
