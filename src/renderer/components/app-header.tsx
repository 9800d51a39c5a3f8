import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/commands-context.js';
import { LANGUAGES, isLanguageCode } from '../../shared/i18n/languages.js';
import { applyLanguage } from '../i18n/setup-i18n.js';
import { useApp } from '../state/store.js';
import { CloudBadge } from './cloud/cloud-badge.js';
import { HelpMenu } from './help/help-menu.js';
import { Icon } from './icons.js';

export function AppHeader() {
  const { t, i18n } = useTranslation();
  const { run } = useCommands();
  const title = useApp((state) => state.project?.book.title ?? null);
  const dirty = useApp((state) => state.project?.dirty === true || state.pendingPatch !== null);

  return (
    <header className="app-header">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{t('app.name')}</span>
      </div>
      {title !== null && (
        <div className="header-project" data-testid="header-title">
          <span className="header-project-title">{title}</span>
          {dirty && (
            <span className="dirty-dot" role="status" aria-label={t('header.unsaved')} title={t('header.unsaved')} data-testid="dirty-indicator" />
          )}
        </div>
      )}
      <div className="header-tools">
        {title !== null && (
          <button type="button" className="header-button" onClick={() => run('file.close')} aria-label={t('header.home')} data-testid="go-home">
            <Icon name="home" size={18} />
            <span>{t('header.home')}</span>
          </button>
        )}
        <CloudBadge />
        <HelpMenu />
        <label className="language-picker">
          <Icon name="language" size={18} />
          <span className="visually-hidden">{t('header.language')}</span>
          <select
            value={i18n.language}
            onChange={(event) => {
              if (isLanguageCode(event.target.value)) void applyLanguage(i18n, event.target.value);
            }}
            data-testid="language-select"
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}
