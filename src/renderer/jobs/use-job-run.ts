import { useCallback, useRef, useState } from 'react';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { JobKind } from '../../shared/jobs/job-kinds.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import { AppError } from '../../shared/errors/app-error.js';
import { useHost } from '../transport/host-context.js';
import { cancelJob, runJob } from './run-job.js';

/** A long job started from a dialog: its progress, its failure, and a way to stop it. */
export interface JobRun {
  running: boolean;
  /** The job's latest progress event; null before the first one and when none runs. */
  progress: JobProgress | null;
  /** Why the last job failed (never CANCELLED: a cancel is the user's own choice), or null. */
  failure: AppError | null;
  /** Runs one job; resolves to its result, or null when it failed, was cancelled or one already runs. */
  start<T>(kind: JobKind, call: (jobId: JobId) => Promise<T>): Promise<T | null>;
  /** Stops the running job; the engine removes what it had written. */
  cancel(): void;
  clearFailure(): void;
}

/**
 * The one way the editor's dialogs run a long job (publish in every format, runtime
 * downloads). It shows the job's own progress, cancels it by its id, keeps the dialog open
 * with the author's choices after a failure or a cancel, and gives the focus back to where
 * it was when the job's controls disappear.
 */
export function useJobRun(): JobRun {
  const { client } = useHost();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const active = useRef<JobId | null>(null);
  const busy = useRef(false);

  const start = useCallback(
    async <T,>(kind: JobKind, call: (jobId: JobId) => Promise<T>): Promise<T | null> => {
      if (busy.current) return null;
      busy.current = true;
      const focused = typeof document === 'undefined' ? null : document.activeElement;
      setRunning(true);
      setFailure(null);
      setProgress(null);
      try {
        return await runJob(client, kind, call, {
          onStart: (id) => (active.current = id),
          onProgress: (event) => {
            if (event.state === 'running') setProgress(event);
          },
        });
      } catch (error) {
        const reason = AppError.from(error);
        if (reason.code !== 'CANCELLED') setFailure(reason);
        return null;
      } finally {
        active.current = null;
        busy.current = false;
        setRunning(false);
        setProgress(null);
        restoreFocus(focused);
      }
    },
    [client],
  );

  const cancel = useCallback(() => {
    const id = active.current;
    if (id !== null) cancelJob(client, id).catch((error: unknown) => setFailure(AppError.from(error)));
  }, [client]);

  return { running, progress, failure, start, cancel, clearFailure: () => setFailure(null) };
}

/** Puts the focus back where it was when the job began, unless the user has moved it since. */
function restoreFocus(previous: Element | null): void {
  if (!(previous instanceof HTMLElement)) return;
  // After React has removed the job's controls: focus on the body (or nowhere) then means
  // the element that had it, such as Cancel, is gone with them.
  setTimeout(() => {
    const current = document.activeElement;
    if (previous.isConnected && (current === null || current === document.body)) previous.focus();
  }, 0);
}
