import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/store.js';

/**
 * The tabs whose editors come with the full editor issue. Each shows, read only, what the
 * book has today for that tab, so the author knows what will be published.
 */
function Fact({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="fact">
      <span className="fact-label">{label}</span>
      <span className="fact-value">{value}</span>
      {note !== undefined && <p className="fact-note">{note}</p>}
    </div>
  );
}

export function AssistantPanel() {
  const { t } = useTranslation();
  const pageCount = useApp((state) => state.project?.pages.length ?? 0);
  return <Fact label={t('assistant.label')} value={t('assistant.none', { count: pageCount })} note={t('assistant.note')} />;
}
