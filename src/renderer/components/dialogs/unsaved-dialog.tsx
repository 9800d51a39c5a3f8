import { useTranslation } from 'react-i18next';
import type { Dialog } from '../../state/dialogs.js';
import { Modal } from './modal.js';

export function UnsavedDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'unsaved' }> }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('unsaved.title')} onCancel={() => dialog.answer('cancel')} testId="unsaved-dialog">
      <p>{t('unsaved.message')}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => dialog.answer('cancel')} data-testid="unsaved-cancel">
          {t('common.cancel')}
        </button>
        <button type="button" className="button" onClick={() => dialog.answer('discard')} data-testid="unsaved-discard">
          {t('unsaved.discard')}
        </button>
        <button type="button" className="button button-primary" onClick={() => dialog.answer('save')} data-testid="unsaved-save" autoFocus>
          {t('unsaved.save')}
        </button>
      </div>
    </Modal>
  );
}
