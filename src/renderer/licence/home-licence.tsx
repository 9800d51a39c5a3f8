import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenceStatus } from '../../shared/api/licence-api.js';
import { useCommands } from '../commands/commands-context.js';
import { Icon } from '../components/icons.js';
import { useHost } from '../transport/host-context.js';
import { editionKey } from './licence-view.js';

/** The home page's registration and Buy entries, with the edition the program runs as. */
export function HomeLicence() {
  const { t } = useTranslation();
  const { client } = useHost();
  const { run } = useCommands();
  const [status, setStatus] = useState<LicenceStatus | null>(null);
  useEffect(() => {
    client.call('licence.status', {}).then(({ status: next }) => setStatus(next), () => setStatus(null));
    return client.on('licence.changed', setStatus);
  }, [client]);
  return (
    <section className="home-licence" aria-label={t('licence.home.registration')}>
      {status !== null && (
        <p className="home-edition" data-testid="home-edition">
          {t(editionKey(status))}
        </p>
      )}
      <div className="home-actions">
        <button type="button" className="home-action" onClick={() => run('help.registration')} data-testid="home-registration">
          <span className="home-action-icon">
            <Icon name="info" size={26} />
          </span>
          <span className="home-action-text">
            <strong>{t('licence.home.registration')}</strong>
            <small>{t('licence.home.registrationHint')}</small>
          </span>
        </button>
        <button type="button" className="home-action" onClick={() => run('help.buy')} data-testid="home-buy">
          <span className="home-action-icon">
            <Icon name="cloud" size={26} />
          </span>
          <span className="home-action-text">
            <strong>{t('licence.home.buy')}</strong>
            <small>{t('licence.home.buyHint')}</small>
          </span>
        </button>
      </div>
    </section>
  );
}
