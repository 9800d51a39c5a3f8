import { useTranslation } from 'react-i18next';
import { ENCRYPTING_STEP } from '../../../shared/protection/sealed-format.js';
import type { PublishRun } from '../../publish/use-publish-run.js';

/** The running publish inside its dialog: pages written out of all, and the failure if any. */
export function PublishProgress({ run }: { run: PublishRun }) {
  const { t } = useTranslation();
  return (
    <>
      {run.running && (
        <div className="publish-progress" role="status" aria-live="polite" data-testid="publish-progress">
          <progress max={run.total > 0 ? run.total : undefined} value={run.total > 0 ? run.done : undefined} aria-label={t('plugins.publishing')} />
          <span>
            {run.step === ENCRYPTING_STEP ? `${t('protection.encrypting')} ` : ''}
            {t('plugins.progress', { done: run.done, total: run.total })}
          </span>
        </div>
      )}
      {run.error !== null && (
        <p className="form-error" role="alert" data-testid="publish-error">
          {run.error}
        </p>
      )}
    </>
  );
}

/** Cancel closes the dialog, or stops the publish while one runs; Publish starts it. */
export function PublishActions({ run, onClose, canSubmit }: { run: PublishRun; onClose: () => void; canSubmit: boolean }) {
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
