import { useTranslation } from 'react-i18next';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import { formatEta } from '../util/format-eta.js';
import { jobStepLabel } from './job-step-label.js';

/**
 * A running job's bar: what it is doing (its step's words), done of total, and the time
 * left once the engine has a pace to go by. Indeterminate until the total is known.
 */
export function JobProgressBar(props: { progress: JobProgress | null; fallbackLabel: string; testId: string; className?: string }) {
  const { progress, fallbackLabel, testId } = props;
  const { t } = useTranslation();
  const label = jobStepLabel(t, progress) ?? fallbackLabel;
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const eta = progress?.etaSeconds ?? null;
  return (
    <div className={props.className ?? 'publish-progress'} role="status" aria-live="polite" data-testid={testId}>
      <progress max={total > 0 ? total : undefined} value={total > 0 ? done : undefined} aria-label={label} />
      <span data-testid={`${testId}-step`}>{label}</span>
      {total > 0 && <span data-testid={`${testId}-count`}>{t('task.count', { done, total })}</span>}
      {total > 0 && eta !== null && eta > 0 && <span>{t('task.eta', { time: formatEta(eta) })}</span>}
    </div>
  );
}
