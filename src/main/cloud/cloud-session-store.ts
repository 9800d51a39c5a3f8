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
 * The signed-in session. With auto login it is kept in the app-data folder, readable by this
 * user only, so the desktop app, the web host and the CLI share one sign-in; without, it lives
 * in memory until the process ends. (The desktop app's keychain-backed store is the same
 * interface over Electron's safeStorage.)
 */
export class CloudSessionStore {
  private memory: StoredCloudSession | null = null;
  private readonly file: string;

  constructor(appDataDir: string) {
    this.file = path.join(appDataDir, 'cloud-session.json');
  }

  read(): StoredCloudSession | null {
    if (this.memory) return this.memory;
    try {
      const parsed = StoredCloudSessionSchema.safeParse(JSON.parse(fs.readFileSync(this.file, 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** Keeps a session; `remember` decides whether it outlives this process. */
  write(session: StoredCloudSession, remember: boolean): void {
    if (remember) {
      this.memory = null;
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileAtomic(this.file, JSON.stringify(session), { mode: 0o600 });
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
