import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { FlipbookClient } from '../shared/api/client.js';
import type { UploadFields } from '../shared/api/cloud-api.js';
import { CloudServerSchema, type CloudAccount, type CloudBook } from '../shared/cloud/cloud-account.js';
import type { CliIo } from './commands.js';
import { runUploadAction, type UploadAction } from './cloud-upload-command.js';

/** `flipbook cloud <action>`: the app's cloud panels, from the command line. */
export interface CloudCommand {
  kind: 'cloud';
  action: (typeof ACTIONS)[number];
  /** The book an action names (share, enable, disable, rename, delete). */
  bookId?: string;
  /** upload, uploads, resume and discard: what to send or continue. */
  upload?: UploadAction;
  title?: string;
  /** share --qr: where to write the QR code (.svg, or .png rendered from it). */
  qrFile?: string;
  server?: string;
  email?: string;
  password?: string;
  remember: boolean;
  json: boolean;
}

const ACTIONS = ['register', 'login', 'logout', 'whoami', 'forgot-password', 'list', 'share', 'enable', 'disable', 'rename', 'delete', 'upload', 'uploads', 'resume', 'discard'] as const;
const BOOK_ACTIONS: readonly string[] = ['share', 'enable', 'disable', 'rename', 'delete'];
/** The actions that name a pending upload, and what the upload action alone takes. */
const UPLOAD_ID_ACTIONS: readonly string[] = ['resume', 'discard'];
const UPLOAD_VALUES = ['keywords', 'description', 'category', 'overwrite'] as const;
export const CLOUD_VALUES = ['server', 'email', 'password', 'qr', 'title', ...UPLOAD_VALUES] as const;
export const CLOUD_FLAGS = ['json', 'no-remember', 'html-text'] as const;

export const CLOUD_USAGE = `Usage: flipbook cloud <action> [--server URL] [options]

Signs in to the Flipbook Cloud service and manages the account, as the app's cloud panels do.
The sign-in is kept in the app-data folder (shared with the app) unless --no-remember is given.
  register --email <e> [--password <pw>]   create an account (5 free points) and sign in
  login --email <e> [--password <pw>]      sign in
  logout                                   sign out here and on the service
  whoami [--json]                          the signed-in account: points, VIP, expiry
  forgot-password --email <e>              mail a password reset link
  list [--json]                            the online books: id, status, date, title, link
  share <id> [--qr <file.svg|file.png>] [--json]
                                           the link, the embed code, and the QR code in a file
  enable <id> | disable <id> | delete <id> switch a book's link on or off, or delete it
  rename <id> --title <title>              rename an online book
  upload <project.flipbook> --title <title> [--keywords <k>] [--description <d>]
         [--category <c>] [--html-text] [--overwrite <id>] [--json]
                                           publish the project and upload it (only what
                                           the service lacks is sent); prints the link.
                                           Ctrl+C pauses it
  uploads [--json]                         the paused or cut-off uploads
  resume <upload id> [--json]              continue one from where the service stands
  discard <upload id>                      forget one and remove its temporary files
  --overwrite <id>    replace that online book's contents, keeping its link
  --html-text         also upload the plain HTML text version for search engines
  --server <URL>      the service (default: the last one used, FLIPBOOK_CLOUD_URL, or
                      http://127.0.0.1:8790, where "npm run server" listens)
  --password <pw>     the password; FLIPBOOK_CLOUD_PASSWORD is read when it is not given,
                      which keeps it out of the process list
  --no-remember       do not keep the sign-in after this command`;

/** Checks `cloud`'s arguments; a string is a usage error. */
export function buildCloud(positionals: readonly string[], values: ReadonlyMap<string, string>, flags: ReadonlySet<string>, env: Record<string, string | undefined>, abs: (p: string) => string = (p) => p): CloudCommand | string {
  const action = positionals[0];
  if (action === undefined) return `Missing the cloud action (${ACTIONS.join(', ')})`;
  if (!(ACTIONS as readonly string[]).includes(action)) return `Unknown cloud action: ${action}`;
  const wantsBook = BOOK_ACTIONS.includes(action);
  if (wantsBook && positionals[1] === undefined) return `Missing the book id (see flipbook cloud list)`;
  if (UPLOAD_ID_ACTIONS.includes(action) && positionals[1] === undefined) return `Missing the upload id (see flipbook cloud uploads)`;
  if (action === 'upload' && positionals[1] === undefined) return 'Missing the project file';
  const extra = positionals[wantsBook || action === 'upload' || UPLOAD_ID_ACTIONS.includes(action) ? 2 : 1];
  if (extra !== undefined) return `Unexpected argument: ${extra}`;
  const command: CloudCommand = { kind: 'cloud', action: action as CloudCommand['action'], remember: !flags.has('no-remember'), json: flags.has('json') };
  if (wantsBook) command.bookId = positionals[1] as string;
  const title = values.get('title');
  if ((action === 'rename' || action === 'upload') && (title === undefined || title.trim() === '')) return 'Missing --title';
  const upload = buildUploadAction(action, positionals[1] ?? '', values, flags, abs);
  if (typeof upload === 'string') return upload;
  if (upload !== null) command.upload = upload;
  if (title !== undefined) command.title = title;
  const qr = values.get('qr');
  if (qr !== undefined) {
    if (action !== 'share') return 'Option --qr goes with share';
    if (!/\.(svg|png)$/i.test(qr)) return 'Option --qr needs a file ending in .svg or .png';
    command.qrFile = abs(qr);
  }
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

/** The upload actions' own part of the command line; null for the other actions, a string for a usage error. */
function buildUploadAction(action: string, positional: string, values: ReadonlyMap<string, string>, flags: ReadonlySet<string>, abs: (p: string) => string): UploadAction | string | null {
  if (action !== 'upload') {
    const stray = UPLOAD_VALUES.find((name) => values.has(name)) ?? (flags.has('html-text') ? 'html-text' : undefined);
    if (stray !== undefined) return `Option --${stray} goes with upload`;
  }
  const json = flags.has('json');
  switch (action) {
    case 'upload': {
      const fields: UploadFields = { title: values.get('title') ?? '' };
      for (const name of ['keywords', 'description', 'category'] as const) {
        const value = values.get(name);
        if (value !== undefined) fields[name] = value;
      }
      if (flags.has('html-text')) fields.htmlTextVersion = true;
      const overwrite = values.get('overwrite');
      if (overwrite !== undefined) fields.overwriteBookId = overwrite;
      return { action, project: abs(positional), fields, json };
    }
    case 'uploads':
      return { action, json };
    case 'resume':
      return { action, uploadId: positional, json };
    case 'discard':
      return { action, uploadId: positional };
    default:
      return null;
  }
}

/** Writes the share dialog's QR code: the SVG as it came, or a 512 px PNG drawn from it. */
async function writeQr(svg: string, file: string): Promise<void> {
  const bytes = /\.png$/i.test(file) ? await sharp(Buffer.from(svg), { density: 300 }).resize(512, 512, { kernel: 'nearest' }).png().toBuffer() : Buffer.from(svg);
  await fs.writeFile(file, bytes);
}

function describeAccount(account: CloudAccount): string {
  const vip = account.vip
    ? `VIP ${account.vip.plan}, ${account.vip.renews ? 'renews automatically on' : 'until'} ${account.vip.expiresAt.slice(0, 10)} (${account.vip.daysRemaining} days left)`
    : 'no VIP';
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
      return;
    case 'list': {
      const books: CloudBook[] = [];
      for (let page = 1; ; page++) {
        const answer = await client.call('cloud.books', { page, pageSize: 100 });
        books.push(...answer.books);
        if (books.length >= answer.total || answer.books.length === 0) break;
      }
      if (command.json) io.stdout(`${JSON.stringify(books)}\n`);
      else io.stdout(books.length === 0 ? 'No online books.\n' : books.map((book) => `${book.id}  ${book.status.padEnd(9)}  ${book.updatedAt.slice(0, 10)}  ${book.title}  ${book.url}\n`).join(''));
      return;
    }
    case 'share': {
      const shared = await client.call('cloud.share', { bookId: command.bookId ?? '' });
      if (command.qrFile) await writeQr(shared.qrSvg, command.qrFile);
      io.stdout(command.json ? `${JSON.stringify({ link: shared.link, embedCode: shared.embedCode })}\n` : `${shared.link}\n${shared.embedCode}\n${command.qrFile ? `QR code: ${command.qrFile}\n` : ''}`);
      return;
    }
    case 'enable':
    case 'disable': {
      const { book } = await client.call('cloud.updateBook', { bookId: command.bookId ?? '', action: command.action });
      io.stdout(`${book.title}: ${book.status}\n`);
      return;
    }
    case 'rename': {
      const { book } = await client.call('cloud.updateBook', { bookId: command.bookId ?? '', action: 'rename', title: command.title ?? '' });
      io.stdout(`Renamed to ${book.title}\n`);
      return;
    }
    case 'delete':
      await client.call('cloud.deleteBook', { bookId: command.bookId ?? '' });
      io.stdout('Deleted.\n');
      return;
    case 'upload':
    case 'uploads':
    case 'resume':
    case 'discard':
      if (command.upload === undefined) throw new Error(`cloud ${command.action} without its arguments`);
      await runUploadAction(client, io, command.upload);
  }
}
