import { useTranslation } from 'react-i18next';
import { Modal } from './modal.js';

/** Where the published book went: the path is what the author needs to find or upload it. */
export function PublishedDialog({
  indexPath,
  pageCount,
  messageKey = 'published.message',
  hintKey = 'published.hint',
  onClose,
}: {
  indexPath: string;
  pageCount: number;
  messageKey?: string | undefined;
  hintKey?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('published.title')} onCancel={onClose} testId="published-dialog" wide>
      <p>{t(messageKey, { count: pageCount })}</p>
      <output className="path-output" data-testid="published-path">
        {indexPath}
      </output>
      <p className="panel-note">{t(hintKey)}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(indexPath)}>
          {t('published.copy')}
        </button>
        <button type="button" className="button button-primary" onClick={onClose} autoFocus data-testid="published-close">
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
