import { useTranslation } from 'react-i18next';
import type { CloudBook } from '../../../shared/cloud/cloud-account.js';
import type { UploadForm } from '../../cloud/upload-fields.js';

/**
 * The upload dialog's fields (desktop-app.md's uploaded book: title, keywords, description,
 * category, HTML text version) and the choice to overwrite one of the online books, which keeps
 * that book's link.
 */
export function UploadFields(props: { form: UploadForm; books: readonly CloudBook[]; disabled: boolean; onChange(form: UploadForm): void }) {
  const { t } = useTranslation();
  const { form, onChange } = props;
  const text = (name: 'title' | 'keywords' | 'category', testId: string) => (
    <label className="field">
      <span className="field-label">{t(`cloud.upload.fields.${name}`)}</span>
      <input type="text" value={form[name]} onChange={(event) => onChange({ ...form, [name]: event.target.value })} disabled={props.disabled} autoFocus={name === 'title'} data-testid={testId} />
    </label>
  );
  return (
    <fieldset className="cloud-upload-fields" disabled={props.disabled}>
      {text('title', 'cloud-upload-title')}
      {text('keywords', 'cloud-upload-keywords')}
      <label className="field">
        <span className="field-label">{t('cloud.upload.fields.description')}</span>
        <textarea rows={3} value={form.description} onChange={(event) => onChange({ ...form, description: event.target.value })} data-testid="cloud-upload-description" />
      </label>
      {text('category', 'cloud-upload-category')}
      <label className="choice">
        <input type="checkbox" checked={form.htmlTextVersion} onChange={(event) => onChange({ ...form, htmlTextVersion: event.target.checked })} data-testid="cloud-upload-html-text" />
        <span>{t('cloud.upload.fields.htmlTextVersion')}</span>
      </label>
      <label className="choice">
        <input type="checkbox" checked={form.overwrite} onChange={(event) => onChange({ ...form, overwrite: event.target.checked })} disabled={props.books.length === 0} data-testid="cloud-upload-overwrite" />
        <span>{t('cloud.upload.fields.overwrite')}</span>
      </label>
      {form.overwrite && (
        <label className="field">
          <span className="field-label">{t('cloud.upload.fields.overwriteBook')}</span>
          <select value={form.overwriteBookId ?? ''} onChange={(event) => onChange({ ...form, overwriteBookId: event.target.value === '' ? null : event.target.value })} data-testid="cloud-upload-overwrite-book">
            <option value="">{t('cloud.upload.pickBook')}</option>
            {props.books.map((book) => (
              <option key={book.id} value={book.id}>
                {book.title}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
