import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { writeFileAtomic } from '../../main/fs/atomic-write.js';

/** One mail the service sends: plain text, to one person. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The default mailer when no SMTP server is configured: each mail becomes a file in the outbox
 * folder (whose path the service logs at start), so a single-machine install can still reset
 * a password and the tests can read the link.
 */
export class OutboxMailer implements Mailer {
  private sequence = 0;

  constructor(readonly folder: string) {}

  send(mail: Mail): Promise<void> {
    fs.mkdirSync(this.folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++this.sequence}.eml`;
    const body = [`To: ${mail.to}`, `Subject: ${mail.subject}`, 'Content-Type: text/plain; charset=utf-8', '', mail.text, ''].join('\r\n');
    writeFileAtomic(path.join(this.folder, name), body);
    return Promise.resolve();
  }
}

/** The sender when SMTP_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Flipbook Cloud <no-reply@flipbook.invalid>';

/**
 * Mail over SMTP with nodemailer, when `SMTP_URL=smtp://user:pass@host:port` (or smtps://) is
 * set. Each mail opens its own connection, so an idle service holds no socket and a restart of
 * the mail server costs nothing. nodemailer is loaded with the first mail, so a service that
 * sends none does not carry it (docs/decisions/0269).
 */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly url: string,
    private readonly from: string = DEFAULT_MAIL_FROM,
  ) {}

  async send(mail: Mail): Promise<void> {
    this.transport ??= import('nodemailer').then(({ createTransport }) => createTransport(this.url));
    const transport = await this.transport;
    await transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

/** Where the service's mail goes: SMTP when configured, else the data folder's outbox. */
export function mailerFor(settings: { dataFolder: string; smtpUrl: string | null; mailFrom: string | null }): { mailer: Mailer; outboxFolder: string } {
  const outboxFolder = path.join(settings.dataFolder, 'outbox');
  if (settings.smtpUrl === null) return { mailer: new OutboxMailer(outboxFolder), outboxFolder };
  return { mailer: new SmtpMailer(settings.smtpUrl, settings.mailFrom ?? DEFAULT_MAIL_FROM), outboxFolder };
}

/** The SMTP server's address for the log, without its user name or password. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}
