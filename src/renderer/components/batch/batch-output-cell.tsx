import { useTranslation } from 'react-i18next';
import { useCommands } from '../../commands/commands-context.js';
import { toastError } from '../../commands/context.js';
import { useHost } from '../../transport/host-context.js';

/**
 * Where a finished book was written, with a way to reach it: the desktop shows it in the
 * file manager; the web host's browser may sit on another machine than the engine's disk,
 * so there the path is copied instead.
 */
export function BatchOutputCell({ path }: { path: string }) {
  const { t } = useTranslation();
  const host = useHost();
  const { ctx } = useCommands();
  const show = async () => {
    try {
      await host.client.call('app.showInFolder', { path });
    } catch (error) {
      toastError(ctx, error);
    }
  };
  return (
    <span className="batch-output">
      <output className="batch-output-path" dir="ltr" title={path} data-testid="batch-task-output">
        {path}
      </output>
      {host.kind === 'electron' ? (
        <button type="button" className="button button-small" onClick={() => void show()} data-testid="batch-task-open-folder">
          {t('batch.openFolder')}
        </button>
      ) : (
        <button type="button" className="button button-small" onClick={() => void navigator.clipboard?.writeText(path)} data-testid="batch-task-copy">
          {t('published.copy')}
        </button>
      )}
    </span>
  );
}
