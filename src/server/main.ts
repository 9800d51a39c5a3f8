// `npm run server`: the Flipbook Cloud service on embedded defaults, or `npm run server -- admin …`.
import path from 'node:path';
import v8 from 'node:v8';
import { AppError } from '../shared/errors/app-error.js';
import { describeSmtpUrl, mailerFor } from './accounts/mailer.js';
import { ADMIN_USAGE, runAdminCommand } from './admin/admin-command.js';
import { readServerConfig, type ServerConfig } from './config/server-config.js';
import { installSigner } from './licences/signing-key.js';
import { paymentSettings, startCloud } from './start-cloud.js';
import { lockDataFolder } from './store/data-lock.js';
import { openDatabase } from './store/database.js';
import { storageFromEnv } from './store/storage-url.js';

/** The service's own options; any other `--name value` belongs to the admin command (`licence mint --count 5`). */
const SERVICE_OPTIONS = new Set(['--data', '--host', '--port', '--books-port', '--books-origin']);

/** Splits `admin <words…> [--data DIR]` into the admin words and the service options. */
function splitAdmin(argv: string[]): { words: string[]; options: string[] } {
  const words: string[] = [];
  const options: string[] = [];
  for (let index = 1; index < argv.length; index++) {
    const word = argv[index] as string;
    if (SERVICE_OPTIONS.has(word)) options.push(word, ...(argv[index + 1] === undefined ? [] : [argv[++index] as string]));
    else words.push(word);
  }
  return { words, options };
}

async function runAdmin(argv: string[]): Promise<void> {
  const { words, options } = splitAdmin(argv);
  const config: ServerConfig = readServerConfig(options, process.env);
  const release = config.databaseUrl === null ? lockDataFolder(config.dataFolder) : () => {};
  const db = await openDatabase(config.databaseUrl === null ? { kind: 'embedded', folder: path.join(config.dataFolder, 'database') } : { kind: 'postgres', url: config.databaseUrl });
  try {
    console.log(await runAdminCommand({ db, clock: () => new Date(), mailer: mailerFor(config).mailer, storage: storageFromEnv(process.env, config.dataFolder), publicUrl: `http://${config.host}:${config.port}`, licenceSigner: installSigner(config.dataFolder, process.env), booksUrl: config.booksOrigin ?? `http://${config.host}:${config.booksPort}`, ...paymentSettings(config) }, words));
  } finally {
    await db.destroy();
    release();
  }
}

async function runService(argv: string[]): Promise<void> {
  const config = readServerConfig(argv, process.env);
  const cloud = await startCloud(config, { logger: false });
  console.log(`Flipbook Cloud: ${cloud.apiUrl}`);
  console.log(`Books origin: ${cloud.booksUrl}`);
  console.log(`Database: ${config.databaseUrl === null ? path.join(config.dataFolder, 'database') + ' (embedded)' : 'PostgreSQL (DATABASE_URL)'}`);
  console.log(config.smtpUrl === null ? `Mail outbox (no SMTP_URL configured): ${cloud.outboxFolder}` : `Mail: SMTP ${describeSmtpUrl(config.smtpUrl)}`);
  console.log(config.stripe === null ? `Payments: TEST MODE, no money moves (${cloud.apiUrl}/test-checkout/…); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe` : `Payments: Stripe (webhook ${cloud.apiUrl}/api/v1/payments/stripe/webhook)`);
  const stop = () => {
    void cloud.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const SERVICE_USAGE = `Usage: npm run server -- [options]
       npm run server -- admin <command> [--data DIR]

Starts Flipbook Cloud: the account API and web page, and the books origin.
  --data DIR           the data folder: embedded database, storage, mail outbox (default ~/.flipbook-cloud)
  --port N             the account origin's port (default 8790; 0 picks a free one)
  --books-port N       the books origin's port (default 8791)
  --books-origin URL   the books origin's public address, when a proxy serves it elsewhere
  --host HOST          the address to listen on (default 127.0.0.1)
Environment: DATABASE_URL=postgres://…, STORAGE_URL=s3://…, STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET,
  SMTP_URL=smtp://user:pass@host:port (+ SMTP_FROM) to send mail instead of writing the outbox,
  FLIPBOOK_LICENCE_SIGNING_KEY (Ed25519 PKCS#8 PEM; else the data folder's licence-signing-key.pem).

${ADMIN_USAGE}`;

// Memory (docs/decisions/0269). The embedded database is PostgreSQL compiled to WASM: V8
// compiles it with its baseline compiler, then again with its optimising one for the busy
// functions, on background threads. That second step took 40–60 MB more of the service's memory
// and, on two cores, held back the first requests, for queries about a tenth faster once it was
// done; the service keeps the baseline code. And V8 let the old generation grow to twice what
// was live before collecting it (40 MB of garbage after a thousand uploads); 1.4 times is enough.
// Set here, before PGlite is loaded and while the heap is small; the semi-space size, which
// only takes effect at start, is on the command line (scripts/server-bundle.mjs).
v8.setFlagsFromString('--liftoff-only');
v8.setFlagsFromString('--heap-growing-percent=40');

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(SERVICE_USAGE);
  process.exit(0);
}
const run = argv[0] === 'admin' ? runAdmin(argv) : runService(argv);
run.catch((error: unknown) => {
  const message = error instanceof AppError ? `${error.message}${error.detail ? ` (${error.detail})` : ''}` : error instanceof Error ? error.message : String(error);
  console.error(message === ADMIN_USAGE ? message : `Flipbook Cloud: ${message}`);
  process.exit(1);
});
