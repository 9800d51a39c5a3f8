import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBookMediaKey, type BookMediaKind } from '../../../shared/media/book-media.js';
import { defaultBox, moveBox, MULTIMEDIA_MAX_MB_SETTING, multimediaMaxBytes, type PageMediaItem, type PageMediaKind } from '../../../shared/features/page-media.js';
import { useCommands } from '../../commands/commands-context.js';
import { addMediaFile } from '../../commands/media-commands.js';
import { useApp } from '../../state/store.js';
import { useHost } from '../../transport/host-context.js';
import { Modal } from '../dialogs/modal.js';
import { ItemProperties } from './item-properties.js';
import { PageCanvas } from './page-canvas.js';
import { replaceItem, usePageMedia } from './use-page-media.js';
import './multimedia.css';
import { NO_ITEMS } from '../../state/empty-values.js';

/** Which stored file kind each object kind asks for; links need none. */
const FILE_KIND: Record<Exclude<PageMediaKind, 'link'>, BookMediaKind> = { video: 'video', audio: 'sound', image: 'image' };
const KINDS: readonly PageMediaKind[] = ['link', 'video', 'audio', 'image'];

/** getRandomValues rather than randomUUID: it exists outside secure contexts too. */
function newId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Add multimedia: the current page's normal rendition, large, with page navigation, where
 * the author places link hotspots, videos, audio players and pictures, moves and sizes them
 * by dragging, and edits each one's details. Everything is stored in `pageMedia`.
 */
export function MultimediaDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const { client } = useHost();
  const pages = useApp((state) => state.project?.pages ?? NO_ITEMS);
  const anchor = useApp((state) => state.pageSelection.anchor);
  const maxMb = useApp((state) => state.project?.book.settings[MULTIMEDIA_MAX_MB_SETTING]);
  const galleryButton = useApp((state) => state.project?.book.settings['button.videogallery'] === true);
  const editSettings = useApp((state) => state.editSettings);
  const [index, setIndex] = useState(() => Math.max(0, pages.findIndex((page) => page.id === anchor)));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const page = pages[Math.min(index, pages.length - 1)];
  const { items, setItems } = usePageMedia(page?.id);
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const goTo = (next: number) => {
    setIndex(Math.min(Math.max(0, next), pages.length - 1));
    setSelectedId(null);
  };
  const add = async (kind: PageMediaKind) => {
    // Each new object lands a little lower and to the right of the last, so none hides another.
    const step = 0.04 * (items.length % 5);
    const base = { id: newId(), kind, ...moveBox(defaultBox(kind), step, step) };
    let item: PageMediaItem;
    if (kind === 'link') {
      item = base;
    } else {
      const added = await addMediaFile(ctx, FILE_KIND[kind], multimediaMaxBytes(maxMb));
      if (added === null || !isBookMediaKey(added.key)) return;
      item = { ...base, src: added.key, title: added.name, ...(kind === 'video' ? { inGallery: true } : {}) };
      // The first gallery video turns the gallery button on; the author can turn it off again.
      if (kind === 'video' && !galleryButton) editSettings({ 'button.videogallery': true });
    }
    setItems([...items, item]);
    setSelectedId(item.id);
  };
  const remove = (id: string) => {
    setItems(items.filter((item) => item.id !== id));
    setSelectedId(null);
  };

  return (
    <Modal title={t('multimedia.title')} onCancel={onClose} testId="multimedia-dialog" wide>
      {page === undefined ? (
        <p>{t('multimedia.noPages')}</p>
      ) : (
        <div className="mm-layout">
          <div className="mm-main">
            <div className="mm-toolbar" role="toolbar" aria-label={t('multimedia.addLabel')}>
              {KINDS.map((kind) => (
                <button key={kind} type="button" className="button" onClick={() => void add(kind)} data-testid={`multimedia-add-${kind}`}>
                  {t(`multimedia.add.${kind}`)}
                </button>
              ))}
            </div>
            <PageCanvas
              imageUrl={client.assetUrl(page.renditions.normal)}
              aspect={page.width / page.height}
              items={items}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onBox={(id, box) => setItems(replaceItem(items, id, box))}
              onDelete={remove}
            />
            <nav className="mm-pager" aria-label={t('multimedia.pages')}>
              <button type="button" className="button" onClick={() => goTo(index - 1)} disabled={index === 0} data-testid="multimedia-prev">
                {t('multimedia.previous')}
              </button>
              <span data-testid="multimedia-page-number">{t('multimedia.pageOf', { page: index + 1, total: pages.length })}</span>
              <button type="button" className="button" onClick={() => goTo(index + 1)} disabled={index >= pages.length - 1} data-testid="multimedia-next">
                {t('multimedia.next')}
              </button>
            </nav>
          </div>
          <aside className="mm-side">
            <h3>{t('multimedia.objects')}</h3>
            {items.length === 0 ? (
              <p className="panel-note">{t('multimedia.empty')}</p>
            ) : (
              <ul className="mm-list" data-testid="multimedia-list">
                {items.map((item) => (
                  <li key={item.id}>
                    <button type="button" className={item.id === selectedId ? 'mm-list-item mm-selected' : 'mm-list-item'} aria-pressed={item.id === selectedId} onClick={() => setSelectedId(item.id)}>
                      {t(`multimedia.kind.${item.kind}`)}
                      {item.title ? ` · ${item.title}` : ''}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {selected !== null && (
              <ItemProperties key={selected.id} item={selected} pageCount={pages.length} onChange={(change) => setItems(replaceItem(items, selected.id, change))} onDelete={() => remove(selected.id)} />
            )}
            <label className="mm-check">
              <input type="checkbox" checked={galleryButton} onChange={(event) => editSettings({ 'button.videogallery': event.target.checked })} data-testid="multimedia-gallery-button" />
              {t('multimedia.galleryButton')}
            </label>
            <p className="field-hint">{t('multimedia.limit', { mb: multimediaMaxBytes(maxMb) / (1024 * 1024) })}</p>
          </aside>
        </div>
      )}
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-testid="multimedia-close">
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
