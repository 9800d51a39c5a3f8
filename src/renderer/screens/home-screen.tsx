import { useTranslation } from 'react-i18next';
import type { CommandId } from '../../shared/commands/catalogue.js';
import { useCommands } from '../commands/commands-context.js';
import { openProjectAt } from '../commands/project-commands.js';
import { Icon, type IconName } from '../components/icons.js';
import { useApp } from '../state/store.js';
import { HelpLinks } from './help-links.js';
import { HomeLicence } from '../licence/home-licence.js';

const ACTIONS: { id: CommandId; icon: IconName; label: string; hint: string; testId: string }[] = [
  { id: 'file.importPdf', icon: 'pdf', label: 'home.importPdf', hint: 'home.importPdfHint', testId: 'home-import-pdf' },
  { id: 'file.mergePdfs', icon: 'pdf', label: 'home.mergePdfs', hint: 'home.mergePdfsHint', testId: 'home-merge-pdfs' },
  { id: 'file.importImages', icon: 'image', label: 'home.importImages', hint: 'home.importImagesHint', testId: 'home-import-images' },
  { id: 'file.batch', icon: 'folder', label: 'batch.home', hint: 'batch.homeHint', testId: 'home-batch' },
  { id: 'file.new', icon: 'plus', label: 'home.newProject', hint: 'home.newProjectHint', testId: 'home-new-project' },
  { id: 'file.open', icon: 'folder', label: 'home.openProject', hint: 'home.openProjectHint', testId: 'home-open-project' },
  { id: 'help.demo', icon: 'book', label: 'help-menu.demo', hint: 'help-menu.demoHint', testId: 'home-demo' },
];

export function HomeScreen() {
  const { t, i18n } = useTranslation();
  const { run, ctx } = useCommands();
  const recent = useApp((state) => state.recent);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <main className="home" data-testid="home-screen">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="home-subtitle">{t('home.subtitle')}</p>
        <div className="home-actions">
          {ACTIONS.map((action) => (
            <button key={action.id} type="button" className="home-action" onClick={() => run(action.id)} data-testid={action.testId}>
              <span className="home-action-icon">
                <Icon name={action.icon} size={26} />
              </span>
              <span className="home-action-text">
                <strong>{t(action.label)}</strong>
                <small>{t(action.hint)}</small>
              </span>
            </button>
          ))}
        </div>
      </section>

      <section className="home-recent" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('home.recent')}</h2>
        {recent.length === 0 ? (
          <p className="empty-note">{t('home.noRecent')}</p>
        ) : (
          <ul className="recent-list" data-testid="recent-list">
            {recent.map((item) => (
              <li key={item.path}>
                <button type="button" className="recent-item" onClick={() => void openProjectAt(ctx, item.path)} title={item.path}>
                  <span className="recent-title">{item.title}</span>
                  <span className="recent-meta">
                    {t('home.pageCount', { count: item.pageCount })} · {formatDate(dateFormat, item.openedAt)}
                  </span>
                  <span className="recent-path">{item.path}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <HomeLicence />

      <HelpLinks />
    </main>
  );
}

function formatDate(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
