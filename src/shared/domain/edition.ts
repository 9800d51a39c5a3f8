/** Which program the user runs; the licensing issue will decide it from the licence. */
export type Edition = 'trial' | 'registered';

/**
 * How many pages a book may have. maxPages is null when there is no limit (a registered
 * program); a trial program gets TRIAL_PAGE_LIMIT pages or images (desktop-app.md §9).
 */
export interface PagePolicy {
  maxPages: number | null;
}
