import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenceStatus } from '../../shared/api/licence-api.js';
import { errorText } from '../i18n/error-text.js';
import { Modal } from '../components/dialogs/modal.js';
import { useHost } from '../transport/host-context.js';
import { useApp } from '../state/store.js';
import { LicenceFacts } from './licence-facts.js';
import { OfflineRegistration } from './offline-registration.js';
import { checkedLicenceCode, editionKey } from './licence-view.js';

/**
 * The registration panel (desktop-app.md sections 2 and 4): the program's edition and licence,
 * online registration with a licence code, offline registration with the terminal code and a
 * verification file, and deactivation "for a test environment".
 */
export function RegistrationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useHost();
  const pushToast = useApp((state) => state.pushToast);
  const [status, setStatus] = useState<LicenceStatus | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    client.call('licence.status', {}).then(({ status: next }) => setStatus(next), (caught: unknown) => setError(errorText(t, caught)));
    return client.on('licence.changed', setStatus);
  }, [client, t]);

  /** Runs one registration call; its answer is the new status, its failure the spec's message. */
  const act = async (call: () => Promise<{ status: LicenceStatus }>, doneKey?: string) => {
    setError(null);
    setBusy(true);
    try {
      const { status: next } = await call();
      setStatus(next);
      if (doneKey) pushToast('success', t(doneKey));
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const register = () =>
    act(async () => {
      const checked = checkedLicenceCode(code);
      const answer = await client.call('licence.activate', { code: checked });
      setCode('');
      return answer;
    }, 'licence.panel.thanks');

  return (
    <Modal title={t('licence.panel.title')} onCancel={onClose} testId="registration-dialog" wide>
      {status !== null && (
        <p className={`licence-edition licence-edition-${status.edition}`} data-testid="licence-edition">
          {t(editionKey(status))}
        </p>
      )}
      {status?.licence && <LicenceFacts licence={status.licence} />}
      {status?.problem && (
        <p className="panel-note" data-testid="licence-problem">
          {t('licence.panel.problem', { message: errorText(t, status.problem) })}
        </p>
      )}
      {error !== null && (
        <p className="form-error" role="alert" data-testid="licence-error">
          {error}
        </p>
      )}

      {status?.edition === 'trial' && (
        <>
          <form
            className="licence-online"
            onSubmit={(event) => {
              event.preventDefault();
              void register();
            }}
          >
            <h3>{t('licence.panel.online')}</h3>
            <label htmlFor="licence-code">{t('licence.panel.codeLabel')}</label>
            <input id="licence-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" spellCheck={false} placeholder="XXXXX-XXXXX-XXXXX-XXXXX-XXXXX" data-testid="licence-code" />
            <button type="submit" className="button button-primary" disabled={busy} data-testid="licence-activate">
              {t('licence.panel.activate')}
            </button>
          </form>
          <OfflineRegistration status={status} busy={busy} install={(path) => act(() => client.call('licence.install', { path }), 'licence.panel.thanks')} />
        </>
      )}

      {status?.licence && (
        <div className="licence-actions">
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => client.call('licence.check', {}))} data-testid="licence-check">
            {t('licence.panel.check')}
          </button>
          {confirming ? (
            <span className="licence-confirm" role="group" aria-label={t('licence.panel.deactivateConfirm')}>
              <span>{t('licence.panel.deactivateConfirm')}</span>
              <button type="button" className="button button-danger" disabled={busy} onClick={() => void act(() => client.call('licence.deactivate', {}), 'licence.panel.deactivated')} data-testid="licence-deactivate-yes">
                {t('licence.panel.deactivate')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
            </span>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)} data-testid="licence-deactivate">
              {t('licence.panel.deactivate')}
            </button>
          )}
          <p className="panel-note">{t('licence.panel.deactivateNote')}</p>
        </div>
      )}

      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose} data-testid="licence-close">
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
