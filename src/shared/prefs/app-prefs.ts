import { z } from 'zod';

/**
 * The preferences dialog's own keys (issue 20 item 5). Its other fields edit preferences that
 * already existed: the language, the login panel's service URL and the import panel's
 * quality and external engine folder, so each panel and the dialog always agree.
 */

/** Whether the desktop app looks for an update when it starts; absent means yes. */
export const UpdateCheckAtStartSchema = z.boolean();
export const UPDATE_CHECK_AT_START_DEFAULT = true;

/**
 * The folder publish panels and the batch panel first suggest, before they remember one of
 * their own; empty or absent means the documents folder's `Published`. Kept as typed: the
 * engine checks an output path when something is written there.
 */
export const DefaultOutputDirSchema = z.string().max(4096);

/** The update check preference as stored, with its default when it was never chosen. */
export function updateCheckAtStart(stored: { updateCheckAtStart?: boolean }): boolean {
  return stored.updateCheckAtStart ?? UPDATE_CHECK_AT_START_DEFAULT;
}
