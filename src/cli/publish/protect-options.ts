import fs from 'node:fs';
import { z } from 'zod';
import type { FlipbookClient } from '../../shared/api/client.js';
import { ProtectionUserSchema, PROTECTION_USERS_MAX, type ProtectionSettings } from '../../shared/protection/protection-settings.js';
import type { PublishCommand } from './publish-format.js';

/**
 * `--protect-password`, `--protect-users` and `--protect-from`: page passwords for one
 * publish. They override the project's protection for that publish only: the CLI never
 * saves the project it publishes. Any format that embeds the HTML book can list these.
 */
export const PROTECT_VALUES = ['protect-password', 'protect-users', 'protect-from'] as const;
export const PROTECT_PATH_VALUES = ['protect-users'] as const;

export const PROTECT_USAGE = `  --protect-password <password>
                      encrypt the protected pages; readers need this password
  --protect-users <users.json>
                      one password per reader: a JSON array of {"user", "password", "hint"}
  --protect-from <page> protect from this page on (default 1: every page)`;

const UsersFileSchema = z.array(ProtectionUserSchema.extend({ hint: z.string().max(200).default('') })).min(1).max(PROTECTION_USERS_MAX);

/** Reads and checks a users file; a message for the usage error when it is unusable. */
function readUsers(file: string): ProtectionSettings['users'] | string {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return `Cannot read --protect-users ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const users = UsersFileSchema.safeParse(json);
  if (!users.success) return `--protect-users ${file} must be a JSON array of {"user", "password", "hint"} (1 to ${PROTECTION_USERS_MAX} users)`;
  return users.data;
}

/** The protection these options ask for, null when none is given, or a usage-error message. */
export function protectionFromOptions(values: Readonly<Record<string, string>>): ProtectionSettings | null | string {
  const password = values['protect-password'];
  const usersFile = values['protect-users'];
  const from = values['protect-from'];
  if (password === undefined && usersFile === undefined) {
    return from === undefined ? null : '--protect-from needs --protect-password or --protect-users';
  }
  if (password !== undefined && usersFile !== undefined) return 'Give --protect-password or --protect-users, not both';
  const fromPage = from === undefined ? 1 : Number(from);
  if (!/^\d+$/.test(from ?? '1') || fromPage < 1) return `--protect-from must be a page number of 1 or more, not ${from}`;
  if (password !== undefined) {
    if (password === '') return 'Please enter a password for the protected pages.';
    return { mode: 'password', kind: 'single', password, users: [], fromPage };
  }
  const users = readUsers(usersFile ?? '');
  return typeof users === 'string' ? users : { mode: 'password', kind: 'users', password: '', users, fromPage };
}

export function checkProtectOptions(command: PublishCommand): string | null {
  const protection = protectionFromOptions(command.values);
  return typeof protection === 'string' ? protection : null;
}

/**
 * Puts the options' protection on the open project before it is published. The engine
 * still checks it against the book (the start page within the page count, unique users).
 */
export async function applyProtectOptions(client: FlipbookClient, command: PublishCommand): Promise<void> {
  const protection = protectionFromOptions(command.values);
  if (typeof protection === 'string') throw new Error(protection);
  if (protection !== null) await client.call('project.update', { patch: { settings: { protection } } });
}
