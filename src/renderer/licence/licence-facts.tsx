import { useTranslation } from 'react-i18next';
import type { LicenceStatus } from '../../shared/api/licence-api.js';
import { licenceDate } from './licence-view.js';

/** The installed licence: its code (masked), how and when it was registered, and its expiry. */
export function LicenceFacts({ licence }: { licence: NonNullable<LicenceStatus['licence']> }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="about-facts" data-testid="licence-facts">
      <dt>{t('licence.panel.code')}</dt>
      <dd data-testid="licence-masked-code">{licence.code}</dd>
      <dt>{t('licence.panel.activatedAt')}</dt>
      <dd>
        {licenceDate(licence.activatedAt, i18n.language)} ({t(licence.mode === 'online' ? 'licence.panel.online' : 'licence.panel.offline')})
      </dd>
      <dt>{t('licence.panel.expiresAt')}</dt>
      <dd>{licence.expiresAt === null ? t('licence.panel.never') : licenceDate(licence.expiresAt, i18n.language)}</dd>
    </dl>
  );
}
