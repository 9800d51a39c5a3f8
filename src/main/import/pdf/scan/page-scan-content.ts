import { type PdfFile, PdfStream } from './pdf-file.js';
import { isDict, nameOf, PdfKeyword, PdfLexer, Unsupported, type PdfDict, type PdfValue } from './pdf-syntax.js';

/** A 2D affine matrix [a b c d e f], as PDF writes them. */
export type Matrix = readonly [number, number, number, number, number, number];

/** What a scanned page draws: one image, with the matrix that maps its unit square into the page. */
export interface PageScan {
  image: PdfStream;
  /** The image's unit square to the page's default user space. */
  matrix: Matrix;
  /** Rectangles the drawing was clipped to, in default user space, as [x0 y0 x1 y1] of their corners after the matrix. */
  clips: Array<[number, number][]>;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 then m2: a point mapped by m1, then by m2. */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[1] * m2[2],
    m1[0] * m2[1] + m1[1] * m2[3],
    m1[2] * m2[0] + m1[3] * m2[2],
    m1[2] * m2[1] + m1[3] * m2[3],
    m1[4] * m2[0] + m1[5] * m2[2] + m2[4],
    m1[4] * m2[1] + m1[5] * m2[3] + m2[5],
  ];
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Operators that change nothing a page shows when no text is visible and nothing is filled or stroked. */
const HARMLESS = new Set([
  // text state and positioning (text is checked where it is shown, fonts where they are set)
  'BT', 'ET', 'Tc', 'Tw', 'Tz', 'TL', 'Ts', 'Td', 'TD', 'Tm', 'T*',
  // colours: they only colour fills, strokes and text, none of which may be painted here
  'g', 'G', 'rg', 'RG', 'k', 'K', 'cs', 'CS', 'sc', 'SC', 'scn', 'SCN',
  // line style and rendering hints
  'w', 'J', 'j', 'M', 'd', 'ri', 'i',
  // marked content (optional content is refused at BDC)
  'BMC', 'EMC', 'MP', 'DP',
]);
const SHOW_TEXT = new Set(['Tj', 'TJ', "'", '"']);
/** Text render mode 3 paints nothing: the invisible OCR layer of a scanned page. */
const INVISIBLE_TEXT = 3;

/**
 * Reads a page's content and says whether it only draws one image (and perhaps invisible
 * text, a clip or marked content around it; the invisible text may sit in a form, as
 * OCRmyPDF grafts it). Throws Unsupported for anything else: a second image, a form that
 * draws, a visible mark, an inline image, a graphics-state dictionary, optional content,
 * a shading, annotations that draw.
 */
export function findPageScan(file: PdfFile, pageNum: number): PageScan {
  const page = file.get(pageNum);
  if (!isDict(page) || nameOf(page.get('Type')) !== 'Page') throw new Unsupported('not a page');
  checkAnnotations(file, page);
  const resources = inherited(file, page, 'Resources');
  if (!isDict(resources)) throw new Unsupported('no resources');
  let found: { image: PdfStream; matrix: Matrix } | null = null;
  const clips = walkContent(file, contentBytes(file, page), resources, 0, (image, matrix) => {
    if (found) throw new Unsupported('more than one image');
    found = { image, matrix };
  });
  if (!found) throw new Unsupported('no image');
  return { ...(found as { image: PdfStream; matrix: Matrix }), clips };
}

/** Forms nest at most this deep; an OCR layer is one level. */
const MAX_FORM_DEPTH = 4;

/**
 * Walks one content stream, calling `onImage` for the image it draws; a form's content
 * is walked with none, since nothing it draws may show. Returns the clips met.
 */
function walkContent(file: PdfFile, content: Uint8Array, resources: PdfDict, depth: number, onImage: ((image: PdfStream, matrix: Matrix) => void) | null): PageScan['clips'] {
  const lexer = new PdfLexer(content, 0, true);
  const operands: PdfValue[] = [];
  const stack: Array<{ ctm: Matrix; textMode: number }> = [];
  let state = { ctm: IDENTITY, textMode: 0 };
  let path: Array<[number, number][]> = [];
  let clipPending = false;
  const clips: PageScan['clips'] = [];
  for (let token = lexer.nextObject(); token !== undefined; token = lexer.nextObject()) {
    if (!(token instanceof PdfKeyword)) {
      operands.push(token);
      continue;
    }
    const op = token.word;
    if (op === 'q') {
      if (stack.length > 64) throw new Unsupported('graphics state nested too deep');
      stack.push(state);
    } else if (op === 'Q') state = stack.pop() ?? state;
    else if (op === 'cm') state = { ...state, ctm: multiply(matrixOf(operands), state.ctm) };
    else if (op === 'Tr') state = { ...state, textMode: numberAt(operands, 0) };
    else if (op === 'Tf') checkFont(file, resources, operands);
    else if (SHOW_TEXT.has(op)) {
      if (state.textMode !== INVISIBLE_TEXT) throw new Unsupported('visible text');
    } else if (op === 'Do') {
      const xobject = xobjectNamed(file, resources, operands);
      if (nameOf(xobject.dict.get('Subtype')) === 'Image') {
        if (!onImage) throw new Unsupported('an image inside a form');
        onImage(xobject, state.ctm);
      } else {
        if (nameOf(xobject.dict.get('Subtype')) !== 'Form' || depth >= MAX_FORM_DEPTH) throw new Unsupported('XObject is not an image or a form');
        const own = file.lookup(xobject.dict, 'Resources');
        walkContent(file, file.streamData(xobject), isDict(own) ? own : resources, depth + 1, null);
      }
    } else if (op === 're') {
      const [x, y, w, h] = [0, 1, 2, 3].map((i) => numberAt(operands, i)) as [number, number, number, number];
      path.push([apply(state.ctm, x, y), apply(state.ctm, x + w, y), apply(state.ctm, x + w, y + h), apply(state.ctm, x, y + h)]);
    } else if (op === 'W' || op === 'W*') clipPending = true;
    else if (op === 'n') {
      // A clip lasts until the Q that restores the state; whether it cuts the page is checked
      // against the page's box later, so every clip met counts, even one restored before the image.
      if (clipPending) clips.push(...path);
      path = [];
      clipPending = false;
    } else if (op === 'BDC') {
      if (nameOf(operands[0]) === 'OC') throw new Unsupported('optional content');
    } else if (!HARMLESS.has(op)) throw new Unsupported(`operator ${op}`);
    operands.length = 0;
  }
  return clips;
}

function numberAt(operands: PdfValue[], index: number): number {
  const value = operands[index];
  if (typeof value !== 'number') throw new Unsupported('operand is not a number');
  return value;
}

function matrixOf(operands: PdfValue[]): Matrix {
  if (operands.length !== 6) throw new Unsupported('bad cm');
  return [0, 1, 2, 3, 4, 5].map((i) => numberAt(operands, i)) as unknown as Matrix;
}

/** A Type 3 font's glyphs are drawings of their own; invisible text is only trusted in other fonts. */
function checkFont(file: PdfFile, resources: PdfDict, operands: PdfValue[]): void {
  const fonts = file.lookup(resources, 'Font');
  const name = nameOf(operands[0]);
  const font = name !== null && isDict(fonts) ? file.lookup(fonts, name) : undefined;
  if (!isDict(font) || nameOf(font.get('Subtype')) === 'Type3') throw new Unsupported('font missing or Type 3');
}

function xobjectNamed(file: PdfFile, resources: PdfDict, operands: PdfValue[]): PdfStream {
  const xobjects = file.lookup(resources, 'XObject');
  const name = nameOf(operands[0]);
  const xobject = name !== null && isDict(xobjects) ? file.lookup(xobjects, name) : undefined;
  if (!(xobject instanceof PdfStream)) throw new Unsupported('Do without an XObject');
  return xobject;
}

/** A page attribute, inherited from the page tree as the spec allows (Resources, MediaBox…). */
function inherited(file: PdfFile, page: PdfDict, key: string): unknown {
  let node: PdfDict | null = page;
  for (let depth = 0; node && depth < 64; depth += 1) {
    const value = file.lookup(node, key);
    if (value !== undefined && value !== null) return value;
    const parent = file.lookup(node, 'Parent');
    node = isDict(parent) ? parent : null;
  }
  return undefined;
}

/** Annotations draw over the page; only links without an appearance of their own draw nothing. */
function checkAnnotations(file: PdfFile, page: PdfDict): void {
  const annots = file.lookup(page, 'Annots');
  if (annots === undefined || annots === null) return;
  if (!Array.isArray(annots)) throw new Unsupported('bad annotations');
  for (const item of annots) {
    const annot = file.resolve(item);
    if (!isDict(annot)) throw new Unsupported('bad annotation');
    if (nameOf(annot.get('Subtype')) !== 'Link' || annot.has('AP')) throw new Unsupported('annotation that draws');
  }
}

/** The page's content: one stream or an array of them, joined by whitespace as the spec says. */
function contentBytes(file: PdfFile, page: PdfDict): Uint8Array {
  const contents = file.lookup(page, 'Contents');
  const streams = Array.isArray(contents) ? contents.map((item) => file.resolve(item)) : [contents];
  const parts: Uint8Array[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PdfStream)) throw new Unsupported('contents is not a stream');
    parts.push(file.streamData(stream), new Uint8Array([10]));
  }
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
