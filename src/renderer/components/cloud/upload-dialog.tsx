import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodResult } from '../../../shared/api/contract.js';
import type { PendingUpload } from '../../../shared/api/cloud-api.js';
import type { CloudBook } from '../../../shared/cloud/cloud-account.js';
import { AppError } from '../../../shared/errors/app-error.js';
import type { JobId } from '../../../shared/jobs/job-id.js';
import { useCommands } from '../../commands/commands-context.js';
import { refreshCloudAccount } from '../../cloud/cloud-commands.js';
import { chargedBooks, hostingRunsOut } from '../../cloud/hosting-warning.js';
import { EMPTY_UPLOAD_FORM, toUploadFields, uploadProblem, type UploadForm } from '../../cloud/upload-fields.js';
import type { UploadEnd } from '../../cloud/upload-status.js';
import { errorText } from '../../i18n/error-text.js';
import { useJobRun } from '../../jobs/use-job-run.js';
import { useApp } from '../../state/store.js';
import { Modal } from '../dialogs/modal.js';
import { PendingUploads } from './pending-uploads.js';
import { UploadFields } from './upload-fields.js';
import { UploadProgress } from './upload-progress.js';

type Uploaded = MethodResult<'cloud.upload'>;

/**
 * The upload dialog: the book's fields, the upload as an `upload` job with its steps, bytes,
 * speed and time left, Pause (cancelling the job keeps the upload pending on both sides) and
 * Continue. Pending uploads from earlier are offered when it opens. A free account is told it
 * needs points or VIP before anything is published.
 */
export function UploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const client = ctx.host.client;
  const account = useApp((state) => state.cloudAccount);
  const title = useApp((state) => state.project?.book.title ?? '');
  const run = useJobRun();
  const [form, setForm] = useState<UploadForm>({ ...EMPTY_UPLOAD_FORM, title });
  const [books, setBooks] = useState<CloudBook[]>([]);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [end, setEnd] = useState<UploadEnd | null>(null);
  const [result, setResult] = useState<Uploaded | null>(null);
  const pausing = useRef(false);

  const loadPending = useCallback(async () => {
    try {
      setPending((await client.call('cloud.pendingUploads', {})).uploads);
    } catch (error) {
      setProblem(errorText(t, error));
    }
  }, [client, t]);

  useEffect(() => {
    void refreshCloudAccount(ctx);
    void loadPending();
    client.call('cloud.books', { page: 1, pageSize: 100 }).then(
      (page) => setBooks(page.books),
      () => undefined, // Without the list only the overwrite choice is missing; a new book still uploads.
    );
  }, [ctx, client, loadPending]);

  /** Runs one upload job (new or continued) and says how it ended. */
  const go = async (call: (jobId: JobId) => Promise<Uploaded>) => {
    pausing.current = false;
    setEnd(null);
    setProblem(null);
    setResult(null);
    const uploaded = await run.start('upload', call);
    if (uploaded !== null) {
      setResult(uploaded);
      setEnd('succeeded');
      void refreshCloudAccount(ctx);
    } else setEnd(pausing.current ? 'paused' : 'failed');
    await loadPending();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = uploadProblem(form);
    if (wrong !== null) return setProblem('code' in wrong ? errorText(t, new AppError(wrong.code)) : t(wrong.key));
    const fields = toUploadFields(form);
    void (async () => {
      await ctx.store.getState().flushEdits();
      await go((jobId) => client.call('cloud.upload', { ...fields, jobId }));
    })();
  };

  const pause = () => {
    pausing.current = true;
    run.cancel();
  };

  const discard = async (uploadId: string) => {
    try {
      await client.call('cloud.discardUpload', { uploadId });
    } catch (error) {
      setProblem(errorText(t, error));
    }
    await loadPending();
  };

  const needsPlan = (account !== null && !account.canUpload) || run.failure?.code === 'UPLOAD_NEEDS_PLAN';
  // The list read above holds up to 100 books: enough to tell a points account short of points.
  const runsOut = account !== null && !needsPlan && hostingRunsOut(account, chargedBooks(books), form.overwrite && form.overwriteBookId !== null ? 0 : 1);
  const failure = run.failure !== null && run.failure.code !== 'UPLOAD_NEEDS_PLAN' ? errorText(t, run.failure) : null;
  return (
    <Modal title={t('cloud.upload.title')} onCancel={run.running ? pause : onClose} testId="cloud-upload" wide>
      {needsPlan && (
        <div className="cloud-needs-plan" role="alert" data-testid="cloud-upload-needs-plan">
          <p>{t('cloud.upload.needsPlan')}</p>
          <button type="button" className="button" onClick={() => ctx.store.getState().setDialog({ kind: 'cloudAccount' })} data-testid="cloud-upload-to-account">
            {t('cloud.upload.toAccount')}
          </button>
        </div>
      )}
      {runsOut && (
        <p className="panel-note" role="status" data-testid="cloud-upload-runs-out">
          {t('cloud.upload.runsOut')}
        </p>
      )}
      <PendingUploads uploads={run.running ? [] : pending} busy={run.running} onContinue={(uploadId) => void go((jobId) => client.call('cloud.resumeUpload', { uploadId, jobId }))} onDiscard={(id) => void discard(id)} />
      <form className="form" onSubmit={submit} noValidate>
        <UploadFields form={form} books={books} disabled={run.running || needsPlan} onChange={setForm} />
        {(run.running || end !== null) && <UploadProgress progress={run.progress} end={end} />}
        {[problem, failure].map(
          (text, index) =>
            text !== null && (
              <p key={index} className="form-error" role="alert" data-testid="cloud-upload-error">
                {text}
              </p>
            ),
        )}
        {result !== null && (
          <p className="cloud-result" data-testid="cloud-upload-result">
            <a href={result.url} target="_blank" rel="noopener noreferrer" data-testid="cloud-upload-link">
              {result.url}
            </a>
          </p>
        )}
        <div className="modal-actions">
          {run.running ? (
            <button type="button" className="button" onClick={pause} data-testid="cloud-upload-pause">
              {t('cloud.upload.pause')}
            </button>
          ) : (
            <button type="button" className="button" onClick={onClose} data-testid="cloud-upload-close">
              {t('common.close')}
            </button>
          )}
          {result !== null ? (
            <button type="button" className="button button-primary" onClick={() => ctx.store.getState().setDialog({ kind: 'cloudShare', bookId: result.bookId, back: null })} data-testid="cloud-upload-share">
              {t('cloud.share.button')}
            </button>
          ) : (
            <button type="submit" className="button button-primary" disabled={run.running || needsPlan} data-testid="cloud-upload-submit">
              {t('cloud.upload.submit')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
