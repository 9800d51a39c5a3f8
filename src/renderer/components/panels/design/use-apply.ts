import { useState } from 'react';
import { useCommands } from '../../../commands/commands-context.js';
import type { CommandContext } from '../../../commands/context.js';

/** Runs one apply at a time and remembers which choice is being applied, for aria-busy. */
export function useApply(apply: (ctx: CommandContext, id: string) => Promise<boolean>) {
  const { ctx } = useCommands();
  const [pending, setPending] = useState<string | null>(null);
  const choose = (id: string) => {
    if (pending !== null) return;
    setPending(id);
    void apply(ctx, id).finally(() => setPending(null));
  };
  return { pending, choose };
}
