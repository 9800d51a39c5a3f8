import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../../shared/errors/app-error.js';
import { writeFileAtomic } from '../fs/atomic-write.js';

/** What the app keeps of its registration: the licence as the service signed it, and its clocks. */
export interface StoredLicence {
  /** The licence file's text, exactly as it was issued. */
  licence: string;
  /** The latest time the app has seen: a clock set back before it is a timestamp error (2). */
  lastSeenAt: string;
  /** When the service last confirmed the licence (null: never asked yet). */
  lastCheckedAt: string | null;
}

const StoredSchema = z.object({ licence: z.string().max(16_384), lastSeenAt: z.string().datetime(), lastCheckedAt: z.string().datetime().nullable() }).strict();
const SealedSchema = z.object({ v: z.literal(1), iv: z.string(), tag: z.string(), data: z.string() }).strict();

export const LICENCE_FILE = 'licence.dat';
const ENDED_FILE = 'licence-ended.json';

/**
 * The licence in app data, sealed with AES-256-GCM under a key made from this machine's
 * fingerprint: a file copied to another machine, or changed in any byte, does not open there
 * ("failed to decrypt the license file", 105). The signature inside is what makes it a
 * licence; the seal ties the copy to this machine and guards the clocks beside it.
 */
export class LicenceStore {
  private readonly file: string;
  constructor(
    readonly folder: string,
    private readonly fingerprint: string,
  ) {
    this.file = path.join(folder, LICENCE_FILE);
  }

  private key(): Buffer {
    return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(this.fingerprint, 'hex'), Buffer.from('flipbook-licence-store'), Buffer.from('v1'), 32));
  }

  exists(): boolean {
    return fs.existsSync(this.file);
  }

  /** The stored licence, null when there is none, or 105 when it cannot be opened here. */
  read(): StoredLicence | null {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new AppError('LICENCE_DECRYPT', {}, (error as Error).message);
    }
    try {
      const sealed = SealedSchema.parse(JSON.parse(text));
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key(), Buffer.from(sealed.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
      return StoredSchema.parse(JSON.parse(plain.toString('utf8')));
    } catch {
      throw new AppError('LICENCE_DECRYPT');
    }
  }

  /** Seals and saves, atomically: a crash leaves the old licence or the new one, never half. */
  async write(stored: StoredLicence): Promise<void> {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key(), iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(stored), 'utf8'), cipher.final()]);
    const sealed = { v: 1, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
    await fs.promises.mkdir(this.folder, { recursive: true });
    writeFileAtomic(this.file, `${JSON.stringify(sealed)}\n`, { mode: 0o600 });
  }

  /** Removes the licence (deactivation, revocation); the file is kept aside for support. */
  async remove(reason: string): Promise<void> {
    if (!this.exists()) return;
    await fs.promises.rename(this.file, path.join(this.folder, `licence.${reason}.dat`));
  }

  /** Notes why the service ended the licence (108, 407, 405), so later starts can say why the program is a trial again. */
  recordEnd(error: AppError): void {
    writeFileAtomic(path.join(this.folder, ENDED_FILE), `${JSON.stringify(error.toJSON())}\n`);
  }

  /** Why the last licence ended, if the service ended it and none was installed since. */
  lastEnd(): AppError | null {
    try {
      return AppError.fromJSON(JSON.parse(fs.readFileSync(path.join(this.folder, ENDED_FILE), 'utf8')));
    } catch {
      return null;
    }
  }

  clearEnd(): void {
    fs.rmSync(path.join(this.folder, ENDED_FILE), { force: true });
  }
}
