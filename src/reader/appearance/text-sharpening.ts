const SVG = 'http://www.w3.org/2000/svg';
export const SHARPEN_FILTER_ID = 'fb-sharpen';

/**
 * Adds the SVG filter the textSharpening setting applies to zoomed page images
 * (display.css): a 3×3 unsharp kernel that steepens the edges of scaled-up text. It is an
 * element in the page, not a data: URL, because the reader's CSP allows no inline style
 * and a same-document url(#id) needs none. Added once, the first time a book asks for it.
 */
export function ensureSharpenFilter(root: HTMLElement): void {
  if (root.ownerDocument.getElementById(SHARPEN_FILTER_ID) !== null) return;
  const svg = root.ownerDocument.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'fb-filters');
  svg.setAttribute('aria-hidden', 'true');
  const filter = root.ownerDocument.createElementNS(SVG, 'filter');
  filter.id = SHARPEN_FILTER_ID;
  const kernel = root.ownerDocument.createElementNS(SVG, 'feConvolveMatrix');
  kernel.setAttribute('order', '3');
  kernel.setAttribute('kernelMatrix', '0 -1 0 -1 5 -1 0 -1 0');
  // Alpha untouched: a transparent page edge must not get a sharpened halo.
  kernel.setAttribute('preserveAlpha', 'true');
  filter.append(kernel);
  svg.append(filter);
  root.append(svg);
}
