import { useRef, useState } from 'react';
import { useCommands } from '../../../commands/commands-context.js';
import type { CommandContext } from '../../../commands/context.js';

/**
 * Applies each choice, and remembers the last one until it is applied, for aria-busy. A choice
 * made while an earlier one is still on its way is not dropped: the commands queue them in order.
 */
export function useApply(apply: (ctx: CommandContext, id: string) => Promise<boolean>) {
  const { ctx } = useCommands();
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef(0);
  const choose = (id: string) => {
    latest.current += 1;
    const turn = latest.current;
    setPending(id);
    void apply(ctx, id).finally(() => {
      if (latest.current === turn) setPending(null);
    });
  };
  return { pending, choose };
}
