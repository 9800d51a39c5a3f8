import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_GROUPS, type TemplateGroup } from '../../../../shared/design/user-template.js';
import { useCommands } from '../../../commands/commands-context.js';
import { saveUserTemplate } from '../../../commands/design-commands.js';
import { pick } from '../../../commands/import-commands.js';
import { errorText } from '../../../i18n/error-text.js';
import { baseName } from '../../../util/paths.js';
import { Modal } from '../../dialogs/modal.js';

/** The groups ticked when the dialog opens: the look of the book, not its content. */
const DEFAULT_GROUPS: readonly TemplateGroup[] = ['template', 'theme', 'scene', 'settings'];

/**
 * Saves the open book's chosen groups as a user template, with a name and a cover image.
 * The engine checks name, cover and groups (TEMPLATE_INCOMPLETE); its message shows here.
 */
export function SaveTemplateDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const [name, setName] = useState('');
  const [cover, setCover] = useState<string | null>(null);
  const [groups, setGroups] = useState<Set<TemplateGroup>>(new Set(DEFAULT_GROUPS));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (group: TemplateGroup) =>
    setGroups((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  const chooseCover = async () => setCover((await pick(ctx, 'open-cover', false))?.[0] ?? cover);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const saved = await saveUserTemplate(ctx, { name, coverPath: cover ?? '', groups: TEMPLATE_GROUPS.filter((group) => groups.has(group)) });
      if (saved !== null) {
        ctx.store.getState().pushToast('success', t('design-tab.my.saved', { name: saved.name }));
        onClose(true);
      }
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('design-tab.my.saveTitle')} onCancel={() => onClose(false)} testId="template-save-dialog">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="field-label">{t('design-tab.my.name')}</span>
          <input type="text" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} data-testid="template-name" autoFocus />
        </label>
        <div className="field">
          <span className="field-label" id="template-cover-label">
            {t('design-tab.my.cover')}
          </span>
          <span className="field-row">
            <button type="button" className="button" onClick={() => void chooseCover()} aria-describedby="template-cover-label" data-testid="template-cover">
              {t('design-tab.my.chooseCover')}
            </button>
            <span className="import-file-name" data-testid="template-cover-name">
              {cover === null ? t('design-tab.my.noCover') : baseName(cover)}
            </span>
          </span>
          <span className="field-hint">{t('design-tab.my.coverHint')}</span>
        </div>
        <fieldset className="template-groups">
          <legend className="field-label">{t('design-tab.my.groups')}</legend>
          {TEMPLATE_GROUPS.map((group) => (
            <label key={group} className="choice">
              <input type="checkbox" checked={groups.has(group)} onChange={() => toggle(group)} data-testid={`template-group-${group}`} />
              {t(`design-tab.groups.${group}`)}
            </label>
          ))}
        </fieldset>
        <span className="field-hint">{t('design-tab.my.passwordNote')}</span>
        {problem !== null && (
          <p className="form-error" role="alert" data-testid="template-save-error">
            {problem}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => onClose(false)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy} data-testid="template-save">
            {t('design-tab.my.saveSubmit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
