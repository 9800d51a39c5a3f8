import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUALITY_PRESET_NAMES } from '../../../shared/domain/import-options.js';
import { isLanguageCode } from '../../../shared/i18n/languages.js';
import { useCommands } from '../../commands/commands-context.js';
import { toastError } from '../../commands/context.js';
import { applyLanguage } from '../../i18n/setup-i18n.js';
import { loadPreferencesForm, preferencesProblems, savePreferencesForm, type PreferencesForm } from '../../preferences/preferences-form.js';
import { rememberedChoices } from '../../state/remembered-choices.js';
import { useApp } from '../../state/store.js';
import { LanguageSelect } from '../language-select.js';
import { Modal } from './modal.js';

/**
 * Options → Preferences (Ctrl+,): the interface language, the cloud service URL, the update
 * check at start, the default output folder, the import panel's quality and the external
 * engine's folder, saved together; and clearing the recent projects, at once after asking.
 */
export function PreferencesDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { ctx } = useCommands();
  const [form, setForm] = useState<PreferencesForm>(() => loadPreferencesForm(isLanguageCode(i18n.language) ? i18n.language : 'zh'));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = preferencesProblems(form);
  const change = (patch: Partial<PreferencesForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    savePreferencesForm(form);
    if (form.language !== i18n.language) await applyLanguage(i18n, form.language);
    // Closes once the engine has answered, so what the dialog showed is what prefs.get now says.
    await rememberedChoices().settled();
    setBusy(false);
    onClose();
  };

  const serverError = tried || form.server.trim() !== '' ? problems.server : undefined;
  return (
    <Modal title={t('preferences.title')} onCancel={onClose} testId="preferences-dialog" wide>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="field-label">{t('preferences.language')}</span>
          <LanguageSelect value={form.language} onChange={(language) => change({ language })} autoFocus testId="preferences-language" />
        </label>
        <label className="field">
          <span className="field-label">{t('preferences.server.label')}</span>
          <input
            type="url"
            value={form.server}
            placeholder={t('preferences.server.placeholder')}
            onChange={(event) => change({ server: event.target.value })}
            spellCheck={false}
            dir="ltr"
            aria-invalid={serverError !== undefined}
            aria-describedby="preferences-server-note"
            data-testid="preferences-server"
          />
          <span id="preferences-server-note" className={serverError === undefined ? 'field-hint' : 'form-error'} role={serverError === undefined ? undefined : 'alert'} data-testid="preferences-server-note">
            {t(serverError ?? 'preferences.server.hint')}
          </span>
        </label>
        <label className="choice">
          <input type="checkbox" checked={form.updateCheckAtStart} onChange={(event) => change({ updateCheckAtStart: event.target.checked })} data-testid="preferences-update-check" />
          {t('preferences.updateCheck')}
        </label>
        <FolderField label={t('preferences.outputDir.label')} hint={t('preferences.outputDir.hint')} value={form.outputDir} onChange={(outputDir) => change({ outputDir })} testId="preferences-output-dir" />
        <label className="field">
          <span className="field-label">{t('preferences.quality')}</span>
          <select value={form.quality} onChange={(event) => change({ quality: QUALITY_PRESET_NAMES.find((name) => name === event.target.value) ?? form.quality })} data-testid="preferences-quality">
            {QUALITY_PRESET_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`import.quality.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <FolderField label={t('preferences.engineDir.label')} hint={t('preferences.engineDir.hint')} value={form.engineDir} onChange={(engineDir) => change({ engineDir })} testId="preferences-engine-dir" />
        <ClearRecent onCleared={(count) => ctx.store.getState().pushToast('success', t('preferences.recent.cleared', { count }))} onFailed={(error) => toastError(ctx, error)} />
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose} data-testid="preferences-cancel">
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy} data-testid="preferences-save">
            {t('preferences.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface FolderFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  testId: string;
}

/** A folder typed as a path; the desktop app adds Browse, through the host's folder picker. */
function FolderField({ label, hint, value, onChange, testId }: FolderFieldProps) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const choose = ctx.host.chooseSavePath;
  const browse = async () => {
    const chosen = await choose?.('choose-folder', value);
    if (chosen !== null && chosen !== undefined) onChange(chosen);
  };
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <span className="field-row">
        <input type="text" value={value} onChange={(event) => onChange(event.target.value)} spellCheck={false} dir="ltr" data-testid={testId} />
        {choose !== null && (
          <button type="button" className="button" onClick={() => void browse()} data-testid={`${testId}-browse`}>
            {t('preferences.browse')}
          </button>
        )}
      </span>
      <span className="field-hint">{hint}</span>
    </label>
  );
}

/** Clearing the recent projects: a button, then an inline question, since the dialog host shows one dialog at a time. */
function ClearRecent({ onCleared, onFailed }: { onCleared(count: number): void; onFailed(error: unknown): void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const count = useApp((state) => state.recent.length);
  const [asking, setAsking] = useState(false);
  const clear = async () => {
    setAsking(false);
    try {
      const { cleared } = await ctx.host.client.call('project.clearRecent', {});
      ctx.store.getState().setRecent([]);
      onCleared(cleared);
    } catch (error) {
      onFailed(error);
    }
  };
  let body: ReactNode;
  if (!asking) {
    body = (
      <button type="button" className="button" onClick={() => setAsking(true)} data-testid="preferences-clear-recent">
        {t('preferences.recent.clear')}
      </button>
    );
  } else {
    body = (
      <div role="group" aria-labelledby="preferences-recent-question" className="field-row">
        <span id="preferences-recent-question" data-testid="preferences-recent-question">
          {t('preferences.recent.question', { count })}
        </span>
        <button type="button" className="button" onClick={() => setAsking(false)} data-testid="preferences-clear-recent-no">
          {t('common.cancel')}
        </button>
        <button type="button" className="button button-danger" onClick={() => void clear()} autoFocus data-testid="preferences-clear-recent-yes">
          {t('preferences.recent.confirm')}
        </button>
      </div>
    );
  }
  return (
    <fieldset className="import-section">
      <legend>{t('preferences.recent.label')}</legend>
      {body}
    </fieldset>
  );
}
