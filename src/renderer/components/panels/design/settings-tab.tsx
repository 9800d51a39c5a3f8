import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSettingShown, settingsByGroup, SETTINGS_CATALOGUE } from '../../../../shared/settings/catalogue.js';
import type { SettingGroup } from '../../../../shared/settings/setting-types.js';
import { useApp } from '../../../state/store.js';
import { SettingsGroup } from './settings-group.js';
import { SettingsProblemsNotice } from './settings-problems.js';
import { searchSettings } from './settings-search.js';
import './settings-tab.css';

const EMPTY: Readonly<Record<string, unknown>> = {};
/** Edited in their own panels (about, downloads, languages), so not generated here. */
const GENERATED = SETTINGS_CATALOGUE.filter((entry) => entry.editor !== 'elsewhere');

/**
 * The Design → Settings sub-tab: every setting of the catalogue as a generated control,
 * grouped, searchable in the interface language or by key, with settings that do not
 * matter (the catalogue's "related" rule) hidden.
 */
export function SettingsTab() {
  const { t } = useTranslation();
  const hasProject = useApp((state) => state.project !== null);
  const settings = useApp((state) => state.project?.book.settings ?? EMPTY);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<SettingGroup>>(() => new Set(['background']));

  const blocks = useMemo(() => {
    const shown = GENERATED.filter((entry) => isSettingShown(entry, settings));
    return settingsByGroup(searchSettings(shown, query, (key) => t(key)));
  }, [settings, query, t]);

  if (!hasProject) return <p className="fact-value">{t('settings.ui.noProject')}</p>;
  const searching = query.trim() !== '';
  const toggle = (group: SettingGroup) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  return (
    <div className="settings-tab" data-testid="settings-tab">
      <SettingsProblemsNotice />
      <label className="field settings-search" data-tour="settings">
        <span className="field-label">{t('settings.ui.search')}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} data-testid="settings-search" />
      </label>
      {blocks.length === 0 && (
        <p className="fact-value" role="status">
          {t('settings.ui.noMatch')}
        </p>
      )}
      {blocks.map(({ group, entries }) => (
        <SettingsGroup key={group} group={group} entries={entries} settings={settings} open={searching || open.has(group)} onToggle={() => toggle(group)} />
      ))}
    </div>
  );
}
