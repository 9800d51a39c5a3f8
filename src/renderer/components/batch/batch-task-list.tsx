import { useTranslation } from 'react-i18next';
import type { BatchTask } from '../../../shared/api/batch-api.js';
import { BATCH_FILTERS, canDelete, canStop, filterCounts, filterTasks, stateLabelKey } from '../../batch/batch-tasks.js';
import { taskFailureText } from '../../batch/batch-task-text.js';
import { stopBatchTask } from '../../commands/batch-commands.js';
import { useCommands } from '../../commands/commands-context.js';
import { useApp } from '../../state/store.js';
import { BatchOutputCell } from './batch-output-cell.js';

/** The tasks with their filters (all, success, fail); each row can be stopped while it runs and deleted once it has ended. */
export function BatchTaskList() {
  const { t } = useTranslation();
  const tasks = useApp((state) => state.batch.tasks);
  const filter = useApp((state) => state.batch.filter);
  const update = useApp((state) => state.updateBatch);
  const counts = filterCounts(tasks);
  const shown = filterTasks(tasks, filter);
  return (
    <section className="batch-tasks" aria-label={t('batch.tasks')}>
      <div className="batch-filters" role="tablist" aria-label={t('batch.filter')}>
        {BATCH_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={filter === name}
            className={filter === name ? 'batch-filter batch-filter-on' : 'batch-filter'}
            onClick={() => update(() => ({ filter: name }))}
            data-testid={`batch-filter-${name}`}
          >
            {t(`batch.filters.${name}`, { count: counts[name] })}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="empty-note" data-testid="batch-no-tasks">
          {t('batch.noTasks')}
        </p>
      ) : (
        <table className="batch-table" data-testid="batch-task-table">
          <thead>
            <tr>
              <th scope="col">{t('batch.columns.name')}</th>
              <th scope="col">{t('batch.columns.pages')}</th>
              <th scope="col">{t('batch.columns.state')}</th>
              <th scope="col">{t('batch.columns.progress')}</th>
              <th scope="col">{t('batch.columns.output')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('batch.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((task) => (
              <TaskRow key={task.taskId} task={task} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function TaskRow({ task }: { task: BatchTask }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const update = useApp((state) => state.updateBatch);
  const failure = taskFailureText(t, task);
  return (
    <tr data-testid="batch-task" data-task-name={task.name} data-state={task.state}>
      <td className="batch-task-name" title={task.input}>
        {task.name}
      </td>
      <td data-testid="batch-task-pages">{task.pages ?? '–'}</td>
      <td data-testid="batch-task-state">{t(stateLabelKey(task.state))}</td>
      <td>
        <progress max={100} value={task.progress} aria-label={t('batch.columns.progress')} />
      </td>
      <td>
        {failure !== '' ? (
          <span className="form-error" role="alert" data-testid="batch-task-error">
            {failure}
          </span>
        ) : task.state === 'success' ? (
          <BatchOutputCell path={task.outputPath} />
        ) : null}
      </td>
      <td className="batch-task-actions">
        {canStop(task) && (
          <button type="button" className="button button-small" onClick={() => void stopBatchTask(ctx, task.taskId)} data-testid="batch-task-stop">
            {t('batch.stop')}
          </button>
        )}
        {canDelete(task) && (
          <button
            type="button"
            className="button button-small"
            onClick={() => update((batch) => ({ tasks: batch.tasks.filter((item) => item.taskId !== task.taskId) }))}
            data-testid="batch-task-delete"
          >
            {t('batch.delete')}
          </button>
        )}
      </td>
    </tr>
  );
}
