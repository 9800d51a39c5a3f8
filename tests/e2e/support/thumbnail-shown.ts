import type { Locator } from 'playwright-core';

/**
 * Whether the image under `selector` in a scrolling list is rendered, loaded and wholly
 * inside the list's visible box: the lists render only what is near their view (0232).
 */
export function thumbnailShown(scroller: Locator, selector: string): Promise<boolean> {
  return scroller.evaluate((element, wanted) => {
    const image = element.querySelector<HTMLImageElement>(wanted);
    if (image === null || !image.complete || image.naturalWidth === 0) return false;
    const box = image.getBoundingClientRect();
    const view = element.getBoundingClientRect();
    return box.left >= view.left - 1 && box.right <= view.right + 1 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
  }, selector);
}
