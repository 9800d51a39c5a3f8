import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWER_CONFIG, parseViewerConfig, parseWindowLaunch } from './viewer-config.js';

describe('viewer.json', () => {
  it('reads a written config', () => {
    const config = { title: 'Book', window: { mode: 'custom', width: 800, height: 600 } };
    expect(parseViewerConfig(JSON.stringify(config))).toEqual(config);
  });

  it.each([
    ['a missing file', null],
    ['broken JSON', '{"title":'],
    ['an unknown mode', '{"title":"B","window":{"mode":"tiny"}}'],
    ['a size out of range', '{"title":"B","window":{"mode":"custom","width":99999,"height":600}}'],
    ['extra keys', '{"title":"B","window":{"mode":"maximized"},"preload":"evil.js"}'],
  ])('falls back to the defaults for %s', (_name, text) => {
    expect(parseViewerConfig(text)).toEqual(DEFAULT_VIEWER_CONFIG);
  });
});

describe('the --window option', () => {
  it.each([
    ['maximized', { mode: 'maximized' }],
    ['Maximised', { mode: 'maximized' }],
    ['fullscreen', { mode: 'fullscreen' }],
    ['1280x720', { mode: 'custom', width: 1280, height: 720 }],
    ['100x100', null],
    ['1280*720', null],
    ['big', null],
  ])('%s', (value, expected) => {
    expect(parseWindowLaunch(value)).toEqual(expected);
  });
});
