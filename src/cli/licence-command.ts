import type { FlipbookClient } from '../shared/api/client.js';
import type { LicenceStatus } from '../shared/api/licence-api.js';
import { AppError } from '../shared/errors/app-error.js';
import type { CliIo } from './commands.js';

/** `flipbook licence …`: the registration panel, from the command line. */
export type LicenceCommand =
  | { kind: 'licence'; action: 'status'; json: boolean; check: boolean }
  | { kind: 'licence'; action: 'activate'; code: string; server?: string }
  | { kind: 'licence'; action: 'deactivate' }
  | { kind: 'licence'; action: 'terminal-code' }
  | { kind: 'licence'; action: 'install'; file: string };

export const LICENCE_VALUES = ['server'] as const;
export const LICENCE_FLAGS = ['json', 'check'] as const;

export const LICENCE_USAGE = `Usage: flipbook licence status [--json] [--check]
       flipbook licence activate <code> [--server URL]
       flipbook licence deactivate
       flipbook licence terminal-code
       flipbook licence install <verification file>

Registers this computer: a registered program has no watermark and no 12-page limit.
  status           the edition, the licence (code masked), when it was activated and any expiry;
                   --check asks the service whether the licence still stands (revocation)
  activate <code>  online registration with a licence code
  deactivate       frees this computer's activation (for a test environment) and returns to trial
  terminal-code    this computer's terminal code, for offline registration: enter it with the
                   licence code on the service's offline page, on any computer with internet
  install <file>   installs the verification file that page gave, without the network
  --server URL     the licence service (default: the cloud service, FLIPBOOK_CLOUD_URL)`;

/** Checks `licence`'s arguments; a string is a usage error. */
export function buildLicence(positionals: readonly string[], values: ReadonlyMap<string, string>, flags: ReadonlySet<string>, abs: (p: string) => string): LicenceCommand | string {
  const [action, argument, extra] = positionals;
  if (action === undefined) return 'Missing the licence action (status, activate, deactivate, terminal-code or install)';
  if (extra !== undefined || (argument !== undefined && action !== 'activate' && action !== 'install')) return `Unexpected argument: ${extra ?? argument}`;
  const server = values.get('server');
  if (server !== undefined && action !== 'activate') return 'Option --server goes with activate';
  if ((flags.has('json') || flags.has('check')) && action !== 'status') return 'Options --json and --check go with status';
  switch (action) {
    case 'status':
      return { kind: 'licence', action, json: flags.has('json'), check: flags.has('check') };
    case 'activate':
      if (argument === undefined) return 'Missing the licence code';
      return { kind: 'licence', action, code: argument, ...(server === undefined ? {} : { server }) };
    case 'deactivate':
    case 'terminal-code':
      return { kind: 'licence', action };
    case 'install':
      if (argument === undefined) return 'Missing the verification file';
      return { kind: 'licence', action, file: abs(argument) };
    default:
      return `Unknown licence action: ${action}`;
  }
}

/** The status as lines a person reads. */
function describe(status: LicenceStatus): string {
  const lines = [`Edition: ${status.edition}`];
  if (status.licence !== null) {
    lines.push(`Licence code: ${status.licence.code}`, `Registered: ${status.licence.activatedAt.slice(0, 10)} (${status.licence.mode})`, `Expires: ${status.licence.expiresAt?.slice(0, 10) ?? 'never'}`);
  }
  if (status.problem !== null) lines.push(`Problem: ${status.problem.message}`);
  lines.push(`Terminal code: ${status.terminalCode}`);
  return `${lines.join('\n')}\n`;
}

export async function runLicence(client: FlipbookClient, io: CliIo, command: LicenceCommand): Promise<void> {
  switch (command.action) {
    case 'status': {
      let { status } = await client.call('licence.status', {});
      if (command.check && status.licence !== null) status = (await client.call('licence.check', {})).status;
      io.stdout(command.json ? `${JSON.stringify(status, null, 2)}\n` : describe(status));
      return;
    }
    case 'activate': {
      const { status } = await client.call('licence.activate', { code: command.code, ...(command.server === undefined ? {} : { server: command.server }) });
      io.stdout(`Registered. ${describe(status)}`);
      return;
    }
    case 'deactivate': {
      await client.call('licence.deactivate', {});
      io.stdout('Deactivated: this computer runs the trial again, and the licence code can be activated elsewhere.\n');
      return;
    }
    case 'terminal-code': {
      const { status } = await client.call('licence.status', {});
      io.stdout(`${status.terminalCode}\nEnter it with your licence code at ${status.offlinePage}, then: flipbook licence install <file>\n`);
      return;
    }
    case 'install': {
      const { status } = await client.call('licence.install', { path: command.file });
      if (status.edition !== 'registered') throw new AppError('UNKNOWN', {}, 'the verification file was installed but the program is not registered');
      io.stdout(`Registered. ${describe(status)}`);
      return;
    }
  }
}
