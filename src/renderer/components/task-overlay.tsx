import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/commands-context.js';
import { cancelTaskJob } from '../commands/import-commands.js';
import { useApp } from '../state/store.js';
import { useHost } from '../transport/host-context.js';
import { formatEta } from '../util/format-eta.js';

/**
 * The running task: a progress bar with page / total and the time left; imports can be
 * cancelled. A save or an upload covers the editor while it waits; an import does not: its
 * bar is docked at the editor's edge, so the author can look through the pages already
 * imported in the strip while it goes on (decision 0232).
 */
export function TaskOverlay() {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const { client } = useHost();
  const task = useApp((state) => state.task);
  if (task === null) return null;

  let label: string;
  let done = 0;
  let total = 0;
  let detail = '';
  if (task.kind === 'import') {
    label = t('task.importing');
    done = task.progress?.done ?? 0;
    total = task.progress?.total ?? 0;
    const eta = task.progress?.etaSeconds ?? null;
    detail = eta === null ? t('task.estimating') : t('task.eta', { time: formatEta(eta) });
  } else {
    label = t(task.kind === 'save' ? 'task.saving' : 'task.uploading');
  }
  const determinate = total > 0;

  return (
    <div className={task.kind === 'import' ? 'task-overlay task-docked' : 'task-overlay'} role="status" aria-live="polite" data-testid={`task-${task.kind}`}>
      <div className="task-card">
        {/* The book's first page, as soon as the import has drawn it (decision 0264). */}
        {task.kind === 'import' && task.firstThumb !== null && (
          <img className="task-thumb" src={client.assetUrl(task.firstThumb)} alt={t('task.firstPage')} data-testid="import-first-thumb" />
        )}
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
        {task.kind === 'import' && (
          <button type="button" className="button" onClick={() => void cancelTaskJob(ctx)} disabled={task.jobId === null} data-testid="import-cancel">
            {t('common.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
