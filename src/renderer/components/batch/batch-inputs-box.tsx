import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addInputs, removeInput, type BatchInput } from '../../batch/batch-request.js';
import { useCommands } from '../../commands/commands-context.js';
import { toastError } from '../../commands/context.js';
import { pick } from '../../commands/import-commands.js';
import type { Dialog } from '../../state/dialogs.js';
import { useApp } from '../../state/store.js';
import { useHost } from '../../transport/host-context.js';
import { baseName } from '../../util/paths.js';
import { PathDialog } from '../dialogs/path-dialog.js';

/** A typed path names a PDF by its extension; anything else is taken as a folder, which the engine looks into. */
const kindOfPath = (path: string): BatchInput['kind'] => (/\.pdf$/i.test(path.trim()) ? 'file' : 'folder');

/**
 * What the batch will convert: PDFs from the picker, folders (the desktop's folder picker,
 * or a typed path on the web host, whose browser cannot browse the engine's disk), and
 * files dropped on the box. The path prompt is shown over the panel, not instead of it.
 */
export function BatchInputsBox({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const host = useHost();
  const { ctx } = useCommands();
  const inputs = useApp((state) => state.batch.inputs);
  const update = useApp((state) => state.updateBatch);
  const [prompt, setPrompt] = useState<Extract<Dialog, { kind: 'path' }> | null>(null);
  const [dragging, setDragging] = useState(false);
  const add = (paths: string[], kind: BatchInput['kind']) => update((batch) => ({ inputs: addInputs(batch.inputs, paths, kind) }));

  const addPdfs = async () => {
    const paths = await pick(ctx, 'open-pdfs');
    if (paths !== null) add(paths, 'file');
  };
  const addFolder = async () => {
    const choose = host.chooseSavePath;
    if (choose !== null) {
      const folder = await choose('choose-folder', '').catch((error: unknown) => {
        toastError(ctx, error);
        return null;
      });
      if (folder !== null) add([folder], 'folder');
      return;
    }
    const dialog: Extract<Dialog, { kind: 'path' }> = {
      kind: 'path',
      purpose: 'batchInput',
      initialPath: '',
      submit: async (path) => {
        add([path.trim()], kindOfPath(path));
        setPrompt(null);
      },
      cancel: () => setPrompt(null),
    };
    setPrompt(dialog);
  };
  const drop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled || host.droppedPaths === undefined) return;
    const files = [...event.dataTransfer.files];
    try {
      const paths = await host.droppedPaths(files, () => ctx.store.getState().setTask({ kind: 'upload' }));
      for (const path of paths) add([path], kindOfPath(path));
    } catch (error) {
      toastError(ctx, error);
    } finally {
      ctx.store.getState().setTask(null);
    }
  };

  return (
    <section
      className={dragging ? 'batch-inputs batch-dragging' : 'batch-inputs'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => void drop(event)}
      aria-label={t('batch.inputs')}
      data-testid="batch-inputs"
    >
      <div className="batch-inputs-actions">
        <button type="button" className="button" onClick={() => void addPdfs()} disabled={disabled} data-testid="batch-add-pdfs">
          {t('batch.addPdfs')}
        </button>
        <button type="button" className="button" onClick={() => void addFolder()} disabled={disabled} data-testid="batch-add-folder">
          {t('batch.addFolder')}
        </button>
        <span className="field-hint">{t('batch.dropHint')}</span>
      </div>
      {inputs.length > 0 && (
        <ul className="batch-input-list" data-testid="batch-input-list">
          {inputs.map((input) => (
            <li key={input.path} title={input.path}>
              <span className="batch-input-kind">{t(input.kind === 'file' ? 'batch.kindFile' : 'batch.kindFolder')}</span>
              <span className="batch-input-name">{baseName(input.path)}</span>
              <button
                type="button"
                className="button button-small"
                onClick={() => update((batch) => ({ inputs: removeInput(batch.inputs, input.path) }))}
                disabled={disabled}
                aria-label={t('batch.removeInput', { name: baseName(input.path) })}
                data-testid="batch-remove-input"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {prompt !== null && <PathDialog dialog={prompt} />}
    </section>
  );
}
