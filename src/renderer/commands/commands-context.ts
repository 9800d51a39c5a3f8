import { createContext, useContext } from 'react';
import type { MenuCommand } from '../../shared/commands/menu-command.js';
import type { CommandContext } from './context.js';

export interface Commands {
  ctx: CommandContext;
  /** Runs a catalogue command, or a language item of the host's Options menu. */
  run(command: MenuCommand): void;
}

export const CommandsContext = createContext<Commands | null>(null);

/** The host, state and translations commands run with, and a way to run one by id. */
export function useCommands(): Commands {
  const commands = useContext(CommandsContext);
  if (commands === null) throw new Error('useCommands is used outside CommandsContext');
  return commands;
}
