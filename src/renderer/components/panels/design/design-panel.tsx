import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScenesTab } from './scenes-tab.js';
import { SettingsTab } from './settings-tab.js';
import { TemplatesTab } from './templates-tab.js';
import { ThemesTab } from './themes-tab.js';

export const DESIGN_SUB_TABS = ['templates', 'themes', 'scenes', 'settings'] as const;
export type DesignSubTab = (typeof DESIGN_SUB_TABS)[number];

const SUB_TABS: Record<DesignSubTab, () => React.JSX.Element> = {
  templates: TemplatesTab,
  themes: ThemesTab,
  scenes: ScenesTab,
  settings: SettingsTab,
};

/** The Design tab: its four sub-tabs of the spec, each in a file of its own. */
export function DesignPanel() {
  const { t } = useTranslation();
  const [sub, setSub] = useState<DesignSubTab>('templates');
  const Tab = SUB_TABS[sub];
  return (
    <div className="design-panel">
      <div className="sub-tabs" role="tablist" aria-label={t('design.label')}>
        {DESIGN_SUB_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`design-tab-${name}`}
            aria-selected={sub === name}
            aria-controls="design-sub-panel"
            data-testid={`design-tab-${name}`}
            className="sub-tab"
            onClick={() => setSub(name)}
          >
            {t(`design.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="design-sub-panel" aria-labelledby={`design-tab-${sub}`}>
        <Tab />
      </div>
    </div>
  );
}
