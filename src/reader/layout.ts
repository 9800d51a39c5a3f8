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

/** One side of the spine: half the book's width, its full height. */
export function pageBox(book: Size): Size {
  return { width: Math.max(0, Math.floor(book.width / 2)), height: Math.max(0, Math.floor(book.height)) };
}
