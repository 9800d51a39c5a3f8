import { createStore } from 'zustand';

/**
 * Where the live preview is and where the page strip asked it to go. Not editor history and
 * not the project: turning pages is looking, not editing.
 * - `current` is the strip's page: the one last clicked or keyed to, or the first page on show
 *   once the preview turns elsewhere (its own arrows, keys or a link).
 * - `request` is a turn for the preview pane to send; `seq` lets the same page be asked twice.
 */
export interface PreviewPages {
  current: number;
  request: { page: number; seq: number } | null;
  /** Shows `page` in the preview and makes it the strip's current page. */
  turnTo(page: number): void;
  /** The preview came to rest on `shown`. */
  showing(shown: readonly number[]): void;
  /** How many times the preview has said what it shows: a change means it has drawn a spread. */
  reports: number;
  reset(): void;
}

/**
 * The strip's page once the preview shows `shown`: kept when it is on show (a click on the
 * right page of a spread stays on it), else the first page shown.
 */
export function followPreview(current: number, shown: readonly number[]): number {
  return shown.includes(current) ? current : (shown[0] ?? current);
}

export const previewPagesStore = createStore<PreviewPages>()((set) => ({
  current: 1,
  request: null,
  turnTo: (page) => set((state) => ({ current: page, request: { page, seq: (state.request?.seq ?? 0) + 1 } })),
  showing: (shown) => set((state) => ({ current: followPreview(state.current, shown), reports: state.reports + 1 })),
  reports: 0,
  reset: () => set({ current: 1, request: null }),
}));
