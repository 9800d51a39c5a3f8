import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import { parseArgs } from '../parse-args.js';
import { usageText } from '../usage.js';
import { apkFormat } from './apk-format.js';

const FULL = ['--app-id', 'com.acme.book', '--app-name', 'Book', '--version-code', '3', '--version-name', '1.2', '--keystore', 'my.p12', '--keystore-password', 'secret123'];

describe('flipbook publish --format apk', () => {
  it('reads the APK fields, resolving the keystore and icon paths', () => {
    const command = parseArgs(['publish', 'book.flipbook', '--format', 'apk', '-o', 'book.apk', ...FULL, '--icon', 'art/icon.png'], '/w');
    expect(command).toMatchObject({
      kind: 'publish',
      format: 'apk',
      output: '/w/book.apk',
      values: { 'app-id': 'com.acme.book', 'app-name': 'Book', 'version-code': '3', 'version-name': '1.2', keystore: '/w/my.p12', 'keystore-password': 'secret123', icon: '/w/art/icon.png' },
    });
  });

  it.each([
    [['-o', 'book.zip', ...FULL], 'The output file must end in .apk'],
    [['-o', 'book.apk', ...FULL.slice(2)], 'Missing --app-id for --format apk'],
    [['-o', 'book.apk', ...FULL.slice(0, 4)], 'Missing --version-code, --version-name, --keystore, --keystore-password for --format apk'],
    [['-o', 'book.apk', ...FULL.map((value) => (value === '3' ? '1.5' : value))], 'Option --version-code must be a whole number, 1 or more'],
    [['-o', 'book.apk', ...FULL.map((value) => (value === '3' ? '0' : value))], 'Option --version-code must be a whole number, 1 or more'],
  ])('refuses %j', (args, message) => {
    expect(parseArgs(['publish', 'book.flipbook', '--format', 'apk', ...args], '/w')).toEqual({ kind: 'usage-error', message, topic: 'publish' });
  });

  it('lists its options under publish --help', () => {
    expect(usageText('publish')).toContain('--format apk:');
    expect(usageText('publish')).toContain('--keystore <file.p12>');
  });

  it('calls publish.apk with the fields and prints the APK path', async () => {
    const calls: unknown[] = [];
    const client = {
      call: async (_name: string, arg: unknown) => {
        calls.push(arg);
        return { outPath: '/w/book.apk' };
      },
    } as unknown as FlipbookClient;
    const command = parseArgs(['publish', 'book.flipbook', '--format', 'apk', '-o', 'book.apk', ...FULL], '/w');
    if (command.kind !== 'publish') throw new Error('not a publish command');
    expect(await apkFormat.run(client, command)).toBe('/w/book.apk');
    expect(calls).toEqual([
      { outPath: '/w/book.apk', appId: 'com.acme.book', appName: 'Book', versionCode: 3, versionName: '1.2', keystorePath: '/w/my.p12', keystorePassword: 'secret123', iconPath: null },
    ]);
  });
});
