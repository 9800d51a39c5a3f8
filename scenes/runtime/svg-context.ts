import type { SceneContext } from './scene-definition.js';

type Matrix = readonly [number, number, number, number, number, number];
type Paint = string | CanvasGradient | CanvasPattern;

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const TAU = Math.PI * 2;

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const num = (value: number): string => String(Math.round(value * 10) / 10);

/** Escapes a colour for an attribute; scene colours are constants, this only guards the markup. */
const attr = (value: string): string => value.replace(/[&"<>]/g, '');

/** A canvas gradient that remembers its geometry and stops, to be written as an SVG gradient. */
export class SvgGradient implements CanvasGradient {
  readonly stops: [number, string][] = [];
  constructor(readonly kind: 'linear' | 'radial', readonly geometry: readonly number[]) {}
  addColorStop(offset: number, color: string): void {
    this.stops.push([offset, color]);
  }
}

interface State {
  matrix: Matrix;
  fillStyle: Paint;
  strokeStyle: Paint;
  globalAlpha: number;
  lineWidth: number;
  lineCap: CanvasLineCap;
}

/**
 * The subset of the canvas 2D context that scenes use (SceneContext), recorded as SVG.
 * Path points are transformed when added, as canvas does; arcs become short polylines,
 * which is plenty for a 160×100 picker preview.
 */
export class SvgContext implements SceneContext {
  fillStyle: Paint = '#000';
  strokeStyle: Paint = '#000';
  globalAlpha = 1;
  lineWidth = 1;
  lineCap: CanvasLineCap = 'butt';
  private matrix: Matrix = IDENTITY;
  private readonly saved: State[] = [];
  private path = '';
  private hasPoint = false;
  private readonly shapes: string[] = [];
  private readonly defs: string[] = [];

  save(): void {
    const { matrix, fillStyle, strokeStyle, globalAlpha, lineWidth, lineCap } = this;
    this.saved.push({ matrix, fillStyle, strokeStyle, globalAlpha, lineWidth, lineCap });
  }
  restore(): void {
    const state = this.saved.pop();
    if (state !== undefined) Object.assign(this, state);
  }
  translate(x: number, y: number): void {
    this.matrix = multiply(this.matrix, [1, 0, 0, 1, x, y]);
  }
  rotate(angle: number): void {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    this.matrix = multiply(this.matrix, [cos, sin, -sin, cos, 0, 0]);
  }
  scale(x: number, y: number): void {
    this.matrix = multiply(this.matrix, [x, 0, 0, y, 0, 0]);
  }
  beginPath(): void {
    this.path = '';
    this.hasPoint = false;
  }
  closePath(): void {
    if (this.hasPoint) this.path += 'Z';
  }
  moveTo(x: number, y: number): void {
    this.path += `M${this.point(x, y)}`;
    this.hasPoint = true;
  }
  lineTo(x: number, y: number): void {
    this.path += `${this.hasPoint ? 'L' : 'M'}${this.point(x, y)}`;
    this.hasPoint = true;
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    if (!this.hasPoint) this.moveTo(cx, cy);
    this.path += `Q${this.point(cx, cy)} ${this.point(x, y)}`;
  }
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    if (!this.hasPoint) this.moveTo(c1x, c1y);
    this.path += `C${this.point(c1x, c1y)} ${this.point(c2x, c2y)} ${this.point(x, y)}`;
  }
  arc(x: number, y: number, radius: number, start: number, end: number, counterclockwise = false): void {
    this.ellipse(x, y, radius, radius, 0, start, end, counterclockwise);
  }
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number, counterclockwise = false): void {
    const sweep = arcSweep(start, end, counterclockwise);
    // About one segment per 4 pixels of rim as drawn, so small dots stay small in the file.
    const [a, b, c, d] = this.matrix;
    const drawnRadius = Math.max(rx, ry) * Math.sqrt(Math.abs(a * d - b * c));
    const steps = Math.ceil(Math.min(48, Math.max(8, (drawnRadius * Math.PI * 2) / 4)) * (Math.abs(sweep) / TAU));
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    for (let i = 0; i <= steps; i += 1) {
      const angle = start + (sweep * i) / steps;
      const px = rx * Math.cos(angle);
      const py = ry * Math.sin(angle);
      this.lineTo(x + px * cos - py * sin, y + px * sin + py * cos);
    }
  }
  fill(): void {
    this.shapes.push(`<path d="${this.path}" fill="${this.paint(this.fillStyle)}"${this.opacity()}/>`);
  }
  stroke(): void {
    const [a, b, c, d] = this.matrix;
    const width = this.lineWidth * Math.sqrt(Math.abs(a * d - b * c));
    this.shapes.push(
      `<path d="${this.path}" fill="none" stroke="${this.paint(this.strokeStyle)}" stroke-width="${num(width)}" stroke-linecap="${this.lineCap}"${this.opacity()}/>`,
    );
  }
  fillRect(x: number, y: number, width: number, height: number): void {
    const [path, hasPoint] = [this.path, this.hasPoint];
    this.beginPath();
    this.moveTo(x, y);
    this.lineTo(x + width, y);
    this.lineTo(x + width, y + height);
    this.lineTo(x, y + height);
    this.closePath();
    this.fill();
    [this.path, this.hasPoint] = [path, hasPoint];
  }
  /** A preview is drawn once on a fresh picture, so there is nothing to clear. */
  clearRect(): void {}
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradient {
    return new SvgGradient('linear', [x0, y0, x1, y1]);
  }
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): CanvasGradient {
    return new SvgGradient('radial', [x0, y0, r0, x1, y1, r1]);
  }

  /** The shapes drawn so far, with the gradient definitions they use. */
  markup(): string {
    return `${this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : ''}${this.shapes.join('')}`;
  }

  private point(x: number, y: number): string {
    const [a, b, c, d, e, f] = this.matrix;
    return `${num(a * x + c * y + e)} ${num(b * x + d * y + f)}`;
  }
  private opacity(): string {
    return this.globalAlpha < 1 ? ` opacity="${Math.round(this.globalAlpha * 100) / 100}"` : '';
  }
  private paint(style: Paint): string {
    if (typeof style === 'string') return attr(style);
    if (!(style instanceof SvgGradient)) return '#000';
    // Gradient coordinates live in the user space current at fill time, as in canvas.
    const id = `g${this.defs.length}`;
    const transform = `gradientUnits="userSpaceOnUse" gradientTransform="matrix(${this.matrix.map((v) => String(Math.round(v * 1000) / 1000)).join(' ')})"`;
    const stops = style.stops.map(([offset, colour]) => `<stop offset="${num(offset)}" stop-color="${attr(colour)}"/>`).join('');
    const g = style.geometry.map(num);
    this.defs.push(
      style.kind === 'linear'
        ? `<linearGradient id="${id}" ${transform} x1="${g[0]}" y1="${g[1]}" x2="${g[2]}" y2="${g[3]}">${stops}</linearGradient>`
        : `<radialGradient id="${id}" ${transform} fx="${g[0]}" fy="${g[1]}" fr="${g[2]}" cx="${g[3]}" cy="${g[4]}" r="${g[5]}">${stops}</radialGradient>`,
    );
    return `url(#${id})`;
  }
}

/** The signed angle an arc covers, by the canvas rules (a full turn at most). */
function arcSweep(start: number, end: number, counterclockwise: boolean): number {
  if (!counterclockwise && end - start >= TAU) return TAU;
  if (counterclockwise && start - end >= TAU) return -TAU;
  const turn = (((counterclockwise ? start - end : end - start) % TAU) + TAU) % TAU;
  return counterclockwise ? -turn : turn;
}
