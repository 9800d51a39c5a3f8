import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandId } from '../../../shared/commands/catalogue.js';
import { SUPPORT_EMAIL, SUPPORT_URL } from '../../../shared/constants.js';
import { useCommands } from '../../commands/commands-context.js';
import { useApp } from '../../state/store.js';
import { Icon } from '../icons.js';

interface Item {
  id: string;
  label: string;
  /** A command to run, or a link to open outside the app. */
  command?: CommandId;
  href?: string;
  disabled?: boolean;
}

/**
 * The header's Help menu: the guided tour, the FAQ, our support site and address, the
 * error-log export, the about box, registration and the store. A menu button: Enter, Space or the down arrow opens
 * it on its first item, the arrows move, Escape closes it and returns to the button.
 */
export function HelpMenu() {
  const { t } = useTranslation();
  const { run } = useCommands();
  const hasProject = useApp((state) => state.project !== null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items: Item[] = [
    { id: 'tour', label: t('help-menu.tour'), command: 'help.tour', disabled: !hasProject },
    { id: 'demo', label: t('help-menu.demo'), command: 'help.demo' },
    { id: 'faq', label: t('help-menu.faq'), command: 'help.faq' },
    { id: 'support', label: t('help-menu.supportSite'), href: SUPPORT_URL },
    { id: 'email', label: t('help-menu.supportEmail', { email: SUPPORT_EMAIL }), href: `mailto:${SUPPORT_EMAIL}` },
    { id: 'logs', label: t('help-menu.exportLogs'), command: 'help.exportLogs' },
    { id: 'updates', label: t('updates.menu'), command: 'help.checkUpdates' },
    { id: 'about', label: t('help-menu.about'), command: 'help.about' },
    { id: 'registration', label: t('licence.menu.registration'), command: 'help.registration' },
    { id: 'buy', label: t('licence.menu.buy'), command: 'help.buy' },
  ];

  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && event.target !== button.current) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (item: Item) => {
    if (item.disabled === true) return;
    setOpen(false);
    // Back on the button first, so a dialog the command opens gives the focus back there.
    button.current?.focus();
    if (item.command !== undefined) run(item.command);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') list[(at + 1) % list.length]?.focus();
    else if (event.key === 'ArrowUp') list[(at - 1 + list.length) % list.length]?.focus();
    else if (event.key === 'Home') list[0]?.focus();
    else if (event.key === 'End') list.at(-1)?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="help-menu">
      <button
        ref={button}
        type="button"
        className="header-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('help-menu.label')}
        title={t('help-menu.label')}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="help-menu-button"
      >
        <Icon name="help" size={18} />
      </button>
      {open && (
        <ul ref={menu} className="help-menu-list" role="menu" aria-label={t('help-menu.label')} onKeyDown={onMenuKey} data-testid="help-menu">
          {items.map((item) => (
            <li key={item.id} role="none">
              {item.href === undefined ? (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={item.disabled === true}
                  className="help-menu-item"
                  onClick={() => choose(item)}
                  data-testid={`help-menu-${item.id}`}
                >
                  {item.label}
                </button>
              ) : (
                <a role="menuitem" tabIndex={-1} className="help-menu-item" href={item.href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)} data-testid={`help-menu-${item.id}`}>
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
