import { useTranslation } from 'react-i18next';
import type { HeadTexts } from '../../publish/publish-choices.js';

/** Title, keywords and description of the published page; they start as the book's own. */
export function HeadTextFields({ value, onChange, disabled }: { value: HeadTexts; onChange: (patch: Partial<HeadTexts>) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span className="field-label">{t('plugins.title')}</span>
        <input type="text" value={value.title} maxLength={1000} onChange={(event) => onChange({ title: event.target.value })} disabled={disabled} data-testid="publish-title" />
      </label>
      <label className="field">
        <span className="field-label">{t('plugins.keywords')}</span>
        <input type="text" value={value.keywords} maxLength={4000} onChange={(event) => onChange({ keywords: event.target.value })} disabled={disabled} data-testid="publish-keywords" />
      </label>
      <label className="field">
        <span className="field-label">{t('plugins.description')}</span>
        <textarea rows={2} value={value.description} maxLength={10_000} onChange={(event) => onChange({ description: event.target.value })} disabled={disabled} data-testid="publish-description" />
      </label>
    </>
  );
}
