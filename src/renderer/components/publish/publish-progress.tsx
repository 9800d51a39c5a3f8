import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/error-text.js';
import { JobProgressBar } from '../../jobs/job-progress-bar.js';
import type { JobRun } from '../../jobs/use-job-run.js';

/** The running publish inside its dialog: its step, done of total, and the failure if any. */
export function PublishProgress({ run }: { run: JobRun }) {
  const { t } = useTranslation();
  return (
    <>
      {run.running && <JobProgressBar progress={run.progress} fallbackLabel={t('plugins.publishing')} testId="publish-progress" />}
      {run.failure !== null && (
        <p className="form-error" role="alert" data-testid="publish-error">
          {errorText(t, run.failure)}
        </p>
      )}
    </>
  );
}

/** Cancel closes the dialog, or stops the publish while one runs; Publish starts it. */
export function PublishActions({ run, onClose, canSubmit }: { run: JobRun; onClose: () => void; canSubmit: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="modal-actions">
      <button type="button" className="button" onClick={run.running ? run.cancel : onClose} data-testid={run.running ? 'publish-cancel' : 'publish-close'}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="button button-primary" disabled={run.running || !canSubmit} data-testid="publish-submit">
        {t('plugins.publish')}
      </button>
    </div>
  );
}
