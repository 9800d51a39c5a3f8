import type { z } from 'zod';
import type { PageAllowanceSchema } from '../../shared/api/import-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { Edition, EditionPolicy } from '../../shared/domain/edition.js';
import { TRIAL_PAGE_LIMIT } from '../../shared/limits.js';

/** What `import.allowance` answers. */
export type PageAllowance = z.infer<typeof PageAllowanceSchema>;

/** The policy of an edition. */
export function editionPolicyFor(edition: Edition): EditionPolicy {
  const trial = edition === 'trial';
  return { maxPages: trial ? TRIAL_PAGE_LIMIT : null, watermark: trial };
}

/** The edition a policy is for (a batch task's engine runs under its parent's). */
export function editionOf(policy: EditionPolicy): Edition {
  return policy.maxPages === null ? 'registered' : 'trial';
}

/** How many more pages a book that has `currentPages` may take under the policy. */
export function pageAllowance(policy: EditionPolicy, currentPages: number): PageAllowance {
  const remaining = policy.maxPages === null ? null : Math.max(0, policy.maxPages - currentPages);
  return { maxPages: policy.maxPages, currentPages, remaining };
}

/**
 * Refuses, before any work, an operation that would leave the book over the policy's
 * limit. `currentPages` is what the book keeps: 0 for an import, which replaces every
 * page; the book's page count for pages.add, which appends. The message states the limit,
 * the current count and how many pages can still be added.
 */
export function assertPageAllowance(policy: EditionPolicy, currentPages: number, adding: number): void {
  const allowance = pageAllowance(policy, currentPages);
  if (allowance.maxPages === null || allowance.remaining === null || adding <= allowance.remaining) return;
  throw new AppError(
    'TRIAL_PAGE_LIMIT',
    { limit: allowance.maxPages, current: currentPages, remaining: allowance.remaining },
    `${adding} pages were to be added`,
  );
}
