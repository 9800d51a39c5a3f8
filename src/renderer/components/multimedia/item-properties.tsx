import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMediaItem } from '../../../shared/features/page-media.js';
import { isSafeUrl } from '../../../shared/settings/media-kinds.js';

interface ItemPropertiesProps {
  item: PageMediaItem;
  pageCount: number;
  /** Fields to set; a field given as undefined is removed from the object. */
  onChange(change: Partial<PageMediaItem>): void;
  onDelete(): void;
}

/**
 * The selected object's details: its title, a link's target (a web address, checked with
 * isSafeUrl, or a page of the book) and whether a video is listed in the video gallery.
 * A target that is not valid yet stays in the field with a message and is not stored.
 */
export function ItemProperties({ item, pageCount, onChange, onDelete }: ItemPropertiesProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<'url' | 'page'>(item.page !== undefined ? 'page' : 'url');
  const [url, setUrl] = useState(item.url ?? '');
  const [page, setPage] = useState(item.page === undefined ? '' : String(item.page));
  const urlProblem = url.trim() !== '' && !isSafeUrl(url.trim());
  const pageNumber = /^\d+$/.test(page.trim()) ? Number(page.trim()) : Number.NaN;
  const pageProblem = page.trim() !== '' && !(pageNumber >= 1 && pageNumber <= pageCount);

  const changeUrl = (text: string) => {
    setUrl(text);
    const trimmed = text.trim();
    onChange({ url: trimmed !== '' && isSafeUrl(trimmed) ? trimmed : undefined, page: undefined });
  };
  const changePage = (text: string) => {
    setPage(text);
    const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    onChange({ page: value >= 1 && value <= pageCount ? value : undefined, url: undefined });
  };
  const changeTarget = (next: 'url' | 'page') => {
    setTarget(next);
    if (next === 'url') changeUrl(url);
    else changePage(page);
  };

  return (
    <div className="mm-properties" data-testid="multimedia-properties">
      <label className="field">
        <span className="field-label">{t('multimedia.itemTitle')}</span>
        <input value={item.title ?? ''} maxLength={500} onChange={(event) => onChange({ title: event.target.value === '' ? undefined : event.target.value })} data-testid="multimedia-title" />
      </label>
      {item.kind === 'link' && (
        <>
          <fieldset className="mm-target">
            <legend className="field-label">{t('multimedia.linkTarget')}</legend>
            <label>
              <input type="radio" name="mm-target" checked={target === 'url'} onChange={() => changeTarget('url')} data-testid="multimedia-target-url" />
              {t('multimedia.targetUrl')}
            </label>
            <label>
              <input type="radio" name="mm-target" checked={target === 'page'} onChange={() => changeTarget('page')} data-testid="multimedia-target-page" />
              {t('multimedia.targetPage')}
            </label>
          </fieldset>
          {target === 'url' ? (
            <label className="field">
              <span className="field-label">{t('multimedia.url')}</span>
              <input type="url" value={url} placeholder="https://" onChange={(event) => changeUrl(event.target.value)} aria-invalid={urlProblem} data-testid="multimedia-url" />
              {urlProblem && <span className="form-error" role="alert">{t('multimedia.badUrl')}</span>}
            </label>
          ) : (
            <label className="field">
              <span className="field-label">{t('multimedia.page')}</span>
              <input inputMode="numeric" value={page} onChange={(event) => changePage(event.target.value)} aria-invalid={pageProblem} data-testid="multimedia-link-page" />
              {pageProblem && <span className="form-error" role="alert">{t('multimedia.badPage', { total: pageCount })}</span>}
            </label>
          )}
        </>
      )}
      {item.kind === 'video' && (
        <label className="mm-check">
          <input type="checkbox" checked={item.inGallery !== false} onChange={(event) => onChange({ inGallery: event.target.checked })} data-testid="multimedia-in-gallery" />
          {t('multimedia.inGallery')}
        </label>
      )}
      <button type="button" className="button" onClick={onDelete} data-testid="multimedia-delete">
        {t('multimedia.delete')}
      </button>
    </div>
  );
}
