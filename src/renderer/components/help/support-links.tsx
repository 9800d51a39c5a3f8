import { useTranslation } from 'react-i18next';
import { FAQ_URL, SUPPORT_EMAIL, SUPPORT_URL } from '../../../shared/constants.js';

/**
 * Links to our FAQ and support pages and the support address. They open outside the app:
 * the browser host opens a new tab, the desktop app the system browser.
 */
export function SupportLinks() {
  const { t } = useTranslation();
  return (
    <ul className="support-links" data-testid="support-links">
      <li>
        <a href={FAQ_URL} target="_blank" rel="noopener noreferrer" data-testid="support-faq-link">
          {t('help-menu.faqOnline')}
        </a>
      </li>
      <li>
        <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer" data-testid="support-site-link">
          {t('help-menu.supportSite')}
        </a>
      </li>
      <li>
        <a href={`mailto:${SUPPORT_EMAIL}`} target="_blank" rel="noopener noreferrer" data-testid="support-email-link">
          {t('help-menu.supportEmail', { email: SUPPORT_EMAIL })}
        </a>
      </li>
    </ul>
  );
}
