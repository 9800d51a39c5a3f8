import type { FlipbookClient } from '../shared/api/client.js';
import { isValidCountryCode, isValidValidity } from '../shared/validation/signature-fields.js';
import type { CliIo } from './commands.js';

/** `flipbook keystore create`: the APK panel's "Create signature", from the command line. */
export interface KeystoreCommand {
  kind: 'keystore';
  output: string;
  name: string;
  password: string;
  validityYears: number;
  unit?: string;
  organization?: string;
  city?: string;
  state?: string;
  countryCode?: string;
}

/** The value options of `flipbook keystore create` besides -o, and the request field each fills. */
const SUBJECT_OPTIONS = { unit: 'unit', org: 'organization', city: 'city', state: 'state', country: 'countryCode' } as const;
export const KEYSTORE_VALUES = ['name', 'password', 'validity', ...Object.keys(SUBJECT_OPTIONS)] as const;

export const KEYSTORE_USAGE = `Usage: flipbook keystore create -o <file.p12> --name <name> --password <pw> [options]

Creates a signature for Android APKs: a PKCS#12 keystore with a new RSA 2048 key and a
self-signed certificate. It is never overwritten: keep it and its password safe, since
every later release of an app must be signed with the same keystore.
  -o, --output <file.p12>  the keystore file to create
  --name <name>            the signer's name
  --password <pw>          at least 6 characters
  --validity <years>       how many years the certificate is valid (default 25)
  --unit <text>            organisational unit
  --org <text>             organisation
  --city <text>            city or locality
  --state <text>           state or province
  --country <code>         two-letter country code, such as US`;

/** Checks `keystore create`'s arguments; a string is a usage error. */
export function buildKeystore(positionals: readonly string[], values: ReadonlyMap<string, string>, abs: (p: string) => string): KeystoreCommand | string {
  if (positionals[0] !== 'create') return positionals.length === 0 ? 'Missing the keystore action (create)' : `Unknown keystore action: ${positionals[0]}`;
  if (positionals.length > 1) return `Unexpected argument: ${positionals[1]}`;
  const output = values.get('output');
  if (output === undefined) return 'Missing -o <file.p12>';
  const name = values.get('name');
  if (name === undefined || name.trim() === '') return 'Missing --name';
  const password = values.get('password');
  if (password === undefined) return 'Missing --password';
  const validity = values.get('validity') ?? '25';
  if (!/^\d+$/.test(validity) || !isValidValidity(Number(validity))) return 'Option --validity must be a whole number of years, 1 or more';
  const command: KeystoreCommand = { kind: 'keystore', output: abs(output), name, password, validityYears: Number(validity) };
  for (const [option, field] of Object.entries(SUBJECT_OPTIONS)) {
    const value = values.get(option);
    if (value !== undefined) command[field] = value;
  }
  if (!isValidCountryCode(command.countryCode ?? '')) return 'Option --country must be a two-letter code, such as US';
  return command;
}

export async function runKeystore(client: FlipbookClient, io: CliIo, command: KeystoreCommand): Promise<void> {
  const { kind: _kind, output, password, ...subject } = command;
  const result = await client.call('keystore.create', { outPath: output, password, confirmPassword: password, ...subject });
  io.stdout(`${result.outPath}\n${result.subject}, valid until ${result.validUntil.slice(0, 10)}\n`);
}
