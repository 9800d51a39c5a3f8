import { beforeEach, describe, expect, it } from 'vitest';
import { followPreview, previewPagesStore } from './preview-pages.js';

describe('the page the strip follows', () => {
  beforeEach(() => previewPagesStore.getState().reset());

  it('keeps a clicked page that the preview shows on either side of a spread', () => {
    expect(followPreview(5, [4, 5])).toBe(5);
    expect(followPreview(4, [4, 5])).toBe(4);
  });

  it('moves to the first page on show when the preview turned elsewhere', () => {
    expect(followPreview(5, [8, 9])).toBe(8);
    expect(followPreview(5, [])).toBe(5);
  });

  it('asks for each turn, even to the same page twice, and makes it current', () => {
    const store = previewPagesStore.getState();
    store.turnTo(7);
    const first = previewPagesStore.getState().request;
    store.turnTo(7);
    const second = previewPagesStore.getState().request;
    expect(first?.page).toBe(7);
    expect(second?.page).toBe(7);
    expect(second?.seq).not.toBe(first?.seq);
    expect(previewPagesStore.getState().current).toBe(7);
    store.showing([6, 7]);
    expect(previewPagesStore.getState().current).toBe(7);
  });
});
