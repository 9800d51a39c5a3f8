import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../../shared/errors/app-error.js';
import { useCommands } from '../../commands/commands-context.js';
import { pickMergeFiles } from '../../commands/merge-commands.js';
import { errorText } from '../../i18n/error-text.js';
import type { Dialog, MergeFile } from '../../state/dialogs.js';
import { moveItem } from '../../state/page-order.js';
import { Modal } from './modal.js';

/**
 * The multi-PDF merge panel: PDFs are joined in the listed order. Files are reordered by
 * dragging or, from the keyboard, with each row's up and down buttons.
 */
export function MergeDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'merge' }> }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const [files, setFiles] = useState<MergeFile[]>([]);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  const add = async () => {
    setAdding(true);
    const added = await pickMergeFiles(ctx);
    setFiles((current) => [...current, ...added]);
    if (added.length > 0) setError(null);
    setAdding(false);
  };

  const next = () => {
    if (files.length === 0) {
      setError(errorText(t, new AppError('MERGE_NO_FILES')));
      return;
    }
    const refused = files.find((file) => file.problem !== null);
    if (refused !== undefined) {
      setError(refused.problem);
      return;
    }
    dialog.answer(files.map((file) => file.path));
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) setFiles((current) => moveItem(current, dragged, index));
    setDragged(null);
  };

  return (
    <Modal title={t('merge.title')} onCancel={() => dialog.answer(null)} testId="merge-dialog" wide>
      <p className="panel-note">{t(files.length === 0 ? 'merge.empty' : 'merge.hint')}</p>
      <ol className="merge-list" aria-label={t('merge.listLabel')} data-testid="merge-list">
        {files.map((file, index) => (
          <li
            key={`${file.path}-${index}`}
            className={dragged === index ? 'merge-item merge-item-dragged' : 'merge-item'}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
            data-testid="merge-item"
          >
            <span className="merge-index">{index + 1}</span>
            <span className="merge-name" dir="auto" title={file.path} data-testid="merge-name">
              {file.name}
            </span>
            <span className={file.problem === null ? 'merge-pages' : 'merge-pages form-error'}>
              {file.problem ?? t('merge.pages', { count: file.pageCount ?? 0 })}
            </span>
            <button
              type="button"
              className="icon-button"
              onClick={() => setFiles((current) => moveItem(current, index, index - 1))}
              disabled={index === 0}
              aria-label={t('merge.upLabel', { name: file.name })}
              data-testid="merge-up"
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-button"
              onClick={() => setFiles((current) => moveItem(current, index, index + 1))}
              disabled={index === files.length - 1}
              aria-label={t('merge.downLabel', { name: file.name })}
              data-testid="merge-down"
            >
              ↓
            </button>
            <button
              type="button"
              className="icon-button"
              onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
              aria-label={t('merge.removeLabel', { name: file.name })}
              data-testid="merge-remove"
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {error !== null && (
        <p className="form-error" role="alert" data-testid="merge-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => void add()} disabled={adding} data-testid="merge-add">
          {t('merge.add')}
        </button>
        <span className="modal-actions-spacer" />
        <button type="button" className="button" onClick={() => dialog.answer(null)}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={next} data-testid="merge-next">
          {t('merge.next')}
        </button>
      </div>
    </Modal>
  );
}
