import { errorText } from '../i18n/error-text.js';
import type { CommandContext } from './context.js';

/**
 * Help → Buy and the home page's Buy: the service's store in the system browser (the desktop
 * app hands new windows to it; the browser host opens a tab).
 */
export async function openStore(ctx: CommandContext): Promise<void> {
  try {
    const { status } = await ctx.host.client.call('licence.status', {});
    window.open(status.storePage, '_blank', 'noopener,noreferrer');
  } catch (error) {
    ctx.store.getState().pushToast('error', errorText(ctx.t, error));
  }
}
