import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/commands-context.js';
import { FaqList } from '../components/help/faq-list.js';
import { SupportLinks } from '../components/help/support-links.js';
import { Icon } from '../components/icons.js';

/**
 * Help on the home screen: the FAQ answered in the app itself, links to our FAQ and support
 * pages, and the about box with the version, for support requests.
 */
export function HelpLinks() {
  const { t } = useTranslation();
  const { run } = useCommands();

  return (
    <section className="home-help" aria-labelledby="help-title">
      <h2 id="help-title">
        <Icon name="help" size={18} /> {t('help.title')}
      </h2>
      <FaqList />
      <SupportLinks />
      <button type="button" className="link-button" onClick={() => run('help.about')}>
        {t('help.supportLink')}
      </button>
    </section>
  );
}
