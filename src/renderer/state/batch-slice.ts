import type { StateCreator } from 'zustand';
import type { BatchTask } from '../../shared/api/batch-api.js';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { BatchFilter } from '../batch/batch-tasks.js';
import type { BatchInput } from '../batch/batch-request.js';
import type { All } from './store.js';

/**
 * The batch panel's list and run. Kept in the store rather than the panel, so closing the
 * panel while books convert loses neither the tasks nor their later events.
 */
export interface BatchState {
  inputs: BatchInput[];
  tasks: BatchTask[];
  /** The running batch's job, to stop it all; null when none runs. */
  jobId: JobId | null;
  filter: BatchFilter;
  /** Why the last run could not start (a bad output folder, say), translated. */
  error: string | null;
}

export interface BatchSlice {
  batch: BatchState;
  /** Changes the batch state from its latest value, since events arrive while the user acts. */
  updateBatch(change: (batch: BatchState) => Partial<BatchState>): void;
}

export const createBatchSlice: StateCreator<All, [], [], BatchSlice> = (set) => ({
  batch: { inputs: [], tasks: [], jobId: null, filter: 'all', error: null },
  updateBatch: (change) => set((state) => ({ batch: { ...state.batch, ...change(state.batch) } })),
});
