import { useTranslation } from 'react-i18next';
import { commandSpec } from '../../shared/commands/catalogue.js';
import { ariaKeyShortcuts } from '../../shared/commands/shortcuts.js';
import { useCommands } from '../commands/commands-context.js';
import { applyLanguage } from '../i18n/setup-i18n.js';
import { useApp } from '../state/store.js';
import { CloudBadge } from './cloud/cloud-badge.js';
import { HelpMenu } from './help/help-menu.js';
import { Icon } from './icons.js';
import { LanguageSelect } from './language-select.js';

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
        <button
          type="button"
          className="header-button"
          onClick={() => run('options.preferences')}
          aria-label={t('preferences.command')}
          aria-keyshortcuts={ariaKeyShortcuts(commandSpec('options.preferences').shortcuts ?? [])}
          title={t('preferences.command')}
          data-testid="open-preferences"
        >
          <Icon name="settings" size={18} />
        </button>
        <HelpMenu />
        <label className="language-picker">
          <Icon name="language" size={18} />
          <span className="visually-hidden">{t('header.language')}</span>
          <LanguageSelect value={i18n.language} onChange={(code) => void applyLanguage(i18n, code)} testId="language-select" />
        </label>
      </div>
    </header>
  );
}
