import { useTranslation } from 'react-i18next';
import type { Dialog } from '../../state/dialogs.js';
import { useApp } from '../../state/store.js';
import { Modal } from './modal.js';

/** Lists the projects a crash left with unsaved edits; each can be recovered or discarded. */
export function RecoverDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'recover' }> }) {
  const { t, i18n } = useTranslation();
  const close = useApp((state) => state.setDialog);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Modal title={t('recovery.title')} onCancel={() => close(null)} testId="recover-dialog">
      <p>{t('recovery.message')}</p>
      <ul className="recover-list">
        {dialog.items.map((item) => (
          <li key={item.id} className="recover-item" data-testid="recover-item">
            <div>
              <strong>{item.title}</strong>
              <span className="field-hint">
                {item.path ?? t('recovery.untitled')} · {t('recovery.pages', { count: item.pageCount })} · {format.format(new Date(item.savedAt))}
              </span>
            </div>
            <div className="modal-actions">
              <button type="button" className="button" onClick={() => void dialog.discard(item.id)} data-testid="recover-discard">
                {t('recovery.discard')}
              </button>
              <button type="button" className="button button-primary" onClick={() => void dialog.recover(item.id)} data-testid="recover-open">
                {t('recovery.recover')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => close(null)} data-testid="recover-later">
          {t('recovery.later')}
        </button>
      </div>
    </Modal>
  );
}
