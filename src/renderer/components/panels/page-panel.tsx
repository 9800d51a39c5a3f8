import { useTranslation } from 'react-i18next';
import { useHost } from '../../transport/host-context.js';
import { useApp } from '../../state/store.js';

/** Every page of the book with its size and where it came from. */
export function PagePanel() {
  const { t } = useTranslation();
  const { client } = useHost();
  const pages = useApp((state) => state.project?.pages);
  if (pages === undefined || pages.length === 0) return <p className="empty-note">{t('pages.empty')}</p>;
  return (
    <>
      <p className="panel-note">{t('pages.count', { count: pages.length })}</p>
      <ol className="page-grid" data-testid="page-grid">
        {pages.map((page, index) => (
          <li key={page.id} className="page-grid-item">
            <img src={client.assetUrl(page.renditions.thumb)} alt={t('pages.pageN', { n: index + 1 })} loading="lazy" data-testid="page-grid-thumb" />
            <span className="page-grid-number">{index + 1}</span>
            <span className="page-grid-size" dir="ltr">
              {page.width} × {page.height}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
