import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/error-text.js';
import type { Dialog, PathPurpose } from '../../state/dialogs.js';
import { Modal } from './modal.js';

/**
 * The web host's "where to?" prompt: a browser cannot browse the server's folders, so the
 * path is typed. The engine checks it, and its error ("Path cannot be empty!") shows here.
 */
export function PathDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'path' }> }) {
  const { t } = useTranslation();
  const [path, setPath] = useState(dialog.initialPath);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await dialog.submit(path);
    } catch (failure) {
      setError(errorText(t, failure));
      setBusy(false);
    }
  };

  const labels = PATH_DIALOG_LABELS[dialog.purpose];
  return (
    <Modal title={t(labels.title)} onCancel={dialog.cancel} testId="path-dialog" wide>
      <form onSubmit={(event) => void submit(event)} className="form">
        <label className="field">
          <span className="field-label">{t(labels.field)}</span>
          <input
            type="text"
            value={path}
            onChange={(event) => setPath(event.target.value)}
            spellCheck={false}
            autoFocus
            aria-invalid={error !== null}
            aria-describedby="path-dialog-hint"
            data-testid="path-input"
          />
          <span className="field-hint" id="path-dialog-hint">
            {t(labels.hint)}
          </span>
        </label>
        {error !== null && (
          <p className="form-error" role="alert" data-testid="path-error">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={dialog.cancel} data-testid="path-cancel">
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy} data-testid="path-submit">
            {t(labels.submit)}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The i18n keys of the path dialog for each purpose. */
const PATH_DIALOG_LABELS: Record<PathPurpose, { title: string; field: string; hint: string; submit: string }> = {
  saveAs: { title: 'pathDialog.saveTitle', field: 'pathDialog.fileLabel', hint: 'pathDialog.fileHint', submit: 'pathDialog.save' },
  publish: { title: 'pathDialog.publishTitle', field: 'pathDialog.folderLabel', hint: 'pathDialog.folderHint', submit: 'pathDialog.publish' },
  open: { title: 'pathDialog.openTitle', field: 'pathDialog.fileLabel', hint: 'pathDialog.openHint', submit: 'pathDialog.open' },
  exportTemplate: { title: 'design-tab.my.exportTitle', field: 'pathDialog.folderLabel', hint: 'pathDialog.folderHint', submit: 'design-tab.my.export' },
  exportLogs: { title: 'support.exportTitle', field: 'pathDialog.folderLabel', hint: 'support.exportHint', submit: 'support.export' },
  batchInput: { title: 'batch.addPathTitle', field: 'batch.addPathLabel', hint: 'batch.addPathHint', submit: 'batch.add' },
};
