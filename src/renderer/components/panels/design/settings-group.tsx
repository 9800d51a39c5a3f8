import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { settingGroupTextKey, type SettingEntry, type SettingGroup as Group } from '../../../../shared/settings/setting-types.js';
import { SettingRow } from './setting-row.js';

interface Props {
  group: Group;
  entries: readonly SettingEntry[];
  settings: Readonly<Record<string, unknown>>;
  open: boolean;
  onToggle(): void;
}

/** A collapsible group of settings: a heading button that shows or hides its rows. */
export function SettingsGroup({ group, entries, settings, open, onToggle }: Props) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <section className="settings-group" data-testid={`settings-group-${group}`}>
      {/* The tour lights up the toolbar-buttons heading: the group itself runs far below the window. */}
      <h3 className="settings-group-heading" data-tour={group === 'buttons' ? 'functions' : undefined}>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle} data-testid={`settings-group-toggle-${group}`}>
          <span aria-hidden="true" className="settings-group-chevron">
            {open ? '▾' : '▸'}
          </span>
          {t(settingGroupTextKey(group))}
          <span className="settings-group-count">{entries.length}</span>
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="settings-group-body">
        {open && entries.map((entry) => <SettingRow key={entry.key} entry={entry} settings={settings} />)}
      </div>
    </section>
  );
}
