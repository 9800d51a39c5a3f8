import { describe, expect, it } from 'vitest';
import { BUNDLE_BYTES, BUNDLE_CONTENTS, bundlesOf } from './upload-bundles.js';
import type { ManifestFile } from './pending-uploads.js';

const hashOf = (index: number) => index.toString(16).padStart(64, '0');
const fileOf = (index: number, size: number): ManifestFile => ({ path: `files/${index}.webp`, size, sha256: hashOf(index) });
const hashesOf = (files: readonly ManifestFile[]) => files.map((file) => file.sha256);

describe('bundlesOf', () => {
  it('joins small files up to the bundle size, in manifest order, and sends a large one alone', () => {
    const quarter = BUNDLE_BYTES / 4;
    const manifest = [fileOf(1, quarter), fileOf(2, quarter), fileOf(3, quarter), fileOf(4, quarter), fileOf(5, quarter), fileOf(6, BUNDLE_BYTES * 2), fileOf(7, 10)];
    const bundles = bundlesOf(manifest, hashesOf(manifest).reverse());
    expect(bundles.map((bundle) => hashesOf(bundle.files))).toEqual([[1, 2, 3, 4], [5], [6], [7]].map((group) => group.map(hashOf)));
    expect(bundles.map((bundle) => bundle.size)).toEqual([BUNDLE_BYTES, quarter, BUNDLE_BYTES * 2, 10]);
    // A content alone is named by its own hash; a bundle by one of its hashes, unlike any content's.
    expect(bundles[1]?.key).toBe(hashOf(5));
    expect(bundles[0]?.key).toMatch(/^[0-9a-f]{64}$/);
    expect(hashesOf(manifest)).not.toContain(bundles[0]?.key);
  });

  it('holds at most BUNDLE_CONTENTS contents, and each content once', () => {
    const manifest = Array.from({ length: BUNDLE_CONTENTS * 2 + 1 }, (_, index) => fileOf(index, 100));
    const twice = { ...fileOf(3, 100), path: 'files/copy-of-3.webp' };
    const bundles = bundlesOf([...manifest, twice], hashesOf(manifest));
    expect(bundles.map((bundle) => bundle.files.length)).toEqual([BUNDLE_CONTENTS, BUNDLE_CONTENTS, 1]);
    expect(bundles.flatMap((bundle) => hashesOf(bundle.files))).toEqual(hashesOf(manifest));
  });

  it('sends only what is missing, and forms the same bundles again for a continued upload', () => {
    const manifest = Array.from({ length: 40 }, (_, index) => fileOf(index, BUNDLE_BYTES / 8));
    const first = bundlesOf(manifest, hashesOf(manifest));
    expect(first).toHaveLength(5);
    // Bundles 1 and 3 were finished before the cut: the service lacks the others' contents.
    const stillMissing = [first[0], first[2], first[4]].flatMap((bundle) => hashesOf(bundle?.files ?? []));
    expect(bundlesOf(manifest, stillMissing)).toEqual([first[0], first[2], first[4]]);
    // After a settings change only book.js (here content 9) is missing: it goes alone.
    expect(bundlesOf(manifest, [hashOf(9)]).map((bundle) => bundle.files)).toEqual([[manifest[9]]]);
  });
});
