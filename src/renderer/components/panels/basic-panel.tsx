import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/store.js';
import { BasicLook } from './basic-look.js';

/** Title, description and keywords: typed values show at once, the engine hears after a pause. */
export function BasicPanel() {
  const { t } = useTranslation();
  const title = useApp((state) => state.project?.book.title ?? '');
  const description = useApp((state) => state.project?.book.description ?? '');
  const keywords = useApp((state) => state.project?.book.keywords ?? '');
  const editBook = useApp((state) => state.editBook);

  return (
    <form className="form" onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        <span className="field-label">{t('basic.title')}</span>
        <input type="text" value={title} maxLength={500} onChange={(event) => editBook({ title: event.target.value })} data-testid="title-input" />
      </label>
      <label className="field">
        <span className="field-label">{t('basic.description')}</span>
        <textarea
          value={description}
          rows={5}
          maxLength={5000}
          onChange={(event) => editBook({ description: event.target.value })}
          data-testid="description-input"
        />
      </label>
      <label className="field">
        <span className="field-label">{t('basic.keywords')}</span>
        <input type="text" value={keywords} maxLength={1000} onChange={(event) => editBook({ keywords: event.target.value })} data-testid="keywords-input" />
        <span className="field-hint">{t('basic.keywordsHint')}</span>
      </label>
      <BasicLook />
    </form>
  );
}
