import { createStore, useStore } from 'zustand';

/**
 * Whether the live preview shows the book as a reader would (locked from the start page).
 * A view mode, not an edit: it is never saved, never enters history and never dirties the
 * project, so it lives in its own small store rather than in the book.
 */
interface ProtectionPreviewState {
  on: boolean;
  setOn(on: boolean): void;
}

export const protectionPreviewStore = createStore<ProtectionPreviewState>()((set) => ({
  on: false,
  setOn: (on) => set({ on }),
}));

export function useProtectionPreview<T>(selector: (state: ProtectionPreviewState) => T): T {
  return useStore(protectionPreviewStore, selector);
}
