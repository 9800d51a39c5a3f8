import { useTranslation } from 'react-i18next';
import { DESIGN_SUB_TABS, type DesignSubTab } from '../../../state/ui-slice.js';
import { useApp } from '../../../state/store.js';
import { ScenesTab } from './scenes-tab.js';
import { SettingsTab } from './settings-tab.js';
import { TemplatesTab } from './templates-tab.js';
import { ThemesTab } from './themes-tab.js';

const SUB_TABS: Record<DesignSubTab, () => React.JSX.Element> = {
  templates: TemplatesTab,
  themes: ThemesTab,
  scenes: ScenesTab,
  settings: SettingsTab,
};

/** The guided tour's names for the sub-tabs it points at (tour-steps.ts). */
const DESIGN_TOUR_TARGETS: Record<DesignSubTab, string | undefined> = { templates: 'template', themes: 'theme', scenes: 'scene', settings: undefined };

/** The Design tab: its four sub-tabs of the spec, each in a file of its own. */
export function DesignPanel() {
  const { t } = useTranslation();
  const sub = useApp((state) => state.designTab);
  const setSub = useApp((state) => state.setDesignTab);
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
            data-tour={DESIGN_TOUR_TARGETS[name]}
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
