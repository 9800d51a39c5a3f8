import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeString, listElements, parseAxml } from './axml-document.js';
import { patchManifest } from './manifest-patch.js';
import { readZipEntries } from './read-zip.js';
import { defaultBaseApkPath } from './register-apk-handlers.js';

let manifest: Buffer;
beforeAll(async () => {
  const entry = (await readZipEntries(defaultBaseApkPath())).find((candidate) => candidate.name === 'AndroidManifest.xml');
  if (entry === undefined) throw new Error('the base APK has no manifest');
  manifest = entry.data;
});

function labelOf(bytes: Buffer): string | null {
  const doc = parseAxml(bytes);
  const label = listElements(doc)
    .find((element) => element.name === 'application')
    ?.attributes.find((attribute) => attribute.name === 'label');
  if (label === undefined) throw new Error('no label');
  return attributeString(doc, label);
}

// Fuzzing (issue 14, item 13): the APK's label is the book's title, written into binary XML.
describe("the APK manifest's label for any title (property)", () => {
  it('reads back exactly the label written, in a manifest whose size fields agree, or refuses it plainly', () => {
    const pieces = fc.oneof(fc.constantFrom('\u0000', '"', '<', '&', '\n', '年', '😀', '\ud800', 'versionCode', 'com.flipbook.viewer.MainActivity', '%s', '@string/x', '?attr'), fc.string({ maxLength: 8, unit: 'binary' }));
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')), (label) => {
        let patched: Buffer;
        try {
          patched = patchManifest(manifest, { packageName: 'com.example.book', label, versionCode: 3, versionName: '1.2' });
        } catch (error) {
          // Only a label the format cannot hold may be refused, and with a message that says so.
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).toMatch(/too long|string/i);
          return;
        }
        expect(patched.readUInt32LE(4)).toBe(patched.length);
        expect(labelOf(patched)).toBe(label);
      }),
      { numRuns: 400 },
    );
  });

  it('parses a manifest with bytes changed, or refuses it with an error, never hanging or reading past it', () => {
    const flips = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(flips, (changes) => {
        const bytes = Buffer.from(manifest);
        for (const [at, value] of changes) bytes[at % bytes.length] = value;
        try {
          listElements(parseAxml(bytes));
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
        }
      }),
      { numRuns: 800 },
    );
  });
});
