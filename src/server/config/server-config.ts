import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { StripeSettings } from '../billing/stripe-settings.js';

/** How the service was asked to run: where its data lives and where it listens. */
export interface ServerConfig {
  dataFolder: string;
  host: string;
  port: number;
  booksPort: number;
  /** The public address of the books origin when a proxy puts it elsewhere. */
  booksOrigin: string | null;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl: string | null;
  /** Stripe takes the checkouts when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; else the test mode. */
  stripe: StripeSettings | null;
  /** SMTP_URL (`smtp://user:pass@host:port` or smtps://): mail goes there instead of the outbox folder. */
  smtpUrl: string | null;
  /** SMTP_FROM: the sender of the service's mail. */
  mailFrom: string | null;
}

export const DEFAULT_PORT = 8790;
export const DEFAULT_BOOKS_PORT = 8791;

function portOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number from 0 to 65535, not "${value}"`);
  return port;
}

/**
 * Reads the command line (`--data DIR --port N --books-port N --books-origin URL --host H`) and
 * the environment (DATABASE_URL, STRIPE_*, SMTP_URL, SMTP_FROM). Everything has a default, so `npm run server` needs nothing.
 */
export function readServerConfig(argv: string[], env: NodeJS.ProcessEnv): ServerConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      data: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      'books-port': { type: 'string' },
      'books-origin': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const booksOrigin = values['books-origin'] ?? null;
  if (booksOrigin !== null && !/^https?:\/\/[^/\\\s]+$/.test(booksOrigin)) throw new Error(`--books-origin must be an origin such as https://books.example.com, not "${booksOrigin}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
  const stripeKey = env.STRIPE_SECRET_KEY?.trim() || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  if ((stripeKey === null) !== (stripeWebhookSecret === null)) throw new Error('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (the test-mode checkout)');
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587');
  return {
    dataFolder: path.resolve(values.data ?? path.join(os.homedir(), '.flipbook-cloud')),
    host: values.host ?? '127.0.0.1',
    port: portOf(values.port, DEFAULT_PORT, '--port'),
    booksPort: portOf(values['books-port'], DEFAULT_BOOKS_PORT, '--books-port'),
    booksOrigin,
    databaseUrl,
    stripe: stripeKey !== null && stripeWebhookSecret !== null ? { secretKey: stripeKey, webhookSecret: stripeWebhookSecret } : null,
    smtpUrl,
    mailFrom: env.SMTP_FROM?.trim() || null,
  };
}
