import { useTranslation } from 'react-i18next';
import { useApp } from '../../../state/store.js';

/** The design settings sub-tab; for now it lists the book's settings as they are. */
export function SettingsTab() {
  const { t } = useTranslation();
  const settings = useApp((state) => state.project?.book.settings);
  const entries = Object.entries(settings ?? {});
  if (entries.length === 0) return <p className="fact-value">{t('design.default')}</p>;
  return (
    <dl className="settings-list">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
