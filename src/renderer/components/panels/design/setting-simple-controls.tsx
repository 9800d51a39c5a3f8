import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoolSetting, ChoiceSetting, MediaSetting, TextSetting } from '../../../../shared/settings/setting-types.js';
import { checkSettingValue } from '../../../../shared/settings/validate-settings.js';
import type { ControlProps } from './setting-control-props.js';

export function SwitchControl({ entry, value, inputId, describedBy, commit }: ControlProps<BoolSetting>) {
  return (
    <input
      id={inputId}
      type="checkbox"
      role="switch"
      className="setting-switch"
      checked={value === true}
      aria-describedby={describedBy}
      onChange={(event) => commit(event.target.checked)}
      data-testid={`setting-input-${entry.key}`}
    />
  );
}

/** The label of one choice: angles in degrees, share regions and scenes by their names, words from the settings area. */
function useChoiceLabel(entry: ChoiceSetting): (choice: string | number) => string {
  const { t } = useTranslation();
  return (choice) => {
    if (entry.key === 'socialShareType') return t(`settings.choices.shareRegion${choice}`);
    if (typeof choice === 'number') return entry.key === 'backgroundAngle' ? `${choice}°` : String(choice);
    if (entry.key === 'scene') return t(`design.scenes.${choice}`, { defaultValue: choice });
    return t(`settings.choices.${choice}`);
  };
}

export function ChoiceControl({ entry, value, inputId, describedBy, commit }: ControlProps<ChoiceSetting>) {
  const label = useChoiceLabel(entry);
  const index = entry.choices.findIndex((choice) => choice === value);
  return (
    <select
      id={inputId}
      value={index < 0 ? '' : String(index)}
      aria-describedby={describedBy}
      onChange={(event) => commit(entry.choices[Number(event.target.value)])}
      data-testid={`setting-input-${entry.key}`}
    >
      {index < 0 && <option value="" disabled />}
      {entry.choices.map((choice, i) => (
        <option key={String(choice)} value={String(i)}>
          {label(choice)}
        </option>
      ))}
    </select>
  );
}

/** The message of a text or media value that cannot be stored, or null. */
function useTextError(entry: TextSetting | MediaSetting, text: string): string | null {
  const { t } = useTranslation();
  const reason = checkSettingValue(entry, text);
  if (reason === null) return null;
  if (reason === 'media') return t(entry.type === 'sound' ? 'settings.ui.badSound' : entry.type === 'video' ? 'settings.ui.badVideo' : 'settings.ui.badImage');
  return t(reason === 'url' ? 'settings.ui.badUrl' : 'settings.ui.badText');
}

/**
 * A text, link or media-file field. A value that fits is stored as it is typed; one that does
 * not stays in the field with its message and is not stored, so nothing typed is lost.
 */
export function TextControl({ entry, value, inputId, describedBy, commit }: ControlProps<TextSetting | MediaSetting>) {
  const { t } = useTranslation();
  const current = typeof value === 'string' ? value : entry.default;
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  const error = useTextError(entry, text);
  const errorId = `${inputId}-error`;
  const media = entry.type !== 'text';
  const props = {
    id: inputId,
    value: text,
    maxLength: entry.type === 'text' ? entry.maxLength : 2000,
    'aria-invalid': error !== null,
    'aria-describedby': [describedBy, media ? `${inputId}-hint` : '', error === null ? '' : errorId].filter(Boolean).join(' '),
    'data-testid': `setting-input-${entry.key}`,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setText(event.target.value);
      if (checkSettingValue(entry, event.target.value) === null) commit(event.target.value);
    },
  };
  return (
    <div className="setting-text">
      {entry.type === 'text' && entry.multiline === true ? <textarea rows={3} {...props} /> : <input type="text" inputMode={media || entry.format === 'url' ? 'url' : 'text'} spellCheck={!media} {...props} />}
      {media && (
        <span id={`${inputId}-hint`} className="field-hint">
          {t('settings.ui.mediaHint')}
        </span>
      )}
      {error !== null && (
        <span id={errorId} className="form-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
