import { encodeQr } from '../../shared/qr/qr-encode.js';

const SVG = 'http://www.w3.org/2000/svg';
/** The standard's quiet zone, in modules, so phone cameras find the code's edges. */
const QUIET = 4;

/**
 * The QR code of a link as an SVG (one path of unit squares, crisp at any size), labelled for
 * screen readers; null when the link is too long for a QR code, so the caller shows none.
 */
export function qrSvg(link: string, label: string): SVGSVGElement | null {
  let code;
  try {
    code = encodeQr(link);
  } catch {
    return null;
  }
  const side = code.size + QUIET * 2;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
  svg.setAttribute('class', 'fb-qr');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', String(side));
  background.setAttribute('height', String(side));
  background.setAttribute('fill', '#fff');
  let d = '';
  code.modules.forEach((dark, index) => {
    if (dark) d += `M${(index % code.size) + QUIET} ${Math.floor(index / code.size) + QUIET}h1v1h-1z`;
  });
  const modules = document.createElementNS(SVG, 'path');
  modules.setAttribute('d', d);
  modules.setAttribute('fill', '#000');
  svg.append(background, modules);
  return svg;
}
