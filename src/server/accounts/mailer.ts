import fs from 'node:fs';
import path from 'node:path';
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
