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
 * are then fitted inside that page box.
 */
export function bookFrame(stage: Size, firstPage: Size, single: boolean, margin: { x: number; y: number }): BookFrame {
  const room = { width: Math.max(0, stage.width - 2 * margin.x), height: Math.max(0, stage.height - 2 * margin.y) };
  const page = fitPage(firstPage, { width: single ? room.width : Math.floor(room.width / 2), height: room.height });
  const width = page.width * (single ? 1 : 2);
  return { page, width, height: page.height, left: Math.round((stage.width - width) / 2), top: Math.round((stage.height - page.height) / 2) };
}

/**
 * A client point in the turning leaf's canonical frame (curl-geometry.ts): the leaf box's
 * spine at x = 0 and its outer edge at x = page width. The leaf is the right-hand page of a
 * left-to-right spread, the left-hand page of a right-to-left one, or the whole single page.
 */
export function toLeafPoint(
  book: { left: number; top: number; width: number },
  pageWidth: number,
  options: { single: boolean; rightToLeft: boolean },
  client: { x: number; y: number },
): { x: number; y: number } {
  const left = options.single || options.rightToLeft ? book.left : book.left + book.width / 2;
  const x = client.x - left;
  return { x: options.rightToLeft ? pageWidth - x : x, y: client.y - book.top };
}
