/**
 * Starts decoding the opening spread's images as soon as the reader's script runs, from the
 * preloads the published head names (first-spread-preload.ts). Without a GPU the browser
 * decodes an image only when it first rasterises it, after this script has built the view:
 * a WebP cover then took about 40 ms more on a worker before the first spread could show.
 * Decoded now, beside the script's own work, the paint scales the decoded pixels instead.
 * The same srcset and sizes pick the same file, so nothing is fetched twice.
 */
export function decodeOpeningImages(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][data-page]')) {
    const image = new Image();
    image.sizes = link.imageSizes;
    if (link.imageSrcset === '') image.src = link.href;
    else image.srcset = link.imageSrcset;
    void image.decode().catch(() => undefined);
  }
}
