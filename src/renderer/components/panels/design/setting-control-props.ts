import type { SettingEntry } from '../../../../shared/settings/setting-types.js';

/** What every generated control gets: its entry, the value in effect, and the two ways to change it. */
export interface ControlProps<E extends SettingEntry = SettingEntry> {
  entry: E;
  /** The stored value, or the default when the key is unset. */
  value: unknown;
  /** The id of the control's main input, which the row's label points at. */
  inputId: string;
  /** The id of the description (and any error), for aria-describedby. */
  describedBy: string;
  /** Edits the book (one edit). */
  commit(value: unknown): void;
  /** Shows a value in the live preview only, while a gesture goes on. */
  draft(value: unknown): void;
}
