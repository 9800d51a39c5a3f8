import { describe, expect, it } from 'vitest';
import { approximateSize, overUploadLimit, PHP_DEFAULT_UPLOAD_LIMIT_BYTES, pluginInstallNote } from './plugin-install.js';

const MB = 1024 * 1024;

describe('how to install a plug-in zip', () => {
  it('gives sizes as a person reads them', () => {
    expect(approximateSize(5.44 * MB)).toBe('5.4 MB');
    expect(approximateSize(830 * 1024)).toBe('830 KB');
    expect(approximateSize(10)).toBe('1 KB');
  });

  it('warns of PHP’s upload limit only above it, and only for formats installed by an upload form', () => {
    expect(overUploadLimit('wordpress', PHP_DEFAULT_UPLOAD_LIMIT_BYTES)).toBe(false);
    expect(overUploadLimit('wordpress', PHP_DEFAULT_UPLOAD_LIMIT_BYTES + 1)).toBe(true);
    expect(overUploadLimit('joomla', 3 * MB)).toBe(true);
    expect(overUploadLimit('drupal', 30 * MB)).toBe(false);
  });

  it('closes the command line with the size, the book’s own shortcode and where to unzip a big one', () => {
    const big = pluginInstallNote('wordpress', 'flipbook-trace-ab12cd', 5.4 * MB);
    expect(big).toContain('The WordPress zip is 5.4 MB.');
    expect(big).toContain('[flipbook-trace-ab12cd]');
    expect(big).toContain('wp-content/plugins');
    expect(pluginInstallNote('wordpress', 'flipbook-small-ab12cd', MB)).not.toContain('upload_max_filesize');
    expect(pluginInstallNote('joomla', 'mod_flipbook_x', 3 * MB)).toContain('modules (then System > Discover)');
    expect(pluginInstallNote('drupal', 'flipbook_x', 30 * MB)).toContain("unpack the zip into the site's modules folder");
  });
});
