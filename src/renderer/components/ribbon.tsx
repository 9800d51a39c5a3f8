import { useTranslation } from 'react-i18next';
import { commandSpec } from '../../shared/commands/catalogue.js';
import { isCommandEnabled, stepsLeft, type CommandState } from '../../shared/commands/command-spec.js';
import { ribbonButtons, type RibbonButton } from '../../shared/commands/placements.js';
import { ariaKeyShortcuts } from '../../shared/commands/shortcuts.js';
import { useCommands } from '../commands/commands-context.js';
import { useApp } from '../state/store.js';
import { useHost } from '../transport/host-context.js';
import { Icon } from './icons.js';

const PRIMARY = ribbonButtons('primary');
const SECONDARY = ribbonButtons('secondary');

/**
 * The top ribbon of the editor, generated from the command catalogue: the spec's five
 * large actions in its order, then the secondary ones. Undo and redo are disabled at the
 * first and the last step and say how far each can go.
 */
export function Ribbon() {
  const { t } = useTranslation();
  const host = useHost();
  const undo = useApp((state) => state.project?.history?.undo ?? 0);
  const redo = useApp((state) => state.project?.history?.redo ?? 0);
  const state: CommandState = { undo, redo };
  // The folder picker is the desktop's: the web host has no save-path chooser either.
  const offered = (button: RibbonButton) => button.needs !== 'folderPicker' || host.chooseSavePath !== null;
  return (
    <nav className="ribbon" aria-label={t('ribbon.label')}>
      {PRIMARY.filter(offered).map((button) => (
        <RibbonCommand key={button.id} button={button} state={state} />
      ))}
      <span className="ribbon-spacer" />
      {SECONDARY.filter(offered).map((button) => (
        <RibbonCommand key={button.id} button={button} state={state} />
      ))}
    </nav>
  );
}

function RibbonCommand({ button, state }: { button: RibbonButton; state: CommandState }) {
  const { t } = useTranslation();
  const { run } = useCommands();
  const spec = commandSpec(button.id);
  const enabled = isCommandEnabled(spec.enabled, state);
  const title = button.hint === undefined ? undefined : enabled ? t(button.hint.on, { count: stepsLeft(spec.enabled, state) }) : t(button.hint.off);
  const primary = button.row === 'primary';
  return (
    <button
      type="button"
      className={primary ? 'ribbon-button' : 'ribbon-button ribbon-secondary'}
      onClick={() => run(button.id)}
      disabled={!enabled}
      title={title}
      data-testid={button.testId}
      data-tour={button.tour}
      aria-keyshortcuts={ariaKeyShortcuts(spec.shortcuts ?? [])}
    >
      <Icon name={spec.icon} size={primary ? 24 : 20} />
      <span>{t(button.label ?? spec.label)}</span>
    </button>
  );
}
