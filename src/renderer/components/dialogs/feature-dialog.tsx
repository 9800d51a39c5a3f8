import { useTranslation } from 'react-i18next';
import { Modal } from './modal.js';

/** Says plainly what a ribbon feature of a later version will do, without pretending to do it. */
export function FeatureDialog({ feature, onClose }: { feature: 'multimedia' | 'cloud'; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t(`feature.${feature}.title`)} onCancel={onClose} testId={`feature-${feature}`}>
      <p>{t(`feature.${feature}.what`)}</p>
      <p className="panel-note">{t('feature.notInThisVersion')}</p>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
