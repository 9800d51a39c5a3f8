import { PAGE_AUDIO_SETTING, PAGE_DISPLAY_MODE_SETTING, parsePageAudio } from '../../../../shared/features/page-audio.js';
import { askConfirm } from '../../../commands/ask.js';
import type { CommandContext } from '../../../commands/context.js';

/**
 * The spec's display-mode rule: page audio is timed to how pages are shown, so switching
 * the page display mode clears all of it, after the author confirms. Resolves with the
 * settings to store (the new mode, and the audio removed in the same undo step), or null
 * when the author kept the audio and the mode stays as it was.
 */
export async function guardDisplayModeChange(ctx: CommandContext, key: string, changes: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  if (key !== PAGE_DISPLAY_MODE_SETTING) return changes;
  const settings = ctx.store.getState().project?.book.settings ?? {};
  const pagesWithAudio = Object.keys(parsePageAudio(settings[PAGE_AUDIO_SETTING])).length;
  if (pagesWithAudio === 0 || changes[key] === settings[key]) return changes;
  const ok = await askConfirm(ctx, {
    titleKey: 'page-audio.modeSwitchTitle',
    message: ctx.t('page-audio.modeSwitchMessage', { count: pagesWithAudio }),
    confirmKey: 'page-audio.modeSwitchConfirm',
    danger: true,
  });
  return ok ? { ...changes, [PAGE_AUDIO_SETTING]: undefined } : null;
}
