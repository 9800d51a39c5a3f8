import type { FlipbookClient } from '../shared/api/client.js';
import type { PageLink } from '../shared/domain/page-content.js';
import { TextLayerSchema } from '../shared/domain/page-content.js';
import type { TocEntry } from '../shared/domain/page.js';

/** Reads a stored blob of the open project (the engine's readAsset). */
export type AssetReader = (key: string) => Uint8Array | null;

/** One page as `flipbook info` reports it. */
export interface PageInfo {
  width: number;
  height: number;
  /** The page's text, its text layer's runs joined; null when no text layer was extracted. */
  text: string | null;
  links: PageLink[];
}

/** The facts `flipbook info` reports. */
export interface ProjectInfo {
  title: string;
  pageCount: number;
  pages: PageInfo[];
  toc: TocEntry[];
  path: string | null;
}

/**
 * The plain text of a text layer asset: its runs joined by spaces, white space collapsed.
 * A missing or unreadable layer gives null, so a damaged asset never fails `info`.
 */
export function textOfLayer(bytes: Uint8Array | null): string | null {
  if (bytes === null) return null;
  try {
    const layer = TextLayerSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    if (!layer.success) return null;
    return layer.data.items
      .map((item) => item.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  } catch {
    return null;
  }
}

export async function readProjectInfo(client: FlipbookClient, project: string, readAsset: AssetReader): Promise<ProjectInfo> {
  const snapshot = await client.call('project.open', { path: project });
  return {
    title: snapshot.book.title,
    pageCount: snapshot.pages.length,
    pages: snapshot.pages.map((page) => ({
      width: page.width,
      height: page.height,
      text: page.textLayer === undefined ? null : textOfLayer(readAsset(page.textLayer)),
      links: page.links ?? [],
    })),
    toc: snapshot.toc,
    path: snapshot.path,
  };
}

function countEntries(toc: readonly TocEntry[]): number {
  return toc.reduce((sum, entry) => sum + 1 + countEntries(entry.children), 0);
}

/** A short human summary; distinct page sizes are listed once each. */
export function formatInfo(info: ProjectInfo): string {
  const sizes = [...new Set(info.pages.map((p) => `${p.width}×${p.height}`))];
  const shown = sizes.length > 3 ? `${sizes.slice(0, 3).join(', ')}, …` : sizes.join(', ');
  const entries = countEntries(info.toc);
  const links = info.pages.reduce((sum, page) => sum + page.links.length, 0);
  const withText = info.pages.filter((page) => page.text !== null && page.text !== '').length;
  return [
    `Title:    ${info.title}`,
    `Pages:    ${info.pageCount}${shown === '' ? '' : ` (${shown})`}`,
    `Contents: ${entries} entr${entries === 1 ? 'y' : 'ies'}`,
    `Links:    ${links}`,
    `Text:     ${withText} of ${info.pageCount} page${info.pageCount === 1 ? '' : 's'}`,
    `File:     ${info.path ?? '(not saved)'}`,
  ].join('\n');
}
