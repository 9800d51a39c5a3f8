import { useTranslation } from 'react-i18next';
import { useApp } from '../state/store.js';
import { useHost } from '../transport/host-context.js';

/** The book's pages in order under the preview, so the author sees what was imported. */
export function PageStrip() {
  const { t } = useTranslation();
  const { client } = useHost();
  const pages = useApp((state) => state.project?.pages);
  if (pages === undefined || pages.length === 0) {
    return (
      <div className="page-strip page-strip-empty" data-testid="page-strip">
        <p>{t('pages.empty')}</p>
      </div>
    );
  }
  return (
    <ol className="page-strip" aria-label={t('pages.strip')} data-testid="page-strip">
      {pages.map((page, index) => (
        <li key={page.id} className="page-strip-item">
          <img
            src={client.assetUrl(page.renditions.thumb)}
            alt={t('pages.pageN', { n: index + 1 })}
            width={Math.round((page.width / page.height) * 96)}
            height={96}
            loading="lazy"
            data-testid="page-thumb"
          />
          <span>{index + 1}</span>
        </li>
      ))}
    </ol>
  );
}
