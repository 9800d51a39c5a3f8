import { describe, expect, it } from 'vitest';
import { escapeXmlText, parsePlist, plistString, serializePlist } from './plist.js';
import { FAKE_INFO_PLIST } from './testing/fake-runtime.js';

describe('XML property lists', () => {
  it('reads every kind of value Electron’s Info.plist holds', () => {
    const plist = parsePlist(FAKE_INFO_PLIST);
    expect(plistString(plist, 'CFBundleExecutable')).toBe('Electron');
    expect(plist.get('NSHighResolutionCapable')).toBe(true);
    expect((plist.get('NSAppTransportSecurity') as Map<string, unknown>).get('NSAllowsLocalNetworking')).toBe(false);
    expect(plist.get('LSUIElementCount')).toEqual({ kind: 'integer', text: '0' });
    expect(plistString(plist, 'NoSuchKey')).toBeNull();
  });

  it('round-trips a list unchanged in meaning', () => {
    const plist = parsePlist(FAKE_INFO_PLIST);
    expect(parsePlist(serializePlist(plist))).toEqual(plist);
  });

  it('escapes hostile text so it stays one string value', () => {
    const plist = parsePlist(FAKE_INFO_PLIST);
    const hostile = 'Book</string><key>CFBundleExecutable</key><string>evil & "co" \u0001';
    plist.set('CFBundleName', hostile);
    const xml = serializePlist(plist);
    expect(xml).not.toContain('</string><key>CFBundleExecutable');
    const back = parsePlist(xml);
    expect(plistString(back, 'CFBundleName')).toBe('Book</string><key>CFBundleExecutable</key><string>evil & "co" ');
    expect(plistString(back, 'CFBundleExecutable')).toBe('Electron');
    expect(escapeXmlText('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
  });

  it('decodes entities and character references', () => {
    const plist = parsePlist('<plist><dict><key>k</key><string>&lt;&#65;&#x42;&amp;</string></dict></plist>');
    expect(plistString(plist, 'k')).toBe('<AB&');
  });

  it.each([
    ['not a list', '<html></html>'],
    ['an unclosed dict', '<plist><dict><key>a</key><string>b</string></plist>'],
    ['an entry without a key', '<plist><dict><string>b</string></dict></plist>'],
    ['an unknown entity', '<plist><dict><key>a</key><string>&bogus;</string></dict></plist>'],
    ['a root that is not a dict', '<plist><array></array></plist>'],
  ])('refuses %s', (_name, xml) => {
    expect(() => parsePlist(xml)).toThrow();
  });
});
