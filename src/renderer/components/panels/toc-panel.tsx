import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../../../shared/domain/page.js';
import { useApp } from '../../state/store.js';

/** The table of contents the import found in the PDF's outline, as the reader will list it. */
export function TocPanel() {
  const { t } = useTranslation();
  const toc = useApp((state) => state.project?.toc);
  if (toc === undefined || toc.length === 0) return <p className="empty-note">{t('toc.empty')}</p>;
  return (
    <>
      <p className="panel-note">{t('toc.fromImport')}</p>
      <TocList entries={toc} />
    </>
  );
}

function TocList({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="toc-list" data-testid="toc-list">
      {entries.map((entry, index) => (
        <li key={`${index}-${entry.title}`}>
          <div className="toc-row">
            <span className="toc-title">{entry.title}</span>
            <span className="toc-page" aria-label={t('toc.pageLabel', { page: entry.page })}>
              {entry.page}
            </span>
          </div>
          {entry.children.length > 0 && <TocList entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}
