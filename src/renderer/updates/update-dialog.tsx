import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateState } from '../../shared/updates/update-state.js';
import { Modal } from '../components/dialogs/modal.js';
import { errorText } from '../i18n/error-text.js';
import { useHost } from '../transport/host-context.js';
import { updateView, type UpdateAction } from './update-view.js';

/**
 * Help → Check for updates: shows the engine's update state as it changes (`update.state`),
 * and checks at once when nothing was checked yet (or the last check failed).
 */
export function UpdateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useHost();
  const [state, setState] = useState<UpdateState>({ status: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const stop = client.on('update.state', setState);
    void client.call('update.state', {}).then((current) => {
      setState(current);
      if (current.status === 'idle' || current.status === 'upToDate' || current.status === 'error') return client.call('update.check', {}).then(setState);
      return undefined;
    }).catch((error: unknown) => setFailure(errorText(t, error)));
    return stop;
  }, [client, t]);
  const act = (action: UpdateAction) => {
    setFailure(null);
    const done = (call: Promise<unknown>) => void call.catch((error: unknown) => setFailure(errorText(t, error)));
    if (action === 'close') onClose();
    else if (action === 'check') done(client.call('update.check', {}).then(setState));
    else if (action === 'download') done(client.call('update.download', {}).then(setState));
    else done(client.call('update.restart', {}));
  };
  const view = updateView(state, t);
  return (
    <Modal title={t('updates.title')} onCancel={onClose} testId="update-dialog">
      <p data-testid="update-message" role="status">{view.message}</p>
      {view.percent !== null && <progress max={100} value={view.percent} data-testid="update-progress" />}
      {view.releaseNotes !== null && (
        <section>
          <h3>{t('updates.releaseNotes')}</h3>
          <p className="panel-note" style={{ whiteSpace: 'pre-wrap' }} data-testid="update-notes">{view.releaseNotes}</p>
        </section>
      )}
      {view.note !== null && <p className="panel-note" data-testid="update-desktop-only">{view.note}</p>}
      {view.installerUrl !== null && (
        <p>
          <a href={view.installerUrl} target="_blank" rel="noreferrer" data-testid="update-installer">{t('updates.installer')}</a>
        </p>
      )}
      {failure !== null && <p className="form-error" role="alert">{failure}</p>}
      <div className="modal-actions">
        {view.actions.map(({ action, label }, index) => (
          <button key={action} type="button" className={index === 0 && action !== 'close' ? 'button primary' : 'button'} onClick={() => act(action)} data-testid={`update-${action}`}>
            {label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
