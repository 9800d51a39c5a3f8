import { createStore } from 'zustand';

/**
 * Setting values shown in the live preview while a gesture (a slider drag, a colour picker
 * drag) is still going on. The book is edited once, when the gesture ends, so a drag is one
 * edit; until then the preview pane lays these drafts over the book's settings.
 */
export interface PreviewDraft {
  draft: Readonly<Record<string, unknown>>;
  setDraft(key: string, value: unknown): void;
  clearDraft(key: string): void;
}

export const previewDraftStore = createStore<PreviewDraft>()((set) => ({
  draft: {},
  setDraft: (key, value) => set((state) => ({ draft: { ...state.draft, [key]: value } })),
  clearDraft: (key) =>
    set((state) => {
      if (!Object.hasOwn(state.draft, key)) return state;
      const draft = { ...state.draft };
      delete draft[key];
      return { draft };
    }),
}));

/** The settings the preview should show: the book's, with any gesture in progress on top. */
export function withDraft(settings: Readonly<Record<string, unknown>>, draft: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  return Object.keys(draft).length === 0 ? settings : { ...settings, ...draft };
}
