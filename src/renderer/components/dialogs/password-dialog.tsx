import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dialog } from '../../state/dialogs.js';
import { Modal } from './modal.js';

/** Asked when a PDF is protected, or the password given was wrong; the import then retries. */
export function PasswordDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'password' }> }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.submit(password);
  };
  return (
    <Modal title={t('passwordPrompt.title')} onCancel={dialog.cancel} testId="password-dialog">
      <form onSubmit={submit} className="form">
        <p className="form-error" role="alert" data-testid="password-message">
          {t(dialog.errorKey)}
        </p>
        <label className="field">
          <span className="field-label">{t('passwordPrompt.label')}</span>
          <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoFocus autoComplete="off" data-testid="password-input" />
        </label>
        <div className="modal-actions">
          <button type="button" className="button" onClick={dialog.cancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" data-testid="password-submit">
            {t('passwordPrompt.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
