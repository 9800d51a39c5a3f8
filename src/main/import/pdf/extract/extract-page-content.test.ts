import { describe, expect, it } from 'vitest';
import { extractPageContent, resolveExtractChoice, type ContentPage } from './extract-page-content.js';
import type { LinkDocument } from './page-links.js';

const doc: LinkDocument = {
  numPages: 2,
  getDestination: async () => null,
  getPageIndex: async () => 1,
};

function page(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    getViewport: () => ({ width: 100, height: 100, convertToViewportPoint: (x: number, y: number) => [x, 100 - y] }),
    getAnnotations: async () => [{ subtype: 'Link', rect: [0, 0, 50, 50], dest: [{ num: 5, gen: 0 }, { name: 'Fit' }] }],
    getTextContent: async () => ({ items: [{ str: 'word', transform: [10, 0, 0, 10, 10, 50], width: 20, height: 10 }] }),
    ...overrides,
  };
}

describe('extractPageContent', () => {
  it('reads links and text when both are on', async () => {
    const { content, warnings } = await extractPageContent(doc, page(), 1, { links: true, text: true });
    expect(content.links).toEqual([{ x: 0, y: 0.5, width: 0.5, height: 0.5, target: { kind: 'page', page: 2 } }]);
    expect(content.text?.items.map((item) => item.text)).toEqual(['word']);
    expect(warnings).toEqual([]);
  });

  it('reads nothing, not even the page geometry, when both are off', async () => {
    const untouchable = page({
      getViewport: () => {
        throw new Error('must not be asked');
      },
    });
    expect(await extractPageContent(doc, untouchable, 1, { links: false, text: false })).toEqual({ content: {}, warnings: [] });
  });

  it('keeps the text when the links cannot be read, and says why', async () => {
    const broken = page({ getAnnotations: async () => Promise.reject(new Error('bad annotation dictionary')) });
    const { content, warnings } = await extractPageContent(doc, broken, 7, { links: true, text: true });
    expect(content.links).toBeUndefined();
    expect(content.text?.items).toHaveLength(1);
    expect(warnings).toEqual(['page 7: links left out: Error: bad annotation dictionary']);
  });

  it('keeps the links when the text cannot be read, and says why', async () => {
    const broken = page({ getTextContent: async () => Promise.reject(new Error('broken font')) });
    const { content, warnings } = await extractPageContent(doc, broken, 3, { links: true, text: true });
    expect(content.links).toHaveLength(1);
    expect(content.text).toBeUndefined();
    expect(warnings).toEqual(['page 3: text layer left out: Error: broken font']);
  });

  it('leaves out empty results, so a scanned page stores nothing extra', async () => {
    const scanned = page({ getAnnotations: async () => [], getTextContent: async () => ({ items: [] }) });
    expect((await extractPageContent(doc, scanned, 1, { links: true, text: true })).content).toEqual({});
  });
});

describe('resolveExtractChoice', () => {
  it('turns every kind of extraction on unless the user turned it off', () => {
    expect(resolveExtractChoice(undefined)).toEqual({ toc: true, links: true, text: true });
    expect(resolveExtractChoice({ links: false })).toEqual({ toc: true, links: false, text: true });
  });
});
