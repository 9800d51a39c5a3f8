import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../shared/api/client.js';
import { runKeystore } from './keystore-command.js';
import { parseArgs } from './parse-args.js';
import { usageText } from './usage.js';

describe('flipbook keystore create', () => {
  it('reads every signature field, with paths resolved against the working folder', () => {
    const command = parseArgs(
      ['keystore', 'create', '-o', 'keys/my.p12', '--name', 'Jane Doe', '--password', 'secret123', '--validity', '30', '--org', 'Acme', '--unit', 'Books', '--city', 'Lyon', '--state', 'ARA', '--country', 'FR'],
      '/home/jane',
    );
    expect(command).toEqual({
      kind: 'keystore',
      output: '/home/jane/keys/my.p12',
      name: 'Jane Doe',
      password: 'secret123',
      validityYears: 30,
      organization: 'Acme',
      unit: 'Books',
      city: 'Lyon',
      state: 'ARA',
      countryCode: 'FR',
    });
  });

  it('defaults the validity to 25 years', () => {
    expect(parseArgs(['keystore', 'create', '-o', '/k.p12', '--name', 'J', '--password', 'secret123'])).toMatchObject({ validityYears: 25 });
  });

  it.each([
    [['keystore'], 'Missing the keystore action (create)'],
    [['keystore', 'delete', '-o', '/k.p12'], 'Unknown keystore action: delete'],
    [['keystore', 'create', '--name', 'J', '--password', 'secret123'], 'Missing -o <file.p12>'],
    [['keystore', 'create', '-o', '/k.p12', '--password', 'secret123'], 'Missing --name'],
    [['keystore', 'create', '-o', '/k.p12', '--name', 'J'], 'Missing --password'],
    [['keystore', 'create', '-o', '/k.p12', '--name', 'J', '--password', 'secret123', '--validity', '2.5'], 'Option --validity must be a whole number of years, 1 or more'],
    [['keystore', 'create', '-o', '/k.p12', '--name', 'J', '--password', 'secret123', '--country', 'USA'], 'Option --country must be a two-letter code, such as US'],
  ])('refuses %j', (argv, message) => {
    expect(parseArgs(argv)).toEqual({ kind: 'usage-error', message, topic: 'keystore' });
  });

  it('has its own help and is listed in the general help', () => {
    expect(parseArgs(['keystore', '--help'])).toEqual({ kind: 'help', topic: 'keystore' });
    expect(usageText('keystore')).toContain('--country <code>');
    expect(usageText(null)).toContain('keystore create -o <file.p12>');
  });

  it('asks the engine for the keystore, with the password as its own confirmation', async () => {
    const calls: [string, unknown][] = [];
    const client = {
      call: async (name: string, arg: unknown) => {
        calls.push([name, arg]);
        return { outPath: '/k.p12', subject: 'CN=J', validUntil: '2051-01-01T00:00:00.000Z' };
      },
    } as unknown as FlipbookClient;
    let out = '';
    const command = parseArgs(['keystore', 'create', '-o', '/k.p12', '--name', 'J', '--password', 'secret123', '--country', 'us']);
    if (command.kind !== 'keystore') throw new Error('not a keystore command');
    await runKeystore(client, { stdout: (text) => void (out += text), stderr: () => undefined, isTTY: false }, command);
    expect(calls).toEqual([
      ['keystore.create', { outPath: '/k.p12', name: 'J', password: 'secret123', confirmPassword: 'secret123', validityYears: 25, countryCode: 'us' }],
    ]);
    expect(out).toBe('/k.p12\nCN=J, valid until 2051-01-01\n');
  });
});
