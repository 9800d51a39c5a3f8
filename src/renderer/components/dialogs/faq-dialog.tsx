import { useTranslation } from 'react-i18next';
import { FaqList } from '../help/faq-list.js';
import { SupportLinks } from '../help/support-links.js';
import { Modal } from './modal.js';

/** Help → FAQ: the questions answered in the app, and where to ask the rest. */
export function FaqDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('help-menu.faqTitle')} onCancel={onClose} testId="faq-dialog">
      <FaqList />
      <h3 className="faq-more">{t('help-menu.moreHelp')}</h3>
      <SupportLinks />
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-testid="faq-close">
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
