import type { StateCreator } from 'zustand';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import type { Page } from '../../shared/domain/page.js';
import type { All } from './store.js';
import type { Dialog } from './dialogs.js';

export const SIDEBAR_TABS = ['basic', 'design', 'toc', 'bookmark', 'language', 'assistant', 'page', 'password', 'more'] as const;
export type SidebarTab = (typeof SIDEBAR_TABS)[number];

/** The Design tab's sub-tabs, held here so the guided tour can open the one it points at. */
export const DESIGN_SUB_TABS = ['templates', 'themes', 'scenes', 'settings'] as const;
export type DesignSubTab = (typeof DESIGN_SUB_TABS)[number];

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  text: string;
}

/** What covers the editor while it waits: an import job (with its id, to cancel it), a save or an upload. */
export type Task =
  /** `firstThumb`: the asset key of the book's first page's thumbnail, once the import has made it (import.firstThumbnail). */
  | { kind: 'import'; jobId: JobId | null; progress: JobProgress | null; firstThumb: string | null }
  | { kind: 'save' }
  | { kind: 'upload' };

export interface UiSlice {
  tab: SidebarTab;
  designTab: DesignSubTab;
  /** The guided tour's step on show (0-based), or null when the tour is closed. */
  tourStep: number | null;
  toasts: Toast[];
  dialog: Dialog | null;
  task: Task | null;
  /**
   * The pages a running import has finished so far, in book order (import.pages), which the
   * strip shows until the import ends; null when no import runs. Not the project's pages:
   * they join it only when the whole import succeeds (decision 0232).
   */
  importedPages: Page[] | null;
  /** Whether the phone preview panel is open; its server runs only while it is (decision 0237). */
  phonePreviewOpen: boolean;
  setTab(tab: SidebarTab): void;
  setDesignTab(tab: DesignSubTab): void;
  setTourStep(step: number | null): void;
  pushToast(kind: Toast['kind'], text: string): void;
  dismissToast(id: number): void;
  setDialog(dialog: Dialog | null): void;
  setTask(task: Task | null): void;
  setImportedPages(pages: Page[] | null): void;
  addImportedPages(pages: Page[]): void;
  setPhonePreviewOpen(open: boolean): void;
}

export const createUiSlice: StateCreator<All, [], [], UiSlice> = (set) => {
  let nextToastId = 1;
  return {
    tab: 'basic',
    designTab: 'templates',
    tourStep: null,
    toasts: [],
    dialog: null,
    task: null,
    importedPages: null,
    phonePreviewOpen: false,
    setTab: (tab) => set({ tab }),
    setDesignTab: (designTab) => set({ designTab }),
    setTourStep: (tourStep) => set({ tourStep }),
    pushToast: (kind, text) => set((state) => ({ toasts: [...state.toasts, { id: nextToastId++, kind, text }].slice(-4) })),
    dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
    setDialog: (dialog) => set({ dialog }),
    setTask: (task) => set({ task }),
    setImportedPages: (importedPages) => set({ importedPages }),
    setPhonePreviewOpen: (phonePreviewOpen) => set({ phonePreviewOpen }),
    addImportedPages: (pages) => set((state) => ({ importedPages: [...(state.importedPages ?? []), ...pages] })),
  };
};
