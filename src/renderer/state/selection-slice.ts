import type { StateCreator } from 'zustand';
import { NO_SELECTION, type PageSelection } from './page-order.js';
import type { All } from './store.js';

/** Which pages the page tab has selected. Selection never enters history or the project. */
export interface SelectionSlice {
  pageSelection: PageSelection;
  setPageSelection(selection: PageSelection): void;
}

export const createSelectionSlice: StateCreator<All, [], [], SelectionSlice> = (set) => ({
  pageSelection: NO_SELECTION,
  setPageSelection: (pageSelection) => set({ pageSelection }),
});
