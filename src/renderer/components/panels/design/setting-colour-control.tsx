import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cssColourToStored, storedColourToCss } from '../../../../shared/settings/colour.js';
import type { ColourSetting } from '../../../../shared/settings/setting-types.js';
import type { ControlProps } from './setting-control-props.js';

/**
 * A colour picker and its #rrggbb text; the book stores 0xrrggbb. Each colour picked is
 * stored at once (the engine hears after the usual typing pause), so a reset can never be
 * overtaken by a late change event of the picker.
 */
export function ColourControl({ entry, value, inputId, describedBy, commit }: ControlProps<ColourSetting>) {
  const { t } = useTranslation();
  const css = storedColourToCss(value) ?? storedColourToCss(entry.default) ?? '#000000';
  const [text, setText] = useState(css);
  useEffect(() => setText(css), [css]);

  const choose = (next: string) => {
    setText(next);
    const stored = cssColourToStored(next.trim());
    if (stored !== null && stored !== value) commit(stored);
  };
  const invalid = cssColourToStored(text.trim()) === null;
  return (
    <div className="setting-colour">
      <input
        id={inputId}
        type="color"
        value={css}
        aria-describedby={describedBy}
        onChange={(event) => choose(event.target.value)}
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
        onChange={(event) => choose(event.target.value)}
        data-testid={`setting-hex-${entry.key}`}
      />
    </div>
  );
}
