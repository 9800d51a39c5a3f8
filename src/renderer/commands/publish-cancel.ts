import { toastError, type CommandContext } from './context.js';

/** Stops the running publish; the engine leaves the target folder as it was. */
export async function cancelPublish(ctx: CommandContext): Promise<void> {
  try {
    await ctx.host.client.call('publish.cancel', {});
  } catch (error) {
    toastError(ctx, error);
  }
}
