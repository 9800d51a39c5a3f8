import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberSetting } from '../../../../shared/settings/setting-types.js';
import { checkSettingValue } from '../../../../shared/settings/validate-settings.js';
import { previewDraftStore } from '../../../preview/preview-draft.js';
import type { ControlProps } from './setting-control-props.js';

const { clearDraft } = previewDraftStore.getState();

/**
 * A number field and a slider over the setting's range. Typing commits each valid number;
 * a slider drag previews live and commits once, on release (the native change event).
 */
export function NumberControl({ entry, value, inputId, describedBy, commit, draft }: ControlProps<NumberSetting>) {
  const { t } = useTranslation();
  const current = typeof value === 'number' ? value : entry.default;
  const [text, setText] = useState(String(current));
  const [sliding, setSliding] = useState<number | null>(null);
  const slider = useRef<HTMLInputElement>(null);
  const latest = useRef({ commit, sliding });
  latest.current = { commit, sliding };

  // A value changed elsewhere (reset, undo, the slider) replaces what the field shows.
  useEffect(() => setText(String(current)), [current]);

  useEffect(() => {
    const element = slider.current;
    if (element === null) return;
    const onRelease = () => {
      latest.current.commit(Number(element.value));
      setSliding(null);
    };
    element.addEventListener('change', onRelease);
    return () => element.removeEventListener('change', onRelease);
  }, []);

  // A drag cut short (the row hidden mid-gesture) must not leave the preview showing its draft.
  useEffect(() => () => clearDraft(entry.key), [entry.key]);

  const invalid = text.trim() === '' || checkSettingValue(entry, Number(text)) !== null;
  const onType = (next: string) => {
    setText(next);
    const number = Number(next);
    if (next.trim() !== '' && checkSettingValue(entry, number) === null) commit(number);
  };
  const sliderValue = sliding ?? Math.min(entry.max, Math.max(entry.min, current));

  return (
    <div className="setting-number">
      <input
        id={inputId}
        type="number"
        inputMode="decimal"
        min={entry.special !== undefined ? Math.min(entry.special, entry.min) : entry.min}
        max={entry.max}
        step={entry.step}
        value={text}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => invalid && setText(String(current))}
        data-testid={`setting-input-${entry.key}`}
      />
      {entry.unit !== undefined && <span className="setting-unit">{entry.unit}</span>}
      <input
        ref={slider}
        type="range"
        className="setting-slider"
        min={entry.min}
        max={entry.max}
        step={entry.step}
        value={sliderValue}
        aria-labelledby={`${inputId}-label`}
        aria-describedby={describedBy}
        onChange={(event) => {
          const number = Number(event.target.value);
          setSliding(number);
          setText(String(number));
          draft(number);
        }}
        data-testid={`setting-slider-${entry.key}`}
      />
      {entry.special === -1 && <span className="setting-note">{t('settings.ui.forever')}</span>}
    </div>
  );
}
