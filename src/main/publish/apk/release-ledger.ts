import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../../../shared/errors/app-error.js';

/**
 * The spec's rule that "the version number must rise by 1 for each release of the same
 * ID" needs a memory of past releases: this file in the app-data folder maps each
 * application ID to the last version number published for it.
 */
export const LEDGER_FILE = 'apk-releases.json';

const LedgerSchema = z.object({ releases: z.record(z.string(), z.number().int().positive()) });
type Ledger = z.infer<typeof LedgerSchema>;

async function readLedger(appDataDir: string): Promise<Ledger> {
  const file = path.join(appDataDir, LEDGER_FILE);
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return { releases: {} };
  try {
    return LedgerSchema.parse(JSON.parse(text));
  } catch {
    // Guessing would either block every release or allow a wrong number: say what broke.
    throw new AppError('PUBLISH_PACKAGE_FAILED', {}, `The APK release history ${file} is damaged; fix or delete it.`);
  }
}

/** The last version number published for the ID, or null for an ID never published. */
export async function lastRelease(appDataDir: string, appId: string): Promise<number | null> {
  const { releases } = await readLedger(appDataDir);
  return Object.hasOwn(releases, appId) ? (releases[appId] ?? null) : null;
}

/** The first release of an ID may use any positive number; later ones must be the last plus one. */
export async function checkNextRelease(appDataDir: string, appId: string, versionCode: number): Promise<void> {
  const last = await lastRelease(appDataDir, appId);
  if (last !== null && versionCode !== last + 1) throw new AppError('APK_VERSION_CODE', { expected: last + 1, appId });
}

/** Remembers a finished release (written atomically, so a crash never leaves half a file). */
export async function recordRelease(appDataDir: string, appId: string, versionCode: number): Promise<void> {
  const ledger = await readLedger(appDataDir);
  ledger.releases[appId] = versionCode;
  await fs.mkdir(appDataDir, { recursive: true });
  const file = path.join(appDataDir, LEDGER_FILE);
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(ledger, null, 2)}\n`);
  await fs.rename(temp, file);
}
