import { describe, expect, it } from 'vitest';
import type { PageLink, TextLayer } from '../../../../shared/domain/page-content.js';
import { splitPageContent } from './split-page-content.js';

const url = (u: string): PageLink['target'] => ({ kind: 'url', url: u });

const links: PageLink[] = [
  { x: 0.1, y: 0.1, width: 0.2, height: 0.1, target: url('https://left.example/') },
  { x: 0.6, y: 0.2, width: 0.3, height: 0.1, target: { kind: 'page', page: 4 } },
  { x: 0.4, y: 0.5, width: 0.2, height: 0.1, target: url('https://fold.example/') },
  { x: 0.3, y: 0.8, width: 0.2, height: 0.1, target: url('https://touching.example/') },
];

const text: TextLayer = {
  version: 1,
  items: [
    { text: 'left', x: 0.05, y: 0.1, width: 0.1, height: 0.02 },
    { text: 'right', x: 0.75, y: 0.1, width: 0.1, height: 0.02 },
    { text: 'mostly right', x: 0.45, y: 0.3, width: 0.2, height: 0.02 },
  ],
};

describe('splitPageContent', () => {
  it('gives the left half the links and text on it, re-expressed as fractions of the half', () => {
    expect(splitPageContent(links, text, 'left')).toEqual({
      links: [
        { x: 0.2, y: 0.1, width: 0.4, height: 0.1, target: url('https://left.example/') },
        { x: 0.8, y: 0.5, width: 0.2, height: 0.1, target: url('https://fold.example/') },
        { x: 0.6, y: 0.8, width: 0.4, height: 0.1, target: url('https://touching.example/') },
      ],
      text: { version: 1, items: [{ text: 'left', x: 0.1, y: 0.1, width: 0.2, height: 0.02 }] },
    });
  });

  it('gives the right half its own, keeps a link crossing the fold on both, and a run where its middle is', () => {
    expect(splitPageContent(links, text, 'right')).toEqual({
      links: [
        { x: 0.2, y: 0.2, width: 0.6, height: 0.1, target: { kind: 'page', page: 4 } },
        { x: 0, y: 0.5, width: 0.2, height: 0.1, target: url('https://fold.example/') },
      ],
      text: {
        version: 1,
        items: [
          { text: 'right', x: 0.5, y: 0.1, width: 0.2, height: 0.02 },
          { text: 'mostly right', x: 0, y: 0.3, width: 0.3, height: 0.02 },
        ],
      },
    });
  });

  it('leaves out what a half has none of', () => {
    expect(splitPageContent(undefined, undefined, 'left')).toEqual({});
    expect(splitPageContent([links[0] as PageLink], undefined, 'right')).toEqual({});
  });
});
