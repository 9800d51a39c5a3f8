import { useTranslation } from 'react-i18next';
import type { LicenceStatus } from '../../shared/api/licence-api.js';
import { useHost } from '../transport/host-context.js';
import { useApp } from '../state/store.js';

/**
 * Offline registration: the terminal code to copy, the service's page to make a verification
 * file on (any computer with internet), and the button that installs that file.
 */
export function OfflineRegistration({ status, busy, install }: { status: LicenceStatus; busy: boolean; install: (path: string) => Promise<void> }) {
  const { t } = useTranslation();
  const host = useHost();
  const pushToast = useApp((state) => state.pushToast);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(status.terminalCode);
      pushToast('success', t('licence.panel.copied'));
    } catch {
      // No clipboard (an insecure origin, a denied permission): the code stays selectable.
    }
  };
  const pickAndInstall = async () => {
    const [path] = (await host.pickFiles('open-licence')) ?? [];
    if (path !== undefined) await install(path);
  };
  return (
    <section className="licence-offline" aria-labelledby="licence-offline-title">
      <h3 id="licence-offline-title">{t('licence.panel.offline')}</h3>
      <p className="panel-note">{t('licence.panel.offlineSteps')}</p>
      <p className="licence-terminal">
        <span>{t('licence.panel.terminalCode')}</span> <code data-testid="licence-terminal-code">{status.terminalCode}</code>{' '}
        <button type="button" className="button" onClick={() => void copy()}>
          {t('licence.panel.copy')}
        </button>
      </p>
      <p>
        <a href={status.offlinePage} target="_blank" rel="noopener noreferrer" data-testid="licence-offline-page">
          {status.offlinePage}
        </a>
      </p>
      <button type="button" className="button" disabled={busy} onClick={() => void pickAndInstall()} data-testid="licence-install">
        {t('licence.panel.install')}
      </button>
    </section>
  );
}
