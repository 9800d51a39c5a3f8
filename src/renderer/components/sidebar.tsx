import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_TABS, type SidebarTab } from '../state/ui-slice.js';
import { useApp } from '../state/store.js';
import { Icon } from './icons.js';
import { BasicPanel } from './panels/basic-panel.js';
import { PagePanel } from './panels/page-panel.js';
import { TocPanel } from './panels/toc-panel.js';
import { DesignPanel } from './panels/design/design-panel.js';
import { PageAudioPanel } from './panels/page-audio/page-audio-panel.js';
import { BookmarkPanel } from './panels/bookmark-panel.js';
import { LanguagePanel } from './panels/language-panel.js';
import { PasswordPanel } from './panels/password-panel.js';
import { MorePanel } from './panels/more-panel.js';

const PANELS: Record<SidebarTab, () => React.JSX.Element> = {
  basic: BasicPanel,
  design: DesignPanel,
  toc: TocPanel,
  bookmark: BookmarkPanel,
  language: LanguagePanel,
  assistant: PageAudioPanel,
  page: PagePanel,
  password: PasswordPanel,
  more: MorePanel,
};

/** The guided tour's names for the tabs it points at (tour/tour-steps.ts). */
const SIDEBAR_TOUR_TARGETS: Partial<Record<SidebarTab, string>> = { basic: 'basic', toc: 'contents', bookmark: 'bookmarks', language: 'languages', more: 'config' };

/** The left tabs: a vertical tab list (arrow keys move between tabs) and the open panel. */
export function Sidebar() {
  const { t } = useTranslation();
  const tab = useApp((state) => state.tab);
  const setTab = useApp((state) => state.setTab);
  const listRef = useRef<HTMLDivElement>(null);
  const Panel = PANELS[tab];

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = SIDEBAR_TABS[(SIDEBAR_TABS.indexOf(tab) + step + SIDEBAR_TABS.length) % SIDEBAR_TABS.length] ?? 'basic';
    setTab(next);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <aside className="sidebar">
      <div className="tab-rail" role="tablist" aria-orientation="vertical" aria-label={t('tabs.label')} ref={listRef} onKeyDown={onKeyDown}>
        {SIDEBAR_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            data-tab={name}
            data-testid={`tab-${name}`}
            data-tour={SIDEBAR_TOUR_TARGETS[name]}
            aria-selected={tab === name}
            aria-controls="sidebar-panel"
            tabIndex={tab === name ? 0 : -1}
            className="tab-button"
            onClick={() => setTab(name)}
          >
            <Icon name={name} size={20} />
            <span>{t(`tabs.${name}`)}</span>
          </button>
        ))}
      </div>
      <div className="panel" role="tabpanel" id="sidebar-panel" aria-labelledby={`tab-${tab}`}>
        <h2 className="panel-title">{t(`tabs.${tab}`)}</h2>
        <Panel />
      </div>
    </aside>
  );
}
