import type { TemplateDefinition, TemplateTheme, ToolbarPosition } from '../../shared/design/template-schema.js';
import { isDark } from './template-theme-css.js';

/**
 * A 160 x 100 SVG miniature of a template in one theme, for the Design tab's pickers:
 * background, page frame, toolbar position and style, and the theme's colours and icon set.
 * Drawn from the template data alone at build time. Every value written into the markup
 * is a schema-checked #rrggbb colour, a number or a fixed keyword, so nothing needs escaping.
 */
export const PREVIEW_SIZE = { width: 160, height: 100 } as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function renderTemplatePreview(template: TemplateDefinition, theme: TemplateTheme = firstTheme(template)): string {
  const { colours } = theme;
  const { toolbar, frame } = template.layout;
  const parts: string[] = [];
  const defs: string[] = [];
  let fill = colours.page;
  if (theme.background.kind === 'gradient') {
    const radians = (theme.background.angle * Math.PI) / 180;
    const dx = Math.sin(radians) / 2;
    const dy = Math.cos(radians) / 2;
    defs.push(
      `<linearGradient id="bg" x1="${round(0.5 - dx)}" y1="${round(0.5 + dy)}" x2="${round(0.5 + dx)}" y2="${round(0.5 - dy)}">` +
        `<stop offset="0" stop-color="${theme.background.from}"/><stop offset="1" stop-color="${theme.background.to}"/></linearGradient>`,
    );
    fill = 'url(#bg)';
  }
  parts.push(`<rect width="160" height="100" fill="${fill}"/>`);
  const { stage, bars } = layoutBoxes(toolbar.position, toolbar.labels === 'icon-label', toolbar.buttonSize === 'large');
  parts.push(...drawFrame(frame, stage, colours.toolbarText, colours.toolbar, colours.accent));
  for (const bar of bars) parts.push(...drawBar(bar, template, theme));
  const title = titleBox(toolbar.position, bars);
  // On a bar the title takes the bar's text colour; lifted above the stage it takes the page's.
  const onBar = toolbar.style !== 'transparent' && (toolbar.position === 'top' || toolbar.position === 'bottom');
  parts.push(rect(title, onBar ? colours.toolbarText : contrastOn(colours.page), 1.5, 0.85));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">` +
    (defs.length > 0 ? `<defs>${defs.join('')}</defs>` : '') +
    parts.join('') +
    `</svg>\n`
  );
}

/** Where the title sits: in the top or bottom bar, or above the stage (rails, floating pills, corners). */
function titleBox(position: ToolbarPosition, bars: Bar[]): Box {
  const inBar = bars.find((bar) => bar.title);
  if (inBar !== undefined) return { x: inBar.box.x + 5, y: inBar.box.y + inBar.box.height / 2 - 1.5, width: 26, height: 3 };
  if (position === 'float') return { x: 67, y: 2.5, width: 26, height: 3 };
  return { x: position === 'left' ? 22 : 6, y: 3.5, width: 26, height: 3 };
}

function firstTheme(template: TemplateDefinition): TemplateTheme {
  const theme = template.themes[0];
  if (theme === undefined) throw new Error(`template ${template.id} has no theme`);
  return theme;
}

interface Bar {
  box: Box;
  icons: number;
  vertical: boolean;
  title: boolean;
  round: boolean;
}

/** Where the stage and the toolbar surfaces sit for each toolbar position. */
function layoutBoxes(position: ToolbarPosition, labelled: boolean, large: boolean): { stage: Box; bars: Bar[] } {
  const thick = labelled || large ? 15 : 11;
  const bar = (box: Box, icons: number, extra: Partial<Bar> = {}): Bar => ({ box, icons, vertical: false, title: false, round: false, ...extra });
  switch (position) {
    case 'top':
      return { stage: { x: 0, y: thick, width: 160, height: 100 - thick - 9 }, bars: [bar({ x: 0, y: 0, width: 160, height: thick }, 7, { title: true }), bar({ x: 0, y: 91, width: 160, height: 9 }, 2)] };
    case 'bottom':
      return { stage: { x: 0, y: 0, width: 160, height: 100 - thick }, bars: [bar({ x: 0, y: 100 - thick, width: 160, height: thick }, 9, { title: true })] };
    case 'left':
    case 'right': {
      const x = position === 'left' ? 0 : 160 - thick;
      return {
        stage: { x: position === 'left' ? thick : 0, y: 8, width: 160 - thick, height: 83 },
        bars: [bar({ x, y: 0, width: thick, height: 100 }, 7, { vertical: true }), bar({ x: position === 'left' ? thick : 0, y: 91, width: 160 - thick, height: 9 }, 2)],
      };
    }
    case 'float':
      return { stage: { x: 0, y: 8, width: 160, height: 76 }, bars: [bar({ x: 36, y: 86, width: 24, height: 10 }, 2, { round: true }), bar({ x: 62, y: 86, width: 64, height: 10 }, 8, { round: true })] };
    case 'split':
      return {
        stage: { x: 0, y: 12, width: 160, height: 76 },
        bars: [bar({ x: 110, y: 2, width: 46, height: 9 }, 4, { round: true }), bar({ x: 122, y: 89, width: 34, height: 9 }, 2, { round: true })],
      };
  }
}

function drawBar(bar: Bar, template: TemplateDefinition, theme: TemplateTheme): string[] {
  const { colours } = theme;
  const { style, labels } = template.layout.toolbar;
  const parts: string[] = [];
  const radius = bar.round || style === 'pill' ? Math.min(bar.box.width, bar.box.height) / 2 : 0;
  const box = style === 'pill' && !bar.round ? inset(bar.box, bar.vertical ? 2 : 3) : bar.box;
  if (style === 'solid' || style === 'pill') parts.push(rect(box, colours.toolbar, radius));
  if (style === 'glass') parts.push(rect(box, colours.toolbar, radius, 0.62), rect(box, 'none', radius, 1, colours.toolbarText));
  const size = template.layout.toolbar.buttonSize === 'large' ? 3.2 : 2.4;
  const step = size * 2 + 2.2;
  const length = bar.vertical ? box.height : box.width;
  const run = step * Math.min(bar.icons, Math.floor((length - (bar.title && !bar.vertical ? 36 : 8)) / step));
  // Beside a title the icons gather at the far end, as the toolbar's tools do; otherwise they are centred.
  const start = bar.title && !bar.vertical ? length - run - 3 : (length - run) / 2;
  for (let along = start + step / 2; along < start + run; along += step) {
    const cx = bar.vertical ? box.x + box.width / 2 : box.x + along;
    const cy = bar.vertical ? box.y + along : box.y + box.height / 2 - (labels === 'icon-label' ? 1.5 : 0);
    parts.push(iconDot(theme.icons, cx, cy, size, colours.toolbarText, colours.accent));
    if (labels === 'icon-label') parts.push(rect({ x: cx - size, y: cy + size + 1, width: size * 2, height: 1 }, colours.toolbarText, 0, 0.7));
  }
  return parts;
}

function iconDot(set: TemplateTheme['icons'], cx: number, cy: number, r: number, ink: string, accent: string): string {
  if (set === 'solid') return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="${accent}"/>`;
  if (set === 'round') return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="${ink}" fill-opacity="0.9"/>`;
  return `<rect x="${round(cx - r + 0.4)}" y="${round(cy - r + 0.4)}" width="${round(2 * r - 0.8)}" height="${round(2 * r - 0.8)}" fill="none" stroke="${ink}" stroke-width="0.8"/>`;
}

/** A spread of two portrait pages centred in the stage, framed as the template frames it. */
function drawFrame(frame: TemplateDefinition['layout']['frame'], stage: Box, ink: string, toolbar: string, accent: string): string[] {
  const room = frame === 'margin' ? inset(stage, 7) : stage;
  const height = Math.min(room.height - 10, (room.width - 16) * 0.66);
  const width = height * 0.75 * 2;
  const book = { x: room.x + (room.width - width) / 2, y: room.y + (room.height - height) / 2, width, height };
  const parts: string[] = [];
  if (frame === 'margin') parts.push(rect(room, ink, 4, 0.08), rect(room, 'none', 4, 1, ink, 0.18));
  if (frame === 'board') parts.push(rect(inset(book, -3.5), toolbar, 1.5), rect(inset(book, -3.5), 'none', 1.5, 1, accent, 0.6));
  if (frame === 'shadow' || frame === 'rounded') parts.push(rect({ ...book, y: book.y + 2 }, '#000000', frame === 'rounded' ? 3 : 0, 0.22));
  const radius = frame === 'rounded' ? 3 : 0;
  parts.push(rect(book, '#ffffff', radius));
  parts.push(`<line x1="${round(book.x + width / 2)}" y1="${round(book.y)}" x2="${round(book.x + width / 2)}" y2="${round(book.y + height)}" stroke="#000000" stroke-opacity="0.18" stroke-width="0.8"/>`);
  if (frame === 'border') parts.push(rect(book, 'none', 0, 1, ink, 0.5));
  for (const side of [0, 1]) {
    for (let line = 0; line < 4; line++) {
      const x = book.x + side * (width / 2) + width * 0.06;
      parts.push(rect({ x, y: book.y + height * (0.2 + line * 0.14), width: width * (line === 3 ? 0.22 : 0.36), height: 1.2 }, '#9aa0a6', 0, 0.7));
    }
  }
  return parts;
}

function rect(box: Box, fill: string, radius = 0, opacity = 1, stroke?: string, strokeOpacity = 0.25): string {
  const outline = stroke === undefined ? '' : ` stroke="${stroke}" stroke-opacity="${strokeOpacity}" stroke-width="0.8"`;
  const alpha = opacity === 1 ? '' : ` fill-opacity="${opacity}"`;
  const corner = radius === 0 ? '' : ` rx="${round(radius)}"`;
  return `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}"${corner} fill="${fill}"${alpha}${outline}/>`;
}

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

function contrastOn(hex: string): string {
  return isDark(hex) ? '#f4f4f6' : '#1d1f24';
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
