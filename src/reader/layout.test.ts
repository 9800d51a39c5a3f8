import { describe, expect, it } from 'vitest';
import { fitPage, pageBox } from './layout.js';

describe('fitting a page into its half of the book', () => {
  it('fits a portrait page by height and keeps its aspect ratio', () => {
    expect(fitPage({ width: 600, height: 800 }, { width: 500, height: 400 })).toEqual({ width: 300, height: 400 });
  });

  it('fits a landscape page by width', () => {
    expect(fitPage({ width: 1000, height: 500 }, { width: 400, height: 400 })).toEqual({ width: 400, height: 200 });
  });

  it('scales small pages up to fill the box', () => {
    expect(fitPage({ width: 60, height: 80 }, { width: 600, height: 800 })).toEqual({ width: 600, height: 800 });
  });

  it('gives nothing for an empty box or a page without size', () => {
    expect(fitPage({ width: 600, height: 800 }, { width: 0, height: 400 })).toEqual({ width: 0, height: 0 });
    expect(fitPage({ width: 0, height: 800 }, { width: 300, height: 400 })).toEqual({ width: 0, height: 0 });
  });

  it('splits the book at the spine', () => {
    expect(pageBox({ width: 1001, height: 700.6 })).toEqual({ width: 500, height: 700 });
  });
});
