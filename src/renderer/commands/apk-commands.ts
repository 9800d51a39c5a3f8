import type { CommandContext } from './context.js';
import { readyToPublish } from './publish-commands.js';

/** Opens the APK publish panel for the open book. */
export async function openPublishApk(ctx: CommandContext): Promise<void> {
  if (!(await readyToPublish(ctx))) return;
  ctx.store.getState().setDialog({ kind: 'publishApk' });
}
