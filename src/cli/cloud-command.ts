import type { FlipbookClient } from '../shared/api/client.js';
import { CloudServerSchema, type CloudAccount } from '../shared/cloud/cloud-account.js';
import type { CliIo } from './commands.js';

/** `flipbook cloud <action>`: the app's cloud panels, from the command line. */
export interface CloudCommand {
  kind: 'cloud';
  action: 'register' | 'login' | 'logout' | 'whoami' | 'forgot-password';
  server?: string;
  email?: string;
  password?: string;
  remember: boolean;
  json: boolean;
}

const ACTIONS = ['register', 'login', 'logout', 'whoami', 'forgot-password'] as const;
export const CLOUD_VALUES = ['server', 'email', 'password'] as const;
export const CLOUD_FLAGS = ['json', 'no-remember'] as const;

export const CLOUD_USAGE = `Usage: flipbook cloud <action> [--server URL] [options]

Signs in to the Flipbook Cloud service and manages the account, as the app's cloud panels do.
The sign-in is kept in the app-data folder (shared with the app) unless --no-remember is given.
  register --email <e> [--password <pw>]   create an account (5 free points) and sign in
  login --email <e> [--password <pw>]      sign in
  logout                                   sign out here and on the service
  whoami [--json]                          the signed-in account: points, VIP, expiry
  forgot-password --email <e>              mail a password reset link
  --server <URL>      the service (default: the last one used, FLIPBOOK_CLOUD_URL, or
                      http://127.0.0.1:8790, where "npm run server" listens)
  --password <pw>     the password; FLIPBOOK_CLOUD_PASSWORD is read when it is not given,
                      which keeps it out of the process list
  --no-remember       do not keep the sign-in after this command`;

/** Checks `cloud`'s arguments; a string is a usage error. */
export function buildCloud(positionals: readonly string[], values: ReadonlyMap<string, string>, flags: ReadonlySet<string>, env: Record<string, string | undefined>): CloudCommand | string {
  const action = positionals[0];
  if (action === undefined) return `Missing the cloud action (${ACTIONS.join(', ')})`;
  if (!(ACTIONS as readonly string[]).includes(action)) return `Unknown cloud action: ${action}`;
  if (positionals.length > 1) return `Unexpected argument: ${positionals[1]}`;
  const command: CloudCommand = { kind: 'cloud', action: action as CloudCommand['action'], remember: !flags.has('no-remember'), json: flags.has('json') };
  const server = values.get('server');
  if (server !== undefined) {
    let origin: string;
    try {
      origin = new URL(server).origin;
    } catch {
      return `Option --server must be an http(s) address such as https://cloud.example.com, not "${server}"`;
    }
    if (!CloudServerSchema.safeParse(origin).success) return `Option --server must be an http(s) address such as https://cloud.example.com, not "${server}"`;
    command.server = origin;
  }
  const email = values.get('email');
  const needsEmail = action === 'register' || action === 'login' || action === 'forgot-password';
  if (needsEmail && email === undefined) return 'Missing --email';
  if (email !== undefined) command.email = email;
  if (action === 'register' || action === 'login') {
    const password = values.get('password') ?? env.FLIPBOOK_CLOUD_PASSWORD;
    if (password === undefined || password === '') return 'Missing --password (or FLIPBOOK_CLOUD_PASSWORD)';
    command.password = password;
  }
  return command;
}

function describeAccount(account: CloudAccount): string {
  const vip = account.vip ? `VIP ${account.vip.plan}, until ${account.vip.expiresAt.slice(0, 10)} (${account.vip.daysRemaining} days left)` : 'no VIP';
  const upload = account.canUpload ? 'can upload' : 'cannot upload (buy points or VIP)';
  return `${account.email} on ${account.server}\n  points: ${account.points}\n  ${vip}\n  ${upload}\n`;
}

export async function runCloud(client: FlipbookClient, io: CliIo, command: CloudCommand): Promise<void> {
  const server = command.server === undefined ? {} : { server: command.server };
  switch (command.action) {
    case 'register':
    case 'login': {
      const method = command.action === 'register' ? 'cloud.register' : 'cloud.login';
      const { account } = await client.call(method, { ...server, email: command.email ?? '', password: command.password ?? '', remember: command.remember });
      io.stdout(command.json ? `${JSON.stringify(account)}\n` : `Signed in as ${account.email} on ${account.server}.\n`);
      return;
    }
    case 'logout':
      await client.call('cloud.logout', {});
      io.stdout('Signed out.\n');
      return;
    case 'whoami': {
      const { account } = await client.call('cloud.account', {});
      if (command.json) io.stdout(`${JSON.stringify(account)}\n`);
      else io.stdout(account ? describeAccount(account) : 'Not signed in. Use "flipbook cloud login --email <e>".\n');
      return;
    }
    case 'forgot-password':
      await client.call('cloud.forgotPassword', { ...server, email: command.email ?? '' });
      io.stdout('If an account exists for that email, a reset link is on its way.\n');
  }
}
