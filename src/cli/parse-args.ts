import path from 'node:path';
import { buildConvert, CONVERT_FLAGS, CONVERT_VALUES, type ConvertCommand } from './convert-options.js';
import { buildCloud, CLOUD_FLAGS, CLOUD_VALUES, type CloudCommand } from './cloud-command.js';
import { BATCH_FLAGS, BATCH_VALUES, buildBatch, type BatchCommand } from './batch-options.js';
import { buildLicence, LICENCE_FLAGS, LICENCE_VALUES, type LicenceCommand } from './licence-command.js';
import { buildKeystore, KEYSTORE_VALUES, type KeystoreCommand } from './keystore-command.js';
import type { PublishCommand } from './publish/publish-format.js';
import { allPublishFlags, allPublishValues, PUBLISH_FORMAT_NAMES, PUBLISH_FORMATS } from './publish/publish-formats.js';

export type CommandName = 'convert' | 'publish' | 'batch' | 'info' | 'templates' | 'keystore' | 'cloud' | 'licence';

/** One fully checked CLI invocation; paths are absolute, resolved against the working folder. */
export type CliCommand =
  | { kind: 'help'; topic: CommandName | null }
  | { kind: 'version' }
  | ConvertCommand
  | PublishCommand
  | BatchCommand
  | { kind: 'info'; project: string; json: boolean }
  | { kind: 'templates'; json: boolean }
  | KeystoreCommand
  | CloudCommand
  | LicenceCommand
  | { kind: 'usage-error'; message: string; topic: CommandName | null };

interface OptionSpec {
  /** Long names (without --) that take a value, with their short aliases. */
  values: Record<string, string[]>;
  /** Long names that are plain switches. */
  flags: string[];
}

const SPECS: Record<CommandName, OptionSpec> = {
  convert: { values: { output: ['-o'], ...Object.fromEntries(CONVERT_VALUES.map((name) => [name, []])) }, flags: [...CONVERT_FLAGS] },
  publish: {
    values: { format: ['-f'], output: ['-o'], ...Object.fromEntries(allPublishValues().map((name) => [name, []])) },
    flags: allPublishFlags(),
  },
  batch: {
    values: { out: ['-o'], format: ['-f'], ...Object.fromEntries(BATCH_VALUES.filter((name) => name !== 'out' && name !== 'format').map((name) => [name, []])) },
    flags: [...BATCH_FLAGS],
  },
  info: { values: {}, flags: ['json'] },
  templates: { values: {}, flags: ['json'] },
  keystore: { values: { output: ['-o'], ...Object.fromEntries(KEYSTORE_VALUES.map((name) => [name, []])) }, flags: [] },
  cloud: { values: Object.fromEntries(CLOUD_VALUES.map((name) => [name, []])), flags: [...CLOUD_FLAGS] },
  licence: { values: Object.fromEntries(LICENCE_VALUES.map((name) => [name, []])), flags: [...LICENCE_FLAGS] },
};

function isCommandName(value: string): value is CommandName {
  return Object.hasOwn(SPECS, value);
}

type Scan = { positionals: string[]; values: Map<string, string>; flags: Set<string>; help: boolean } | { error: string };

/** Splits one command's arguments into positionals, options with values, and switches. */
function scan(args: readonly string[], spec: OptionSpec): Scan {
  const positionals: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  let help = false;
  const longFor = (token: string): string | undefined =>
    token.startsWith('--') ? token.slice(2) : Object.entries(spec.values).find(([, shorts]) => shorts.includes(token))?.[0];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const token = arg.startsWith('--') && eq !== -1 ? arg.slice(0, eq) : arg;
    const name = longFor(token);
    if (name !== undefined && spec.flags.includes(name) && eq === -1) {
      flags.add(name);
      continue;
    }
    if (name === undefined || !Object.hasOwn(spec.values, name)) return { error: `Unknown option: ${token}` };
    const value = token !== arg ? arg.slice(eq + 1) : args[++i];
    if (value === undefined || value === '') return { error: `Option ${token} needs a value` };
    if (values.has(name)) return { error: `Option --${name} was given twice` };
    values.set(name, value);
  }
  return { positionals, values, flags, help };
}

/**
 * Parses `flipbook <command> …`. Relative paths are resolved against `cwd` because the
 * engine accepts only absolute paths. Anything malformed becomes a usage error (exit 2).
 */
export function parseArgs(argv: readonly string[], cwd: string = process.cwd(), env: Record<string, string | undefined> = process.env): CliCommand {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' && rest[0] !== undefined && isCommandName(rest[0]) ? rest[0] : null;
    return { kind: 'help', topic };
  }
  if (first === '--version' || first === '-v') return { kind: 'version' };
  if (!isCommandName(first)) return { kind: 'usage-error', message: `Unknown command: ${first}`, topic: null };
  const topic = first;
  const parsed = scan(rest, SPECS[topic]);
  if ('error' in parsed) return { kind: 'usage-error', message: parsed.error, topic };
  if (parsed.help) return { kind: 'help', topic };
  const abs = (p: string) => path.resolve(cwd, p);
  if (topic === 'convert') {
    const convert = buildConvert(parsed.positionals, parsed.values, parsed.flags, abs);
    return 'error' in convert ? { kind: 'usage-error', message: convert.error, topic } : convert;
  }
  if (topic === 'batch') {
    const batch = buildBatch(parsed.positionals, parsed.values, parsed.flags, abs);
    return typeof batch === 'string' ? { kind: 'usage-error', message: batch, topic } : batch;
  }
  if (topic === 'templates') {
    const extra = parsed.positionals[0];
    return extra === undefined ? { kind: 'templates', json: parsed.flags.has('json') } : { kind: 'usage-error', message: `Unexpected argument: ${extra}`, topic };
  }
  if (topic === 'keystore') {
    const keystore = buildKeystore(parsed.positionals, parsed.values, abs);
    return typeof keystore === 'string' ? { kind: 'usage-error', message: keystore, topic } : keystore;
  }
  if (topic === 'cloud') {
    const cloud = buildCloud(parsed.positionals, parsed.values, parsed.flags, env, abs);
    return typeof cloud === 'string' ? { kind: 'usage-error', message: cloud, topic } : cloud;
  }
  if (topic === 'licence') {
    const licence = buildLicence(parsed.positionals, parsed.values, parsed.flags, abs);
    return typeof licence === 'string' ? { kind: 'usage-error', message: licence, topic } : licence;
  }
  const one = (what: string): string | { error: string } => {
    if (parsed.positionals.length === 0) return { error: `Missing ${what}` };
    if (parsed.positionals.length > 1) return { error: `Unexpected argument: ${parsed.positionals[1]}` };
    return parsed.positionals[0] ?? '';
  };
  const target = one('the project file');
  if (typeof target !== 'string') return { kind: 'usage-error', message: target.error, topic };
  const output = parsed.values.get('output');
  switch (topic) {
    case 'publish': {
      const format = parsed.values.get('format') ?? 'html';
      const spec = Object.hasOwn(PUBLISH_FORMATS, format) ? PUBLISH_FORMATS[format] : undefined;
      if (spec === undefined) {
        return { kind: 'usage-error', message: `Unknown format: ${format} (supported: ${PUBLISH_FORMAT_NAMES.join(', ')})`, topic };
      }
      if (output === undefined) return { kind: 'usage-error', message: `Missing -o <${format === 'html' ? 'folder' : 'file'}>`, topic };
      const values: Record<string, string> = {};
      for (const [name, value] of parsed.values) {
        if (name === 'format' || name === 'output') continue;
        if (!spec.values.includes(name)) return { kind: 'usage-error', message: `Option --${name} does not apply to --format ${format}`, topic };
        values[name] = spec.pathValues?.includes(name) === true ? abs(value) : value;
      }
      for (const flag of parsed.flags) {
        if (!spec.flags.includes(flag)) return { kind: 'usage-error', message: `Option --${flag} does not apply to --format ${format}`, topic };
      }
      const command: PublishCommand = { kind: 'publish', project: abs(target), format, output: abs(output), values, flags: [...parsed.flags] };
      const problem = spec.check(command);
      return problem === null ? command : { kind: 'usage-error', message: problem, topic };
    }
    case 'info':
      return { kind: 'info', project: abs(target), json: parsed.flags.has('json') };
  }
}
