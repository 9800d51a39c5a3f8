import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../shared/errors/app-error.js';
import { errorText } from '../i18n/error-text.js';
import { useHost } from '../transport/host-context.js';

/** A publish started from a dialog: its progress, its failure text, and a way to stop it. */
export interface PublishRun {
  running: boolean;
  done: number;
  total: number;
  /** The engine's name for the current step when a format has several (ENCRYPTING_STEP…), else undefined. */
  step: string | undefined;
  /** The translated failure (with its error text after a publish failure), or null. */
  error: string | null;
  /** Runs one publish call; resolves to its result, or null when it failed or was cancelled. */
  start<T>(call: () => Promise<T>, total: number): Promise<T | null>;
  cancel(): void;
  clearError(): void;
}

/**
 * Runs a publish call while listening to `publish.progress`. A cancel asks the engine to
 * stop (`publish.cancel`); the engine then removes what it had written, and the dialog stays
 * open with the author's choices.
 */
export function usePublishRun(): PublishRun {
  const { t } = useTranslation();
  const { client } = useHost();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number; step?: string }>({ done: 0, total: 0 });
  const [error, setError] = useState<string | null>(null);
  const active = useRef(false);

  const start = useCallback(
    async <T,>(call: () => Promise<T>, total: number): Promise<T | null> => {
      if (active.current) return null;
      active.current = true;
      setRunning(true);
      setError(null);
      setProgress({ done: 0, total });
      const stop = client.on('publish.progress', ({ done, total: all, step }) => setProgress({ done, total: all, ...(step === undefined ? {} : { step }) }));
      try {
        return await call();
      } catch (failure) {
        if (AppError.from(failure).code !== 'CANCELLED') setError(errorText(t, failure));
        return null;
      } finally {
        stop();
        active.current = false;
        setRunning(false);
      }
    },
    [client, t],
  );

  const cancel = useCallback(() => {
    client.call('publish.cancel', {}).catch((failure: unknown) => setError(errorText(t, failure)));
  }, [client, t]);

  return { running, done: progress.done, total: progress.total, step: progress.step, error, start, cancel, clearError: () => setError(null) };
}
