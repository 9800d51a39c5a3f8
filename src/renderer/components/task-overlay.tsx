import { useTranslation } from 'react-i18next';
import { ENCRYPTING_STEP } from '../../shared/protection/sealed-format.js';
import { useCommands } from '../commands/commands-context.js';
import { cancelImport } from '../commands/import-commands.js';
import { cancelPublish } from '../commands/publish-cancel.js';
import { useApp } from '../state/store.js';
import { formatEta } from '../util/format-eta.js';

/** The running task: a progress bar with page / total and the time left; imports can be cancelled. */
export function TaskOverlay() {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const task = useApp((state) => state.task);
  if (task === null) return null;

  let label: string;
  let done = 0;
  let total = 0;
  let detail = '';
  if (task.kind === 'import') {
    label = t('task.importing');
    done = task.page;
    total = task.total;
    detail = task.etaSeconds === null ? t('task.estimating') : t('task.eta', { time: formatEta(task.etaSeconds) });
  } else if (task.kind === 'publish') {
    label = t(task.step === ENCRYPTING_STEP ? 'protection.encrypting' : 'task.publishing');
    done = task.done;
    total = task.total;
  } else {
    label = t(task.kind === 'save' ? 'task.saving' : 'task.uploading');
  }
  const determinate = total > 0;

  return (
    <div className="task-overlay" role="status" aria-live="polite" data-testid={`task-${task.kind}`}>
      <div className="task-card">
        <p className="task-label">{label}</p>
        <progress
          className="task-progress"
          max={determinate ? total : undefined}
          value={determinate ? done : undefined}
          aria-label={label}
          data-testid="task-progress"
        />
        <p className="task-detail">
          {determinate && <span data-testid="task-count">{t('task.count', { done, total })}</span>}
          {detail !== '' && <span data-testid="task-eta">{detail}</span>}
        </p>
        {task.kind === 'publish' && (
          <button type="button" className="button" onClick={() => void cancelPublish(ctx)} data-testid="publish-cancel">
            {t('protection.stop')}
          </button>
        )}
        {task.kind === 'import' && (
          <button type="button" className="button" onClick={() => void cancelImport(ctx)} data-testid="import-cancel">
            {t('common.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
