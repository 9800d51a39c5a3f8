import { TextLayerSchema } from '../../shared/domain/page-content.js';
import type { Page } from '../../shared/domain/page.js';
import { PAGE_AUDIO_TEXT_MAX } from '../../shared/features/page-audio.js';
import { readingText } from '../../shared/features/reading-text.js';
import type { AssetStore } from '../engine/project-session.js';

/**
 * The words on a page, for the assistant tab to offer as its text to speech: '' when the
 * page has no text layer (an image page, or text extraction was off) or the layer is
 * unreadable, since the author can always type the text instead.
 */
export function pageReadingText(page: Page, assets: Pick<AssetStore, 'get'>): string {
  if (page.textLayer === undefined) return '';
  const data = assets.get(page.textLayer);
  if (data === null) return '';
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(data));
  } catch {
    return '';
  }
  const layer = TextLayerSchema.safeParse(json);
  return layer.success ? readingText(layer.data.items, PAGE_AUDIO_TEXT_MAX) : '';
}
