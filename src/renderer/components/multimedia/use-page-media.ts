import { useCallback, useMemo } from 'react';
import { PAGE_MEDIA_SETTING, readPageMedia, withPageItems, type PageMediaItem } from '../../../shared/features/page-media.js';
import { useApp } from '../../state/store.js';

/**
 * One page's multimedia objects and the one way to change them: the whole `pageMedia`
 * setting is written with editSettings, so every change is an undoable, previewed edit.
 */
export function usePageMedia(pageId: string | undefined): { items: PageMediaItem[]; setItems(items: readonly PageMediaItem[]): void } {
  const raw = useApp((state) => state.project?.book.settings[PAGE_MEDIA_SETTING]);
  const editSettings = useApp((state) => state.editSettings);
  const media = useMemo(() => readPageMedia(raw), [raw]);
  const items = useMemo(() => (pageId === undefined ? [] : (media[pageId] ?? [])), [media, pageId]);
  const setItems = useCallback(
    (next: readonly PageMediaItem[]) => {
      if (pageId === undefined) return;
      const updated = withPageItems(media, pageId, next);
      editSettings({ [PAGE_MEDIA_SETTING]: Object.keys(updated).length === 0 ? undefined : updated });
    },
    [media, pageId, editSettings],
  );
  return { items, setItems };
}

/** The item with some fields replaced, keeping its place in the page's list. */
export function replaceItem(items: readonly PageMediaItem[], id: string, change: Partial<PageMediaItem>): PageMediaItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change } : item));
}
