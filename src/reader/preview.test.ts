import { describe, expect, it } from 'vitest';
import { applyPreviewMessage, startPreview, type PreviewTarget } from './preview.js';

function recordingTarget() {
  const calls: unknown[][] = [];
  const target: PreviewTarget = {
    setBook: (book) => calls.push(['book', book]),
    setTitle: (title) => calls.push(['title', title]),
    setSetting: (key, value) => calls.push(['setting', key, value]),
    goToPage: (page) => calls.push(['page', page]),
    shownPages: [1],
    onSettle: () => undefined,
  };
  return { target, calls };
}

describe('preview messages', () => {
  it('replaces the whole book with key book', () => {
    const { target, calls } = recordingTarget();
    const value = { version: 1, title: 'New', description: '', pages: [], toc: [], settings: {} };
    expect(applyPreviewMessage(target, { type: 'previewBook', key: 'book', value })).toBe(true);
    expect(calls).toEqual([['book', value]]);
  });

  it('refuses a book that does not parse', () => {
    const { target, calls } = recordingTarget();
    expect(applyPreviewMessage(target, { type: 'previewBook', key: 'book', value: { pages: 'many' } })).toBe(false);
    expect(calls).toEqual([]);
  });

  it('renames the book with key title, and only to a string', () => {
    const { target, calls } = recordingTarget();
    expect(applyPreviewMessage(target, { type: 'previewBook', key: 'title', value: '<b>Bold</b>' })).toBe(true);
    expect(applyPreviewMessage(target, { type: 'previewBook', key: 'title', value: 42 })).toBe(false);
    expect(calls).toEqual([['title', '<b>Bold</b>']]);
  });

  it('keeps any other key as a setting', () => {
    const { target, calls } = recordingTarget();
    applyPreviewMessage(target, { type: 'previewBook', key: 'flipTime', value: 0.3 });
    expect(calls).toEqual([['setting', 'flipTime', 0.3]]);
  });

  it('turns to a page with key page, and only to a whole page number', () => {
    const { target, calls } = recordingTarget();
    expect(applyPreviewMessage(target, { type: 'previewBook', key: 'page', value: 7 })).toBe(true);
    expect(applyPreviewMessage(target, { type: 'previewBook', key: 'page', value: 0 })).toBe(false);
    expect(applyPreviewMessage(target, { type: 'previewBook', key: 'page', value: '3' })).toBe(false);
    expect(calls).toEqual([['page', 7]]);
  });
});

describe("the preview's reports to the editor", () => {
  it('say where a new book opened and where each turn came to rest, with the turns asked so far', () => {
    const reports: unknown[] = [];
    const parent = { postMessage: (message: unknown) => reports.push(message) };
    let deliver: (event: { source: unknown; data: unknown }) => void = () => undefined;
    const win = { parent, addEventListener: (_type: string, listener: typeof deliver) => (deliver = listener) } as unknown as Window;
    let settle = () => undefined as void;
    const shown = { pages: [1] };
    const target: PreviewTarget = {
      setBook: () => undefined,
      setTitle: () => undefined,
      setSetting: () => undefined,
      // This reader turns without animating, so a turn comes to rest at once.
      goToPage: (page) => {
        shown.pages = [page - 1, page];
        settle();
      },
      get shownPages() {
        return shown.pages;
      },
      onSettle: (listener) => (settle = listener),
    };
    startPreview(target, win);
    const book = { version: 1, title: 'New', description: '', pages: [], toc: [], settings: {} };
    deliver({ source: parent, data: { type: 'previewBook', key: 'book', value: book } });
    deliver({ source: parent, data: { type: 'previewBook', key: 'page', value: 7 } });
    // A message from any other window is not the editor's.
    deliver({ source: {}, data: { type: 'previewBook', key: 'page', value: 9 } });
    expect(reports).toEqual([
      { type: 'previewReady' },
      { type: 'previewPages', pages: [1], turns: 0 },
      { type: 'previewPages', pages: [6, 7], turns: 1 },
    ]);
  });
});
