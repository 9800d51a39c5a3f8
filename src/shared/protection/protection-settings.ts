import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { normaliseUserName } from './user-name.js';

/** The book setting that holds page protection (`book.settings.protection`). */
export const PROTECTION_SETTING_KEY = 'protection';

/** The longest password or user name accepted; longer input is almost surely a paste error. */
export const PROTECTION_TEXT_MAX = 200;
/** More readers than this belong on a server with accounts, not in one published folder. */
export const PROTECTION_USERS_MAX = 200;

/** One reader of a book protected for several users. The hint is published in clear. */
export const ProtectionUserSchema = z.object({
  user: z.string().max(PROTECTION_TEXT_MAX),
  password: z.string().max(PROTECTION_TEXT_MAX),
  hint: z.string().max(PROTECTION_TEXT_MAX),
});
export type ProtectionUser = z.infer<typeof ProtectionUserSchema>;

/**
 * Page passwords (spec "Page password"): public, or protected by one password or by one
 * password per user, for all pages (`fromPage` 1) or from a start page on. Both the single
 * password and the user list are kept while the author switches kind, so nothing typed is lost.
 */
export const ProtectionSettingsSchema = z.object({
  mode: z.enum(['public', 'password']),
  kind: z.enum(['single', 'users']),
  password: z.string().max(PROTECTION_TEXT_MAX),
  users: z.array(ProtectionUserSchema).max(PROTECTION_USERS_MAX),
  fromPage: z.number().int().min(1),
});
export type ProtectionSettings = z.infer<typeof ProtectionSettingsSchema>;

export const PUBLIC_PROTECTION: ProtectionSettings = { mode: 'public', kind: 'single', password: '', users: [], fromPage: 1 };

/**
 * The book's protection settings. A missing value is public. A value that is present but
 * malformed is refused rather than read as public: publishing a book in clear that the
 * author meant to protect would be the one unforgivable failure here.
 */
export function readProtection(settings: Readonly<Record<string, unknown>>): ProtectionSettings {
  const raw = settings[PROTECTION_SETTING_KEY];
  if (raw === undefined || raw === null) return PUBLIC_PROTECTION;
  const parsed = ProtectionSettingsSchema.partial().safeParse(raw);
  if (!parsed.success) throw new AppError('INVALID_ARGUMENT', {}, `book.settings.protection is malformed: ${parsed.error.message}`);
  return { ...PUBLIC_PROTECTION, ...parsed.data };
}

/** The first page a publish seals (its images exist only encrypted), or null for a public book. */
export function firstSealedPage(settings: Readonly<Record<string, unknown>>): number | null {
  const protection = readProtection(settings);
  return protection.mode === 'public' ? null : protection.fromPage;
}

/** A problem the editor shows beside its field and publishing refuses with. */
export type ProtectionProblem =
  | { field: 'password'; user: number | null }
  | { field: 'user'; user: number }
  | { field: 'fromPage'; pageCount: number };

/**
 * Everything wrong with protection settings for a book of `pageCount` pages, in field
 * order; empty when they can be published. A public book has nothing to check.
 */
export function protectionProblems(settings: ProtectionSettings, pageCount: number): ProtectionProblem[] {
  if (settings.mode === 'public') return [];
  const problems: ProtectionProblem[] = [];
  if (settings.kind === 'single') {
    if (settings.password === '') problems.push({ field: 'password', user: null });
  } else {
    if (settings.users.length === 0) problems.push({ field: 'password', user: null });
    const seen = new Set<string>();
    settings.users.forEach((entry, index) => {
      const name = normaliseUserName(entry.user);
      if (name === '' || seen.has(name)) problems.push({ field: 'user', user: index });
      seen.add(name);
      if (entry.password === '') problems.push({ field: 'password', user: index });
    });
  }
  if (settings.fromPage > pageCount) problems.push({ field: 'fromPage', pageCount });
  return problems;
}

/** Whether a field (of one user, or null for the single password or the whole list) has a problem. */
export function hasProtectionProblem(problems: readonly ProtectionProblem[], field: ProtectionProblem['field'], user: number | null): boolean {
  return problems.some((problem) => problem.field === field && (problem.field === 'fromPage' || problem.user === user));
}

/** Throws the first problem as the error the author sees; the spec's message for a missing password. */
export function assertPublishable(settings: ProtectionSettings, pageCount: number): void {
  const [problem] = protectionProblems(settings, pageCount);
  if (problem === undefined) return;
  if (problem.field === 'password') throw new AppError('PROTECT_PASSWORD_MISSING');
  if (problem.field === 'user') throw new AppError('PROTECT_USER_NAME', { user: settings.users[problem.user]?.user.trim() || `#${problem.user + 1}` });
  throw new AppError('QUALITY_OUT_OF_RANGE', { setting: 'Start page', min: 1, max: problem.pageCount });
}
