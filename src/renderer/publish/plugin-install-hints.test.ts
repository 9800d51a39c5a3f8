import { describe, expect, it } from 'vitest';
import { pluginInstallHints } from './plugin-install-hints.js';

describe('the advice under a written plug-in zip', () => {
  it('gives the size, the book’s own shortcode and, above PHP’s 2 MB, where to unzip it', () => {
    expect(pluginInstallHints({ format: 'wordpress', slug: 'flipbook-a-123abc', bytes: 5_700_000 }, 'en')).toEqual([
      { key: 'plugins.install.size', params: { size: '5.4 MB' } },
      { key: 'plugins.install.wordpress', params: { slug: 'flipbook-a-123abc' } },
      { key: 'plugins.install.overLimit', params: { folder: 'wp-content/plugins' } },
    ]);
  });

  it('leaves the upload limit out for a small zip, and for Drupal, which is unpacked anyway', () => {
    expect(pluginInstallHints({ format: 'wordpress', slug: 's', bytes: 900_000 }, 'en').map((hint) => hint.key)).toEqual(['plugins.install.size', 'plugins.install.wordpress']);
    expect(pluginInstallHints({ format: 'drupal', slug: 's', bytes: 9_000_000 }, 'de').map((hint) => hint.key)).toEqual(['plugins.install.size', 'plugins.install.drupal']);
  });
});
