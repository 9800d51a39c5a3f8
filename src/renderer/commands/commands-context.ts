import { createContext, useContext } from 'react';
import type { CommandContext } from './context.js';

export interface Commands {
  ctx: CommandContext;
  run(id: string): void;
}

export const CommandsContext = createContext<Commands | null>(null);

/** The host, state and translations commands run with, and a way to run one by id. */
export function useCommands(): Commands {
  const commands = useContext(CommandsContext);
  if (commands === null) throw new Error('useCommands is used outside CommandsContext');
  return commands;
}
