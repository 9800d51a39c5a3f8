import { hasSound, parsePageAudio, type PageAudio } from '../../shared/features/page-audio.js';

export interface NarrationItem {
  pageId: string;
  audio: PageAudio;
}

/**
 * What the reader plays for the pages on show, in reading order: each shown page's audio
 * that has something to play. `key` names the plan, so a changed book replays only when
 * what should play has changed (an unrelated setting edit in the preview does not restart it).
 */
export function narrationPlan(settings: Readonly<Record<string, unknown>>, shownPageIds: readonly (string | undefined)[]): { items: NarrationItem[]; key: string } {
  const all = parsePageAudio(settings.pageAudio);
  const items: NarrationItem[] = [];
  for (const pageId of shownPageIds) {
    const audio = pageId === undefined ? undefined : all[pageId];
    if (pageId !== undefined && audio !== undefined && hasSound(audio)) items.push({ pageId, audio });
  }
  return { items, key: JSON.stringify(items) };
}
