import type { StateCreator } from 'zustand';
import type { CloudAccount } from '../../shared/cloud/cloud-account.js';
import type { All } from '../state/store.js';

/**
 * Who is signed in to the cloud service, as the engine last said: the header shows it and the
 * upload dialog reads whether the account may upload. The token itself never reaches the
 * renderer; the engine keeps it (cloud-session-store.ts).
 */
export interface CloudSlice {
  cloudAccount: CloudAccount | null;
  setCloudAccount(account: CloudAccount | null): void;
}

export const createCloudSlice: StateCreator<All, [], [], CloudSlice> = (set) => ({
  cloudAccount: null,
  setCloudAccount: (cloudAccount) => set({ cloudAccount }),
});
