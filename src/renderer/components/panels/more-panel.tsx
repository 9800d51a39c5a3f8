import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_FIELDS, contactProblem, formatFileSize, orderedButtons, parseAttachments, parseContact, parsePhoneNumbers, phoneProblem, type Contact, type ContactField, type PhoneNumber } from '../../../shared/features/contact.js';
import { SPEC_TOOLBAR_BUTTONS } from '../../../shared/settings/catalogue-buttons.js';
import { settingTextKey } from '../../../shared/settings/setting-types.js';
import { ERROR_CATALOGUE } from '../../../shared/errors/error-codes.js';
import { useCommands } from '../../commands/commands-context.js';
import { addMediaFile } from '../../commands/media-commands.js';
import { useApp } from '../../state/store.js';
import { useHost } from '../../transport/host-context.js';
import { NO_SETTINGS } from '../../state/empty-values.js';

/**
 * The "More" tab, the spec's other panels: download files (the original PDF and
 * attachments), about/contact, phone numbers and the toolbar order on phones. Clicks are
 * undo steps of their own; typed text is kept when the field is left.
 */
export function MorePanel() {
  return (
    <div className="form" data-testid="more-panel">
      <DownloadFiles />
      <ContactDetails />
      <PhoneNumbers />
      <MobileOrder />
    </div>
  );
}

function useSettings() {
  const settings = useApp((state) => state.project?.book.settings ?? NO_SETTINGS);
  const commitSettings = useApp((state) => state.commitSettings);
  return { settings, commit: (changes: Record<string, unknown>) => void commitSettings(changes) };
}

function DownloadFiles() {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const { settings, commit } = useSettings();
  const files = parseAttachments(settings.downloads);
  const attach = async () => {
    const added = await addMediaFile(ctx, 'attachment');
    if (added !== null) commit({ downloads: [...files, { key: added.key, name: added.name, size: added.size }] });
  };
  return (
    <fieldset className="import-section">
      <legend>{t('panels.downloads')}</legend>
      <label className="choice">
        <input type="checkbox" checked={settings.downloadOriginalPdf === true} onChange={(event) => commit({ downloadOriginalPdf: event.target.checked })} data-testid="download-original" />
        {t('panels.originalPdf')}
      </label>
      <ul className="language-order" data-testid="attachment-list">
        {files.map((file, index) => (
          <li key={`${file.key}-${index}`} className="attachment-row" data-testid="attachment">
            <span className="attachment-name">{file.name}</span>
            <span className="field-hint">{formatFileSize(file.size)}</span>
            <button type="button" className="button" onClick={() => commit({ downloads: files.filter((_, i) => i !== index) })} data-testid="attachment-remove">
              {t('panels.remove')}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => void attach()} data-testid="attachment-add">
        {t('panels.attach')}
      </button>
      <p className="field-hint">{t('panels.attachHint')}</p>
    </fieldset>
  );
}

function ContactDetails() {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const host = useHost();
  const { settings, commit } = useSettings();
  const contact = parseContact(settings.about);
  const save = (next: Contact) => commit({ about: next });
  const choosePicture = async () => {
    const added = await addMediaFile(ctx, 'image');
    if (added !== null) save({ ...contact, image: added.key });
  };
  return (
    <fieldset className="import-section">
      <legend>{t('panels.contact')}</legend>
      {CONTACT_FIELDS.map((field) => (
        <ContactInput key={field} field={field} value={contact[field]} onCommit={(value) => save({ ...contact, [field]: value })} />
      ))}
      <div className="picture-file">
        {contact.image !== undefined && <img className="picture-thumb" src={host.client.assetUrl(contact.image)} alt="" data-testid="contact-image-thumb" />}
        <button type="button" className="button" onClick={() => void choosePicture()} data-testid="contact-image-choose">
          {t('panels.choosePicture')}
        </button>
        {contact.image !== undefined && (
          <button type="button" className="button" onClick={() => save({ ...contact, image: undefined })}>
            {t('panels.remove')}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** A contact field, checked as it is typed and kept when left (unless it does not fit). */
function ContactInput({ field, value, onCommit }: { field: ContactField; value: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const problem = contactProblem(field, text);
  const commit = () => {
    if (problem === null && text !== value) onCommit(text.trim());
  };
  const props = {
    value: text,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    onBlur: commit,
    'aria-invalid': problem !== null,
    'data-testid': `contact-${field}`,
  };
  return (
    <label className="field">
      <span className="field-label">{t(`panels.fields.${field}`)}</span>
      {field === 'description' ? <textarea rows={3} maxLength={2000} {...props} /> : <input type="text" maxLength={300} {...props} />}
      {problem !== null && (
        <span className="form-error" role="alert">
          {t(`panels.bad.${problem}`)}
        </span>
      )}
    </label>
  );
}

function PhoneNumbers() {
  const { t } = useTranslation();
  const { settings, commit } = useSettings();
  const numbers = parsePhoneNumbers(settings.phoneNumbers);
  const [drafts, setDrafts] = useState<PhoneNumber[]>(numbers);
  const stored = JSON.stringify(numbers);
  useEffect(() => setDrafts(JSON.parse(stored) as PhoneNumber[]), [stored]);
  const problems = drafts.map((entry) => phoneProblem(entry.number));
  const save = (next: PhoneNumber[]) => {
    setDrafts(next);
    // Only a list in which every number fits is stored; the messages say what to fix.
    if (next.every((entry) => phoneProblem(entry.number) === null)) commit({ phoneNumbers: next });
  };
  const message = (code: NonNullable<(typeof problems)[number]>) => t(ERROR_CATALOGUE[code]);
  return (
    <fieldset className="import-section">
      <legend>{t('panels.phones')}</legend>
      <label className="choice">
        <input type="checkbox" checked={settings.phone === true} onChange={(event) => commit({ phone: event.target.checked })} data-testid="phone-on" />
        {t('panels.phoneButton')}
      </label>
      {drafts.map((entry, index) => (
        <div key={index} className="phone-row" data-testid="phone-row">
          <input
            type="text"
            value={entry.label}
            maxLength={60}
            placeholder={t('panels.phoneLabel')}
            aria-label={t('panels.phoneLabel')}
            onChange={(event) => setDrafts(drafts.map((item, i) => (i === index ? { ...item, label: event.target.value } : item)))}
            onBlur={() => save(drafts)}
            data-testid="phone-label"
          />
          <input
            type="tel"
            value={entry.number}
            maxLength={30}
            placeholder={t('panels.phoneNumber')}
            aria-label={t('panels.phoneNumber')}
            aria-invalid={problems[index] !== null}
            onChange={(event) => setDrafts(drafts.map((item, i) => (i === index ? { ...item, number: event.target.value } : item)))}
            onBlur={() => save(drafts)}
            data-testid="phone-number"
          />
          <button type="button" className="button" onClick={() => save(drafts.filter((_, i) => i !== index))} data-testid="phone-remove">
            {t('panels.remove')}
          </button>
          {problems[index] !== null && problems[index] !== undefined && (
            <span className="form-error" role="alert" data-testid="phone-error">
              {message(problems[index])}
            </span>
          )}
        </div>
      ))}
      <button type="button" className="button" onClick={() => setDrafts([...drafts, { label: '', number: '' }])} data-testid="phone-add">
        {t('panels.addPhone')}
      </button>
    </fieldset>
  );
}

function MobileOrder() {
  const { t } = useTranslation();
  const { settings, commit } = useSettings();
  const order = orderedButtons(SPEC_TOOLBAR_BUTTONS, settings.mobileButtonOrder);
  const move = (index: number, step: -1 | 1) => {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + step, 0, moved);
    commit({ mobileButtonOrder: next });
  };
  return (
    <fieldset className="import-section">
      <legend>{t('panels.mobileOrder')}</legend>
      <p className="field-hint">{t('panels.mobileOrderHint')}</p>
      <ol className="language-order" data-testid="mobile-order">
        {order.map((id, index) => (
          <li key={id} className="language-row" data-button-id={id}>
            <span className="language-name">{t(settingTextKey(`button.${id}`, 'title'))}</span>
            <span />
            <button type="button" className="button icon-button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('panels.earlier')} data-testid={`mobile-up-${id}`}>
              ↑
            </button>
            <button type="button" className="button icon-button" disabled={index === order.length - 1} onClick={() => move(index, 1)} aria-label={t('panels.later')}>
              ↓
            </button>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
