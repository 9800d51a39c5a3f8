import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cssColourToStored, storedColourToCss } from '../../../../shared/settings/colour.js';
import type { ColourSetting } from '../../../../shared/settings/setting-types.js';
import type { ControlProps } from './setting-control-props.js';

/**
 * A colour picker and its #rrggbb text. The book stores 0xrrggbb. Dragging in the picker
 * previews live; the picker's change event (the choice made) is the one edit.
 */
export function ColourControl({ entry, value, inputId, describedBy, commit, draft }: ControlProps<ColourSetting>) {
  const { t } = useTranslation();
  const css = storedColourToCss(value) ?? storedColourToCss(entry.default) ?? '#000000';
  const [text, setText] = useState(css);
  const picker = useRef<HTMLInputElement>(null);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  useEffect(() => setText(css), [css]);

  useEffect(() => {
    const element = picker.current;
    if (element === null) return;
    const onChoose = () => {
      const stored = cssColourToStored(element.value);
      if (stored !== null) latestCommit.current(stored);
    };
    element.addEventListener('change', onChoose);
    return () => element.removeEventListener('change', onChoose);
  }, []);

  const invalid = cssColourToStored(text.trim()) === null;
  return (
    <div className="setting-colour">
      <input
        ref={picker}
        id={inputId}
        type="color"
        value={invalid ? css : (storedColourToCss(cssColourToStored(text.trim())) ?? css)}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          const stored = cssColourToStored(event.target.value);
          if (stored !== null) draft(stored);
        }}
        data-testid={`setting-input-${entry.key}`}
      />
      <input
        type="text"
        className="setting-hex"
        value={text}
        maxLength={7}
        spellCheck={false}
        aria-label={t('settings.ui.hexLabel')}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          const stored = cssColourToStored(event.target.value.trim());
          if (stored !== null) commit(stored);
        }}
        data-testid={`setting-hex-${entry.key}`}
      />
    </div>
  );
}
