import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../fs/atomic-write.js';

/** What the app keeps of a sign-in: whose, on which service, and the tokens. */
export const StoredCloudSessionSchema = z.object({
  server: z.string(),
  email: z.string(),
  accessToken: z.string(),
  accessExpiresAt: z.string(),
  refreshToken: z.string().nullable(),
});
export type StoredCloudSession = z.infer<typeof StoredCloudSessionSchema>;

/**
 * Encrypts what is written with the operating system's keychain (Electron's safeStorage: the
 * macOS Keychain, DPAPI on Windows, libsecret or kwallet on Linux), so a copied file signs
 * nobody in. Hosts without one (the CLI, the web host) keep the 0600 file in clear.
 */
export interface SecretCipher {
  encrypt(text: string): Buffer;
  decrypt(sealed: Buffer): string;
}

const SealedFileSchema = z.object({ sealed: z.string() }).strict();

/**
 * The signed-in session. With auto login it is kept in the app-data folder, readable by this
 * user only, so the desktop app, the web host and the CLI share one sign-in; without, it lives
 * in memory until the process ends. The desktop app seals the file with its keychain.
 */
export class CloudSessionStore {
  private memory: StoredCloudSession | null = null;
  private readonly file: string;

  constructor(
    appDataDir: string,
    private readonly cipher: SecretCipher | null = null,
  ) {
    this.file = path.join(appDataDir, 'cloud-session.json');
  }

  read(): StoredCloudSession | null {
    if (this.memory) return this.memory;
    try {
      const parsed = StoredCloudSessionSchema.safeParse(this.unseal(JSON.parse(fs.readFileSync(this.file, 'utf8'))));
      return parsed.success ? parsed.data : null;
    } catch {
      // Unreadable, or sealed by another user's keychain: signed out, as after a logout.
      return null;
    }
  }

  /** The session a file holds: sealed ones need the cipher (a clear file from before sealing is still read, and sealed on the next write). */
  private unseal(content: unknown): unknown {
    const sealed = SealedFileSchema.safeParse(content);
    if (!sealed.success) return content;
    if (this.cipher === null) return null;
    return JSON.parse(this.cipher.decrypt(Buffer.from(sealed.data.sealed, 'base64')));
  }

  private seal(session: StoredCloudSession): string {
    const text = JSON.stringify(session);
    return this.cipher === null ? text : JSON.stringify({ sealed: this.cipher.encrypt(text).toString('base64') });
  }

  /** Keeps a session; `remember` decides whether it outlives this process. */
  write(session: StoredCloudSession, remember: boolean): void {
    if (remember) {
      this.memory = null;
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileAtomic(this.file, this.seal(session), { mode: 0o600 });
    } else {
      this.clear();
      this.memory = session;
    }
  }

  /** Whether the session in hand is the remembered one (so a renewal is written back). */
  get remembered(): boolean {
    return this.memory === null;
  }

  clear(): void {
    this.memory = null;
    fs.rmSync(this.file, { force: true });
  }

  /** The last server used, so the login panel and the CLI can default to it. */
  lastServer(): string | null {
    return this.read()?.server ?? null;
  }
}
