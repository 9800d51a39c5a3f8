import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../config/server-config.js';
import { startCloud, type RunningCloud } from '../start-cloud.js';
import { describeSmtpUrl } from './mailer.js';

/** One mail as the SMTP sink received it. */
interface Received {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  data: string;
}

/**
 * A real SMTP server on loopback (smtp-server), with a user and password: the sink that
 * stands in for the provider's mail server. Each received mail resolves the next waiter.
 */
async function startSink(user: string, pass: string) {
  const received: Received[] = [];
  const waiters: ((mail: Received) => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: Received = {
          user: typeof session.user === 'string' ? session.user : undefined,
          from: session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    /** The next mail to arrive. */
    next: () => new Promise<Received>((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text body of a received mail, with quoted-printable soft breaks and escapes undone. */
function bodyOf(data: string): string {
  const body = data.slice(data.indexOf('\r\n\r\n') + 4);
  return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('forgot-password mail over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  let cloud: RunningCloud;
  let dataFolder: string;

  beforeAll(async () => {
    sink = await startSink('mailer', 's3cret pass');
    dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cloud-smtp-'));
    const env = { SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${sink.port}`, SMTP_FROM: 'Flipbook Cloud <cloud@example.test>' };
    const config = readServerConfig(['--data', dataFolder, '--port', '0', '--books-port', '0'], env);
    cloud = await startCloud(config, { scryptCost: 1024, schedulerIntervalMs: 0 });
  }, 180_000);
  afterAll(async () => {
    await cloud?.close();
    await sink?.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  });

  const post = (route: string, body: unknown) => fetch(`${cloud.apiUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('sends the single-use reset link to a real SMTP server, signed in, and writes no outbox', async () => {
    const email = 'smtp-reader@example.test';
    expect((await post('/api/v1/accounts', { email, password: 'first-secret' })).status).toBe(201);
    const arriving = sink.next();
    expect((await post('/api/v1/password-resets', { email })).status).toBe(202);
    const mail = await arriving;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('cloud@example.test');
    expect(mail.to).toEqual([email]);
    expect(mail.data).toMatch(/^Subject: Reset your Flipbook Cloud password\r$/m);
    const link = /(http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(bodyOf(mail.data))?.[1] ?? '';
    expect(link.startsWith(`${cloud.apiUrl}/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await post('/api/v1/password-resets/complete', { token, password: 'new-secret' })).status).toBe(204);
    const again = await post('/api/v1/password-resets/complete', { token, password: 'third-secret' });
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('RESET_LINK_INVALID');
    expect((await post('/api/v1/sessions', { email, password: 'new-secret' })).status).toBe(200);
    expect(fs.existsSync(cloud.outboxFolder)).toBe(false);
  });

  it('refuses an SMTP_URL that is not smtp(s)://, and logs the server without its password', () => {
    expect(() => readServerConfig([], { SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(describeSmtpUrl('smtps://user:very-secret@mail.example.com:465')).toBe('smtps://mail.example.com:465');
  });
});
