import { useTranslation } from 'react-i18next';
import { effectiveValue } from '../../../../shared/settings/catalogue.js';
import { settingTextKey, type SettingEntry } from '../../../../shared/settings/setting-types.js';
import { previewDraftStore } from '../../../preview/preview-draft.js';
import { useCommands } from '../../../commands/commands-context.js';
import { useApp } from '../../../state/store.js';
import { guardDisplayModeChange } from './display-mode-guard.js';
import { ColourControl } from './setting-colour-control.js';
import type { ControlProps } from './setting-control-props.js';
import { NumberControl } from './setting-number-control.js';
import { ChoiceControl, SwitchControl, TextControl } from './setting-simple-controls.js';

/** The input id of a setting; dots are fine in ids, but dashes keep CSS selectors simple. */
export function settingInputId(key: string): string {
  return `setting-${key.replaceAll('.', '-')}`;
}

function Control(props: ControlProps) {
  const { entry } = props;
  switch (entry.type) {
    case 'bool':
      return <SwitchControl {...props} entry={entry} />;
    case 'number':
      return <NumberControl {...props} entry={entry} />;
    case 'colour':
      return <ColourControl {...props} entry={entry} />;
    case 'choice':
      return <ChoiceControl {...props} entry={entry} />;
    case 'text':
    case 'image':
    case 'sound':
    case 'video':
      return <TextControl {...props} entry={entry} />;
    case 'structured':
      return null;
  }
}

/** One setting: its title (the control's label), description, control and reset button. */
export function SettingRow({ entry, settings }: { entry: SettingEntry; settings: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const editSettings = useApp((state) => state.editSettings);
  const commitSettings = useApp((state) => state.commitSettings);
  const { ctx } = useCommands();
  const inputId = settingInputId(entry.key);
  const describedBy = `${inputId}-description`;
  const title = t(settingTextKey(entry.key, 'title'));
  const stored = Object.hasOwn(settings, entry.key);
  const { setDraft, clearDraft } = previewDraftStore.getState();

  const store = async (value: unknown) => {
    clearDraft(entry.key);
    const changes = await guardDisplayModeChange(ctx, entry.key, { [entry.key]: value });
    if (changes === null) return;
    // Two keys changing together (a mode and the audio it clears) are one undo step.
    if (Object.keys(changes).length > 1) void commitSettings(changes);
    else editSettings(changes);
  };
  const commit = (value: unknown) => void store(value);
  const reset = () => void store(undefined);

  return (
    <div className={`setting-row setting-row-${entry.type}`} data-testid={`setting-${entry.key}`}>
      <div className="setting-head">
        <label htmlFor={inputId} id={`${inputId}-label`} className="setting-title">
          {title}
        </label>
        {stored && <span className="setting-modified">{t('settings.ui.modified')}</span>}
        <button
          type="button"
          className="setting-reset"
          disabled={!stored}
          onClick={reset}
          aria-label={t('settings.ui.resetNamed', { name: title })}
          title={t('settings.ui.reset')}
          data-testid={`setting-reset-${entry.key}`}
        >
          <span aria-hidden="true">↺</span>
        </button>
      </div>
      <p id={describedBy} className="setting-description">
        {t(settingTextKey(entry.key, 'description'))}
      </p>
      <Control entry={entry} value={effectiveValue(entry, settings)} inputId={inputId} describedBy={describedBy} commit={commit} draft={(value) => setDraft(entry.key, value)} />
    </div>
  );
}
