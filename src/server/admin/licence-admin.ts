import { parseArgs } from 'node:util';
import { AppError } from '../../shared/errors/app-error.js';
import { listLicenceCodes, mintLicenceCodes, revokeLicenceCode } from '../licences/licence-codes.js';
import { signerOf } from '../http/licence-routes.js';
import type { ServerContext } from '../server-context.js';

export const LICENCE_ADMIN_USAGE = `  licence mint --count N [--expires DATE] [--activations N]
                         mint N licence codes (one per line); DATE as 2027-12-31; N machines at once (default 1)
  licence revoke CODE    revoke a code: its licences end at their next online check
  licence list           list the codes with their use and state
  licence public-key     print the public key a release build of the app is built with
                         (FLIPBOOK_LICENCE_PUBLIC_KEY=… npm run build)`;

/** The day an `--expires` names, as the end of that day in UTC. */
function expiryOf(value: string | undefined): Date | null {
  if (value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T23:59:59Z`))) throw new AppError('INVALID_ARGUMENT', {}, `--expires must be a date such as 2027-12-31, not "${value}"`);
  return new Date(`${value}T23:59:59Z`);
}

/** `admin licence …`: what to print, or null when the words are not a licence command. */
export async function runLicenceAdmin(ctx: ServerContext, words: string[]): Promise<string | null> {
  const [command, ...rest] = words;
  if (command === 'mint') {
    const { values } = parseArgs({ args: rest, options: { count: { type: 'string' }, expires: { type: 'string' }, activations: { type: 'string' } }, strict: true });
    const codes = await mintLicenceCodes(ctx, {
      count: Number(values.count ?? '1'),
      expiresAt: expiryOf(values.expires),
      activationLimit: Number(values.activations ?? '1'),
      note: 'Minted by an administrator',
    });
    return codes.join('\n');
  }
  if (command === 'revoke' && rest.length === 1) {
    await revokeLicenceCode(ctx, rest[0] as string);
    return `Revoked ${rest[0]}.`;
  }
  if (command === 'list' && rest.length === 0) {
    const lines = ['code\tcreated\texpires\tactive\tlimit\tused\tstate'];
    for (const row of await listLicenceCodes(ctx)) {
      const state = row.revoked_at !== null ? 'revoked' : row.expires_at !== null && row.expires_at <= ctx.clock() ? 'expired' : 'valid';
      lines.push([row.code, row.created_at.toISOString().slice(0, 10), row.expires_at?.toISOString().slice(0, 10) ?? '-', row.active, row.activation_limit, `${row.redemptions}/${row.redemption_limit}`, state].join('\t'));
    }
    return lines.join('\n');
  }
  if (command === 'public-key' && rest.length === 0) return signerOf(ctx).publicKey;
  return null;
}
