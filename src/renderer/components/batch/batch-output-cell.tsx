import { useTranslation } from 'react-i18next';

/** Where a finished book was written, with a way to take the path along. */
export function BatchOutputCell({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <span className="batch-output">
      <output className="batch-output-path" dir="ltr" title={path} data-testid="batch-task-output">
        {path}
      </output>
      <button type="button" className="button button-small" onClick={() => void navigator.clipboard?.writeText(path)} data-testid="batch-task-copy">
        {t('published.copy')}
      </button>
    </span>
  );
}
