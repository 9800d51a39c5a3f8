/**
 * The toolbar's icons, drawn once as strokes on a 24-unit grid. A theme's icon set (line,
 * round or solid) only restyles these strokes and the button behind them through CSS
 * custom properties (`--fb-icon-stroke`, `--fb-icon-cap`, `--fb-tool-fill`…), so switching
 * set never rebuilds the toolbar and every set has every icon.
 */
const CIRCLE = (cx: number, cy: number, r: number): string => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const LENS = `${CIRCLE(10.5, 10.5, 6.5)}M20 20l-4.9-4.9`;

const ICON_PATHS: Readonly<Record<string, string>> = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  'zoom-out': `${LENS}M7.5 10.5h6`,
  'zoom-in': `${LENS}M7.5 10.5h6M10.5 7.5v6`,
  'full-screen': 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  thumb: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  table: 'M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1',
  goto: 'M5 4v7a4 4 0 0 0 4 4h10M15 11l4 4-4 4',
  search: LENS,
  select: 'M9 4h6M9 20h6M12 4v16',
  number: 'M10 4L8 20M16 4l-2 16M4.5 9h15M4 15h15',
  autoflip: 'M7.5 4.5v15l11.5-7.5z',
  sound: 'M4 9.5h4l5-4.5v14l-5-4.5H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12',
  print: 'M7 9V4h10v5M7 17H4v-8h16v8h-3M7 14h10v6H7z',
  email: 'M3.5 6h17v12h-17zM3.5 6l8.5 7 8.5-7',
  btnshare: `${CIRCLE(18, 6.5, 2.5)}${CIRCLE(6, 12, 2.5)}${CIRCLE(18, 17.5, 2.5)}M8.2 10.9l7.6-3.3M8.2 13.1l7.6 3.3`,
  download: 'M12 4v11M7 10.5l5 5 5-5M5 20h14',
  about: `${CIRCLE(12, 12, 8.5)}M12 11v6M12 7.5v.5`,
  language: `${CIRCLE(12, 12, 8.5)}M3.5 12h17M12 3.5c-3.2 3.2-3.2 13.8 0 17M12 3.5c3.2 3.2 3.2 13.8 0 17`,
  more: `${CIRCLE(5, 12, 1.2)}${CIRCLE(12, 12, 1.2)}${CIRCLE(19, 12, 1.2)}`,
  doublesinglepage: 'M3.5 5.5H11v13H3.5zM13 5.5h7.5v13H13z',
};

const SVG = 'http://www.w3.org/2000/svg';

/** The icon drawn for a control, or null when it has none (it then keeps its text glyph). */
export function iconFor(name: string): SVGSVGElement | null {
  const path = ICON_PATHS[name];
  if (path === undefined) return null;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'fb-icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const stroke = document.createElementNS(SVG, 'path');
  stroke.setAttribute('d', path);
  svg.append(stroke);
  return svg;
}
