import { describe, expect, it } from 'vitest';
import { PageHistory } from './page-history.js';

describe("the reader's own page history", () => {
  it('goes back and forward through the pages visited, in order', () => {
    const history = new PageHistory();
    history.reset(1);
    history.visit(4);
    history.visit(10);
    expect(history.canGoForward).toBe(false);
    expect(history.back()).toBe(4);
    history.visit(4);
    expect(history.back()).toBe(1);
    expect(history.canGoBack).toBe(false);
    expect(history.back()).toBeNull();
    expect(history.forward()).toBe(4);
    expect(history.forward()).toBe(10);
    expect(history.forward()).toBeNull();
  });

  it('drops the pages ahead when the reader goes somewhere new, and ignores a repeat', () => {
    const history = new PageHistory();
    history.reset(1);
    history.visit(6);
    history.visit(6);
    history.back();
    history.visit(8);
    expect(history.canGoForward).toBe(false);
    expect(history.back()).toBe(1);
    expect(history.forward()).toBe(8);
  });
});
