/** Which program the user runs; the licensing issue will decide it from the licence. */
export type Edition = 'trial' | 'registered';

/**
 * What an edition allows (desktop-app.md §9). maxPages is null when there is no limit (a
 * registered program); a trial program gets TRIAL_PAGE_LIMIT pages or images, and every page
 * it publishes carries the trial watermark in its pixels.
 */
export interface EditionPolicy {
  maxPages: number | null;
  watermark: boolean;
}
