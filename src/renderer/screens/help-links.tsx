import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/commands-context.js';
import { Icon } from '../components/icons.js';

/** The questions the FAQ answers, in the order a newcomer meets them. */
const FAQ = ['import', 'edit', 'save', 'publish', 'language'] as const;

/**
 * Help on the home screen: an FAQ answered in the app itself (there is no support site to
 * link to yet) and the about box with the version, for support requests.
 */
export function HelpLinks() {
  const { t } = useTranslation();
  const { run } = useCommands();
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section className="home-help" aria-labelledby="help-title">
      <h2 id="help-title">
        <Icon name="help" size={18} /> {t('help.title')}
      </h2>
      <ul className="faq-list">
        {FAQ.map((id) => (
          <li key={id}>
            <button type="button" className="faq-question" aria-expanded={open === id} onClick={() => setOpen(open === id ? null : id)}>
              {t(`help.faq.${id}.q`)}
            </button>
            {open === id && <p className="faq-answer">{t(`help.faq.${id}.a`)}</p>}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => run('help.about')}>
        {t('help.supportLink')}
      </button>
    </section>
  );
}
