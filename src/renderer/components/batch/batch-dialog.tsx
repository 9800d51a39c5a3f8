import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchChoices } from '../../../shared/prefs/batch-prefs.js';
import { loadBatchChoices, saveBatchChoices } from '../../batch/batch-choices.js';
import { batchProblem, buildStartArg, type BatchForm } from '../../batch/batch-request.js';
import { canDelete } from '../../batch/batch-tasks.js';
import { runBatch, stopBatch } from '../../commands/batch-commands.js';
import { useCommands } from '../../commands/commands-context.js';
import { errorText } from '../../i18n/error-text.js';
import type { Dialog } from '../../state/dialogs.js';
import { useApp } from '../../state/store.js';
import { ConfirmDialog } from '../dialogs/confirm-dialog.js';
import { Modal } from '../dialogs/modal.js';
import { BatchInputsBox } from './batch-inputs-box.js';
import { BatchSettings } from './batch-settings.js';
import { BatchTaskList } from './batch-task-list.js';
import './batch.css';

type Question = Extract<Dialog, { kind: 'confirm' }>;

/**
 * The batch conversion panel: what to convert, the settings for the whole batch, the task
 * list and its controls. Stop all and delete all ask first (spec); their question is shown
 * over the panel so the list stays in view.
 */
export function BatchDialog({ defaultOutDir, onClose }: { defaultOutDir: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const [form, setForm] = useState<BatchForm>(() => ({ choices: loadBatchChoices(defaultOutDir), apkPassword: '' }));
  const [question, setQuestion] = useState<Question | null>(null);
  const inputs = useApp((state) => state.batch.inputs);
  const tasks = useApp((state) => state.batch.tasks);
  // The run, not its rows: a row whose last event is late must not hold the whole panel.
  const running = useApp((state) => state.batch.jobId !== null);
  const error = useApp((state) => state.batch.error);
  const update = useApp((state) => state.updateBatch);
  const problem = batchProblem(inputs, form);

  const change = (patch: Partial<BatchChoices>) => setForm((current) => ({ ...current, choices: { ...current.choices, ...patch } }));
  const start = () => {
    if (problem !== null || running) return;
    saveBatchChoices(form.choices);
    void runBatch(ctx, buildStartArg(inputs, form));
  };
  const ask = (titleKey: string, messageKey: string, confirmKey: string, then: () => void) => {
    setQuestion({
      kind: 'confirm',
      titleKey,
      message: t(messageKey),
      confirmKey,
      danger: true,
      answer: (ok) => {
        setQuestion(null);
        if (ok) then();
      },
    });
  };
  const stopAll = () => ask('batch.stopAllTitle', 'batch.stopAllMessage', 'batch.stopAll', () => void stopBatch(ctx));
  // Running tasks stay: their events would bring a deleted row back half-way.
  const deleteAll = () => ask('batch.deleteAllTitle', 'batch.deleteAllMessage', 'batch.deleteAll', () => update((batch) => ({ tasks: batch.tasks.filter((task) => !canDelete(task)) })));

  return (
    <Modal title={t('batch.title')} onCancel={onClose} testId="batch-dialog" wide>
      <div className="batch-panel">
        <BatchInputsBox disabled={running} />
        <BatchSettings form={form} change={change} setApkPassword={(apkPassword) => setForm((current) => ({ ...current, apkPassword }))} disabled={running} />
        {(error !== null || (problem !== null && inputs.length > 0)) && (
          <p className="form-error" role="alert" data-testid="batch-error">
            {error ?? (problem === null ? '' : 'key' in problem ? t(problem.key) : errorText(t, problem))}
          </p>
        )}
        <div className="batch-controls">
          <button type="button" className="button button-primary" onClick={start} disabled={problem !== null || running} data-testid="batch-start">
            {t('batch.start')}
          </button>
          <button type="button" className="button" onClick={stopAll} disabled={!running} data-testid="batch-stop-all">
            {t('batch.stopAll')}
          </button>
          <button type="button" className="button" onClick={deleteAll} disabled={!tasks.some(canDelete)} data-testid="batch-delete-all">
            {t('batch.deleteAll')}
          </button>
        </div>
        <BatchTaskList />
      </div>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose} data-testid="batch-close">
          {t('common.close')}
        </button>
      </div>
      {question !== null && <ConfirmDialog dialog={question} />}
    </Modal>
  );
}
