import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { TextLayerSchema } from '../../shared/domain/page-content.js';
import type { ReaderTextRun } from '../../shared/reader/book-data.js';
import type { AssetStore } from '../engine/project-session.js';

/**
 * Every page's text runs for the published text script, or null when no page has text (the
 * book then publishes no script and the reader shows no search or select buttons). A text
 * layer that is missing or malformed leaves its page without text rather than failing the
 * publish: the images are the book, the text only helps to find things in it.
 */
export function collectTextLayers(snapshot: ProjectSnapshot, assets: Pick<AssetStore, 'get'>): (ReaderTextRun[] | null)[] | null {
  let any = false;
  const pages = snapshot.pages.map((page) => {
    if (page.textLayer === undefined) return null;
    const data = assets.get(page.textLayer);
    if (data === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(data));
    } catch {
      return null;
    }
    const layer = TextLayerSchema.safeParse(json);
    if (!layer.success) return null;
    const runs = layer.data.items.filter((item) => item.text.trim() !== '').map((item): ReaderTextRun => [item.text, round(item.x), round(item.y), round(item.width), round(item.height)]);
    if (runs.length === 0) return null;
    any = true;
    return runs;
  });
  return any ? pages : null;
}

/** Four decimals place a box to a tenth of a pixel on a 1,000-pixel page, in fewer bytes. */
function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
