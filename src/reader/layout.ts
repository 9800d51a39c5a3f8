/** A width and height in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The largest size with the page's own aspect ratio that fits in the box, so pages of
 * different shapes in one book each keep their proportions. Whole pixels keep edges sharp.
 */
export function fitPage(page: Size, box: Size): Size {
  if (page.width <= 0 || page.height <= 0 || box.width <= 0 || box.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(box.width / page.width, box.height / page.height);
  return {
    width: Math.max(1, Math.floor(page.width * scale)),
    height: Math.max(1, Math.floor(page.height * scale)),
  };
}

/** Where the book sits in the stage: its pages' size and the book's box. */
export interface BookFrame {
  page: Size;
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * Sizes the book for the stage: the first page, fitted into half the room (or all of it in
 * single-page mode), sets the page size, and the book is centred. Pages of other shapes
 * are then fitted inside that page box. A vertical (top-bound) book stacks its two pages,
 * so each gets half the height instead of half the width.
 */
export function bookFrame(stage: Size, firstPage: Size, single: boolean, margin: { x: number; y: number }, vertical = false): BookFrame {
  const room = { width: Math.max(0, stage.width - 2 * margin.x), height: Math.max(0, stage.height - 2 * margin.y) };
  const pages = single ? 1 : 2;
  const page = fitPage(firstPage, vertical ? { width: room.width, height: Math.floor(room.height / pages) } : { width: Math.floor(room.width / pages), height: room.height });
  const width = vertical ? page.width : page.width * pages;
  const height = vertical ? page.height * pages : page.height;
  return { page, width, height, left: Math.round((stage.width - width) / 2), top: Math.round((stage.height - height) / 2) };
}

/**
 * Auto page mode: one page at a time when that page covers more of the stage than a whole
 * spread would. A phone held upright gets one large page; a short, wide frame (a 650 px
 * WordPress column) gets the spread, which there is larger than a lone page.
 */
export function singleShowsMore(stage: Size, firstPage: Size, margin: { x: number; y: number }, vertical = false): boolean {
  const area = (frame: BookFrame): number => frame.width * frame.height;
  return area(bookFrame(stage, firstPage, true, margin, vertical)) > area(bookFrame(stage, firstPage, false, margin, vertical));
}

/** Below this stage width every pixel counts, and the book's margins give way to the pages. */
const SMALL_STAGE = 700;
/** The most a margin takes of a small stage's side, on each side. */
const SMALL_STAGE_MARGIN_SHARE = 0.015;

/** The room around the book; `authored` marks the sides whose margin the author set (not the default). */
export interface StageMargin {
  x: number;
  y: number;
  authored?: { x: boolean; y: boolean };
}

/**
 * The margins a stage can afford: on a small stage (a phone, a narrow embed) each default
 * positive margin is held to a small share of the stage, so the page keeps most of the frame.
 * A margin the author set for the book (the mobile margins are set for phones), negative
 * margins (an enlarged book) and margins on larger stages are the author's as set.
 */
export function affordableMargin(margin: StageMargin, stage: Size): { x: number; y: number } {
  if (stage.width >= SMALL_STAGE) return { x: margin.x, y: margin.y };
  const cap = (value: number, side: number, authored = false): number => (authored ? value : Math.min(value, Math.max(0, Math.floor(side * SMALL_STAGE_MARGIN_SHARE))));
  return { x: cap(margin.x, stage.width, margin.authored?.x), y: cap(margin.y, stage.height, margin.authored?.y) };
}

/** How the leaf lies in the book: which page turns, and about which spine. */
export interface LeafLayout {
  single: boolean;
  rightToLeft: boolean;
  /** A top-bound book: the spine runs across the middle and the lower page turns up. */
  vertical?: boolean;
}

/** The leaf's size in the canonical frame: its extent away from the spine is the frame's width. */
export function canonicalSize(page: Size, vertical: boolean): Size {
  return vertical ? { width: page.height, height: page.width } : page;
}

/**
 * A client point in the turning leaf's canonical frame (curl-geometry.ts): the leaf box's
 * spine at x = 0 and its outer edge at x = `extent` (the page's width, or its height in a
 * vertical book). The leaf is the right-hand page of a left-to-right spread, the left-hand
 * page of a right-to-left one, or the whole single page; in a vertical book the lower page
 * (the upper one when right to left), with the page's left edge at canonical y = 0.
 */
export function toLeafPoint(book: { left: number; top: number; width: number; height: number }, extent: number, options: LeafLayout, client: { x: number; y: number }): { x: number; y: number } {
  const vertical = options.vertical === true;
  const [start, length, along, across] = vertical ? [book.top, book.height, client.y, client.x - book.left] : [book.left, book.width, client.x, client.y - book.top];
  const x = along - (options.single || options.rightToLeft ? start : start + length / 2);
  return { x: options.rightToLeft ? extent - x : x, y: across };
}
