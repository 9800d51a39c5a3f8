import { useTranslation } from 'react-i18next';

interface PathFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Opens the host's picker; omitted where there is none (the web host's save prompts). */
  onBrowse?: () => void;
  /** Shown when the field may be left empty, to clear it. */
  onClear?: () => void;
  hint?: string;
  testId: string;
}

/** A file path the user may type, with a Browse button where the host can show a picker. */
export function PathField({ label, value, onChange, onBrowse, onClear, hint, testId }: PathFieldProps) {
  const { t } = useTranslation();
  const hintId = `${testId}-hint`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={testId}>
        {label}
      </label>
      <div className="apk-path-row">
        <input
          id={testId}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          dir="auto"
          aria-describedby={hint === undefined ? undefined : hintId}
          data-testid={testId}
        />
        {onBrowse !== undefined && (
          <button type="button" className="button" onClick={onBrowse} data-testid={`${testId}-browse`}>
            {t('apk.browse')}
          </button>
        )}
        {onClear !== undefined && value !== '' && (
          <button type="button" className="button" onClick={onClear} data-testid={`${testId}-clear`}>
            {t('apk.useDefault')}
          </button>
        )}
      </div>
      {hint !== undefined && (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  type?: 'text' | 'password' | 'number';
  hint?: string;
  required?: boolean;
  testId: string;
}

export function TextField({ label, value, onChange, onBlur, type = 'text', hint, required = false, testId }: TextFieldProps) {
  const hintId = `${testId}-hint`;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        min={type === 'number' ? 1 : undefined}
        step={type === 'number' ? 1 : undefined}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        spellCheck={false}
        dir={type === 'text' ? 'auto' : undefined}
        aria-describedby={hint === undefined ? undefined : hintId}
        data-testid={testId}
      />
      {hint !== undefined && (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      )}
    </label>
  );
}
