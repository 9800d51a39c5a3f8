import { useTranslation } from 'react-i18next';
import type { Dialog } from '../../state/dialogs.js';
import { Modal } from './modal.js';

/** Some images are over the size limit: import them anyway, leave them out, or stop. */
export function LargeImagesDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'largeImages' }> }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('largeImages.title')} onCancel={() => dialog.answer('cancel')} testId="large-images-dialog">
      <p data-testid="large-images-message">{dialog.message}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => dialog.answer('cancel')} data-testid="large-images-cancel">
          {t('common.cancel')}
        </button>
        <button type="button" className="button" onClick={() => dialog.answer('skip')} data-testid="large-images-skip">
          {t('largeImages.skip')}
        </button>
        <button type="button" className="button button-primary" onClick={() => dialog.answer('include')} autoFocus data-testid="large-images-continue">
          {t('largeImages.continue')}
        </button>
      </div>
    </Modal>
  );
}
