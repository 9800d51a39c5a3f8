import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../shared/errors/app-error.js';
import { PREF_KEYS, PREF_SCHEMAS, type PrefEntry, type StoredPrefs } from '../../shared/prefs/pref-catalogue.js';
import { writeFileAtomic } from '../fs/atomic-write.js';

/** The file in the app-data folder that holds every preference. */
export const PREFS_FILE = 'prefs.json';

type RawPrefs = Record<string, unknown>;

/**
 * The preferences file. It is read on every call rather than cached, so two hosts sharing
 * the folder (the desktop app and `npm run web`) each see the other's last choice, and a
 * write replaces one key without undoing another host's write to a different key.
 */
export class PrefsStore {
  readonly file: string;

  constructor(appDataDir: string) {
    this.file = path.join(appDataDir, PREFS_FILE);
  }

  /** Every readable preference. A missing or corrupt file reads as none; a bad value drops only its key. */
  all(): StoredPrefs {
    const raw = this.readRaw();
    const prefs: Record<string, unknown> = {};
    for (const key of PREF_KEYS) {
      if (!Object.hasOwn(raw, key)) continue;
      const parsed = PREF_SCHEMAS[key].safeParse(raw[key]);
      if (parsed.success) prefs[key] = parsed.data;
    }
    return prefs as StoredPrefs;
  }

  /**
   * Stores one (already validated) preference with an atomic write, so a crash leaves the
   * old file or the new one, never half of it. Keys this version does not know (written by
   * a newer one) are kept; values it cannot read are dropped.
   */
  set(entry: PrefEntry): void {
    const raw = this.readRaw();
    const next: RawPrefs = {};
    for (const [key, value] of Object.entries(raw)) {
      const known = PREF_KEYS.find((candidate) => candidate === key);
      if (known === undefined || PREF_SCHEMAS[known].safeParse(value).success) next[key] = value;
    }
    next[entry.key] = entry.value;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileAtomic(this.file, `${JSON.stringify(next, null, 2)}\n`);
    } catch (error) {
      throw new AppError('CONFIG_SAVE_FAILED', {}, `${PREFS_FILE}: ${(error as Error).message}`);
    }
  }

  private readRaw(): RawPrefs {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return {};
    }
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RawPrefs) : {};
    } catch {
      return {};
    }
  }
}
