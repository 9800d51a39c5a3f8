import { LANGUAGES, isLanguageCode, type LanguageCode } from '../../shared/i18n/languages.js';

interface LanguageSelectProps {
  value: string;
  onChange(code: LanguageCode): void;
  testId: string;
  autoFocus?: boolean;
}

/** The 12 interface languages, each named in itself: the header's picker and the preferences' field. */
export function LanguageSelect({ value, onChange, testId, autoFocus = false }: LanguageSelectProps) {
  return (
    <select
      value={value}
      onChange={(event) => {
        if (isLanguageCode(event.target.value)) onChange(event.target.value);
      }}
      autoFocus={autoFocus}
      data-testid={testId}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.name}
        </option>
      ))}
    </select>
  );
}
