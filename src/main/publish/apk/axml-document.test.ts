import { describe, expect, it } from 'vitest';
import { attributeString, listElements, parseAxml, serializeAxml, TYPE_INT_DEC } from './axml-document.js';
import { readStringPool, writeStringPool, type StringPool } from './axml-string-pool.js';
import { ANDROID_NAMESPACE, patchManifest } from './manifest-patch.js';
import { readZipEntries } from './read-zip.js';
import { defaultBaseApkPath } from './register-apk-handlers.js';

async function baseManifest(): Promise<Buffer> {
  const entry = (await readZipEntries(defaultBaseApkPath())).find((candidate) => candidate.name === 'AndroidManifest.xml');
  if (entry === undefined) throw new Error('the base APK has no manifest');
  return entry.data;
}

function attribute(bytes: Buffer, element: string, name: string) {
  const doc = parseAxml(bytes);
  const found = listElements(doc)
    .find((candidate) => candidate.name === element)
    ?.attributes.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no ${element} ${name}`);
  return { doc, found };
}

describe('binary XML', () => {
  it("writes aapt's manifest back byte for byte when nothing changed", async () => {
    const bytes = await baseManifest();
    expect(serializeAxml(parseAxml(bytes)).equals(bytes)).toBe(true);
  });

  it('patches package, label and version with strings longer and shorter than before', async () => {
    const bytes = await baseManifest();
    const label = 'Ein sehr langes Buch — 书 '.repeat(12);
    const patched = patchManifest(bytes, { packageName: 'a.b', label, versionCode: 2_000_000_000, versionName: '12.3.4 (build 567)' });
    expect(patched.readUInt32LE(4)).toBe(patched.length);
    const pkg = attribute(patched, 'manifest', 'package');
    expect(attributeString(pkg.doc, pkg.found)).toBe('a.b');
    const code = attribute(patched, 'manifest', 'versionCode');
    expect([code.found.namespace, code.found.dataType, code.found.data]).toEqual([ANDROID_NAMESPACE, TYPE_INT_DEC, 2_000_000_000]);
    const name = attribute(patched, 'manifest', 'versionName');
    expect(attributeString(name.doc, name.found)).toBe('12.3.4 (build 567)');
    const app = attribute(patched, 'application', 'label');
    expect(attributeString(app.doc, app.found)).toBe(label);
    // The rest of the tree is as it was: the activity still names its class.
    const activity = attribute(patched, 'activity', 'name');
    expect(attributeString(activity.doc, activity.found)).toBe('com.flipbook.viewer.MainActivity');
  });

  it('keeps the attribute-name strings that the resource map ties to ids', async () => {
    const bytes = await baseManifest();
    const before = parseAxml(bytes).pool.strings.slice(0, 8);
    // "versionCode" is an attribute name: a label with the same text must not reuse that slot.
    const patched = patchManifest(bytes, { packageName: 'com.x.y', label: 'versionCode', versionCode: 1, versionName: '1' });
    const doc = parseAxml(patched);
    expect(doc.pool.strings.slice(0, 8)).toEqual(before);
    const label = attribute(patched, 'application', 'label');
    expect(label.found.data).toBeGreaterThanOrEqual(8);
    expect(attributeString(label.doc, label.found)).toBe('versionCode');
  });

  it('refuses something that is not binary XML, or is cut short', async () => {
    expect(() => parseAxml(Buffer.from('<manifest/>'))).toThrow(/not an Android binary XML/);
    const bytes = await baseManifest();
    expect(() => parseAxml(bytes.subarray(0, bytes.length - 10))).toThrow(/truncated/);
  });
});

describe('string pools', () => {
  const strings = ['', 'a', 'ü and 书', 'x'.repeat(200), '😀 emoji', 'y'.repeat(40000)];

  it.each([true, false])('round-trips strings of every length (utf8: %s)', (utf8) => {
    const pool: StringPool = { strings: utf8 ? strings.slice(0, 5) : strings, utf8, flags: utf8 ? 0x100 : 0, styleOffsets: [], styleData: Buffer.alloc(0) };
    const chunk = writeStringPool(pool, true);
    expect(chunk.length % 4).toBe(0);
    expect(chunk.readUInt32LE(4)).toBe(chunk.length);
    const back = readStringPool(chunk);
    expect(back.strings).toEqual(pool.strings);
    expect(back.utf8).toBe(utf8);
    expect(writeStringPool(back, true).equals(chunk)).toBe(true);
  });

  it('keeps style spans and stops claiming to be sorted once strings were added', () => {
    const styleData = Buffer.alloc(16, 0xff);
    styleData.writeUInt32LE(0, 0);
    const pool: StringPool = { strings: ['b', 'a'], utf8: true, flags: 0x101, styleOffsets: [0], styleData };
    const back = readStringPool(writeStringPool(pool, false));
    expect(back.styleOffsets).toEqual([0]);
    expect(back.styleData.equals(styleData)).toBe(true);
    expect(back.flags).toBe(0x100);
  });

  it('refuses a UTF-8 string too long for the format', () => {
    expect(() => writeStringPool({ strings: ['z'.repeat(0x8000)], utf8: true, flags: 0x100, styleOffsets: [], styleData: Buffer.alloc(0) }, true)).toThrow(/too long/);
  });
});
