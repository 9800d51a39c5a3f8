import { useTranslation } from 'react-i18next';
import type { PublishedHint } from '../../state/dialogs.js';
import { Modal } from './modal.js';

/** Where the published book went: the path is what the author needs to find or upload it. */
export function PublishedDialog({
  indexPath,
  pageCount,
  messageKey = 'published.message',
  hints = [{ key: 'published.hint' }],
  onClose,
}: {
  indexPath: string;
  pageCount: number;
  messageKey?: string | undefined;
  hints?: readonly PublishedHint[] | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('published.title')} onCancel={onClose} testId="published-dialog" wide>
      <p>{t(messageKey, { count: pageCount })}</p>
      <output className="path-output" data-testid="published-path">
        {indexPath}
      </output>
      {hints.map((hint) => (
        <p key={hint.key} className="panel-note" data-testid="published-hint">
          {t(hint.key, hint.params)}
        </p>
      ))}
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
