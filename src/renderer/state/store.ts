import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { FlipbookClient } from '../../shared/api/client.js';
import { createCloudSlice, type CloudSlice } from '../cloud/cloud-slice.js';
import { createBatchSlice, type BatchSlice } from './batch-slice.js';
import { createProjectSlice, type ProjectSlice } from './project-slice.js';
import { createSelectionSlice, type SelectionSlice } from './selection-slice.js';
import { createUiSlice, type UiSlice } from './ui-slice.js';

/** The whole editor state: one slice per concern. */
export type All = ProjectSlice & UiSlice & SelectionSlice & CloudSlice & BatchSlice;
export type AppStore = StoreApi<All>;

export function createAppStore(client: FlipbookClient, onError: (error: unknown) => void): AppStore {
  return createStore<All>()((...args) => ({
    ...createProjectSlice(client, onError)(...args),
    ...createUiSlice(...args),
    ...createSelectionSlice(...args),
    ...createCloudSlice(...args),
    ...createBatchSlice(...args),
  }));
}

export const StoreContext = createContext<AppStore | null>(null);

export function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('useApp is used outside StoreContext');
  return store;
}

/** Selects one value from the editor state; components re-render only when it changes. */
export function useApp<T>(selector: (state: All) => T): T {
  return useStore(useAppStore(), selector);
}
