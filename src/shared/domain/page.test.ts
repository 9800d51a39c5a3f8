import { describe, expect, it } from 'vitest';
import { AssetKeySchema } from './page.js';

describe('asset keys', () => {
  it('accepts a key of /-separated parts, dots inside a later part included', () => {
    for (const key of ['pages/p7k2/thumb.webp', 'media/0123abcd.png', 'pages/a..b/c', 'pages/.hidden', 'logo']) expect(AssetKeySchema.safeParse(key).success, key).toBe(true);
  });

  it('refuses a key that could leave the store', () => {
    for (const key of ['pages/../x', 'pages/..', '../x', '..', '/pages/x', 'pages//x', 'pages/x/', 'pages\\x', 'pages/x/../../y', '.hidden/x']) expect(AssetKeySchema.safeParse(key).success, key).toBe(false);
  });
});
