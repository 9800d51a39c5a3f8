import { curlFrame, mirrorFrame, transposeFrame, type Point } from './curl-geometry.js';
import type { Size } from './layout.js';

/** The turning leaf as built by the view: two faces, each holding a page and a shade. */
export interface LeafParts {
  leaf: HTMLElement;
  frontFace: HTMLElement;
  backFace: HTMLElement;
  frontShade: HTMLElement;
  backShade: HTMLElement;
  castShade: HTMLElement;
}

/** A soft sheet that curls, or a rigid board (the hard cover option). */
export type LeafKind = 'soft' | 'hard';

/** Bands are drawn on a 100 x 100 element and scaled, so a frame writes transforms only. */
const BAND_BASE = 100;

/**
 * Draws the leaf at one position of its turn, given the grabbed corner in the canonical
 * frame of curl-geometry.ts. Each frame writes only clip-paths, transforms and opacities,
 * which the browser can apply without laying the page out again.
 */
export class Leaf {
  private kind: LeafKind = 'soft';
  private mirrored = false;
  private vertical = false;
  /** The leaf's size in the canonical frame (layout.ts `canonicalSize`). */
  private size: Size = { width: 0, height: 0 };
  /** Where the book's first edge is along the turn, in the leaf box's coordinates, for the cast shadow. */
  private bookOffset = 0;

  constructor(private readonly parts: LeafParts) {}

  /**
   * Shows the leaf for a turn. `mirrored` turns it to the right (right-to-left books), or
   * down in a `vertical` book; `size` is canonical; `blankBack` shows plain paper on the
   * back of a single page.
   */
  prepare(kind: LeafKind, mirrored: boolean, size: Size, single: boolean, blankBack: boolean, vertical = false): void {
    const { leaf, backFace } = this.parts;
    this.kind = kind;
    this.mirrored = mirrored;
    this.vertical = vertical;
    this.size = size;
    this.bookOffset = single || mirrored ? 0 : size.width;
    leaf.classList.toggle('fb-hard', kind === 'hard');
    leaf.classList.toggle('fb-mirrored', mirrored);
    backFace.classList.toggle('fb-blank', blankBack);
    this.parts.frontFace.className = `fb-face fb-face-front ${mirrored ? 'fb-side-left' : 'fb-side-right'}`;
    backFace.className = `fb-face fb-face-back ${mirrored ? 'fb-side-right' : 'fb-side-left'}${blankBack ? ' fb-blank' : ''}`;
    leaf.hidden = false;
  }

  /** Draws the turn with the grabbed corner (top or bottom of the outer edge) at `corner`. */
  draw(corner: Point, top: boolean): void {
    if (this.kind === 'hard') this.drawBoard(corner);
    else this.drawCurl(corner, top);
  }

  hide(): void {
    const { leaf, frontFace, backFace, frontShade, backShade, castShade } = this.parts;
    leaf.hidden = true;
    for (const element of [leaf, frontFace, backFace, frontShade, backShade, castShade]) {
      element.style.transform = '';
      element.style.clipPath = '';
      element.style.opacity = '';
      element.style.filter = '';
    }
  }

  private drawCurl(corner: Point, top: boolean): void {
    const { width, height } = this.size;
    const canonical = curlFrame(corner, width, height, top);
    const turned = this.mirrored ? mirrorFrame(canonical, width) : canonical;
    const frame = this.vertical ? transposeFrame(turned) : turned;
    const { frontFace, backFace, frontShade, backShade, castShade } = this.parts;
    frontFace.style.clipPath = polygon(frame.front);
    backFace.style.clipPath = polygon(frame.backClip);
    const m = frame.backMatrix;
    backFace.style.transform = `matrix(${m.a},${m.b},${m.c},${m.d},${m.e},${m.f})`;
    const band = (12 + width * 0.18) * frame.strength;
    const reach = 3 * (width + height);
    const opacity = String(Math.min(1, frame.strength * 1.5));
    placeBand(frontShade, frame.foldPoint, { x: -frame.foldNormal.x, y: -frame.foldNormal.y }, band, reach);
    placeBand(backShade, frame.backFoldPoint, frame.backFoldNormal, band * 0.8, reach);
    const fold = frame.foldPoint;
    placeBand(castShade, this.vertical ? { x: fold.x, y: fold.y + this.bookOffset } : { x: fold.x + this.bookOffset, y: fold.y }, frame.foldNormal, band * 0.7, reach);
    frontShade.style.opacity = opacity;
    backShade.style.opacity = opacity;
    castShade.style.opacity = opacity;
  }

  /** A board turns about the spine without bending; its angle follows the corner's reach. */
  private drawBoard(corner: Point): void {
    const { width } = this.size;
    const cos = Math.min(1, Math.max(-1, corner.x / Math.max(width, 1)));
    const angle = (Math.acos(cos) * 180) / Math.PI;
    const { leaf, frontFace, backFace } = this.parts;
    // A top-bound board swings about its top (or bottom) edge; the transposition flips the sign.
    leaf.style.transform = this.vertical ? `rotateX(${this.mirrored ? -angle : angle}deg)` : `rotateY(${this.mirrored ? angle : -angle}deg)`;
    // Faces darken as they stand edge-on to the reader, like light falling on a board.
    const light = String(1 - 0.45 * Math.sin((angle * Math.PI) / 180));
    frontFace.style.filter = `brightness(${light})`;
    backFace.style.filter = `brightness(${light})`;
  }
}

function polygon(points: readonly Point[]): string {
  if (points.length < 3) return 'polygon(0 0, 0 0, 0 0)';
  return `polygon(${points.map((q) => `${q.x.toFixed(1)}px ${q.y.toFixed(1)}px`).join(',')})`;
}

/** Lays a gradient band along a line: its dark edge on the line, fading in direction `dir`. */
function placeBand(element: HTMLElement, at: Point, dir: Point, width: number, length: number): void {
  const angle = Math.atan2(dir.y, dir.x);
  const sx = Math.max(width, 0.01) / BAND_BASE;
  const sy = length / BAND_BASE;
  element.style.transform = `translate(${at.x.toFixed(1)}px,${at.y.toFixed(1)}px) rotate(${angle.toFixed(4)}rad) scale(${sx.toFixed(4)},${sy.toFixed(3)}) translateY(-50px)`;
}
