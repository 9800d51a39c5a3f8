import { useTranslation } from 'react-i18next';
import type { Dialog } from '../../state/dialogs.js';
import { Modal } from './modal.js';

/** A yes/no question such as re-import or deleting pages; Escape answers no. */
export function ConfirmDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'confirm' }> }) {
  const { t } = useTranslation();
  return (
    <Modal title={t(dialog.titleKey)} onCancel={() => dialog.answer(false)} testId="confirm-dialog">
      <p data-testid="confirm-message">{dialog.message}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => dialog.answer(false)} data-testid="confirm-no">
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={dialog.danger === true ? 'button button-danger' : 'button button-primary'}
          onClick={() => dialog.answer(true)}
          autoFocus
          data-testid="confirm-yes"
        >
          {t(dialog.confirmKey)}
        </button>
      </div>
    </Modal>
  );
}
