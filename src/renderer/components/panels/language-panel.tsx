import { useTranslation } from 'react-i18next';
import {
  BOOK_LANGUAGE_CODES,
  LANGUAGE_LABEL_MAX,
  moveBookLanguage,
  parseBookLanguages,
  relabelBookLanguage,
  toggleBookLanguage,
  type BookLanguage,
} from '../../../shared/features/reader-languages.js';
import { languageName } from '../../../shared/i18n/languages.js';
import { useApp } from '../../state/store.js';

/**
 * The language tab: which of the 12 languages the published reader offers, with the label
 * its language menu shows for each. The first is the default; the arrows reorder them.
 * Every change is one book edit (undoable), sent to the preview like any setting.
 */
export function LanguagePanel() {
  const { t } = useTranslation();
  const entries = parseBookLanguages(useApp((state) => state.project?.book.settings.languages));
  const editSettings = useApp((state) => state.editSettings);
  const commitSettings = useApp((state) => state.commitSettings);
  // Clicks are undo steps of their own; typing a label merges like any typing.
  const save = (next: BookLanguage[]) => void commitSettings({ languages: next });
  const type = (next: BookLanguage[]) => editSettings({ languages: next });
  const picked = new Set(entries.map((entry) => entry.code));

  return (
    <form className="form" onSubmit={(event) => event.preventDefault()} data-testid="language-panel">
      <fieldset className="import-section">
        <legend>{t('reader-languages.offer')}</legend>
        <div className="language-grid">
          {BOOK_LANGUAGE_CODES.map((code) => (
            <label key={code} className="choice" lang={code}>
              <input type="checkbox" checked={picked.has(code)} onChange={() => save(toggleBookLanguage(entries, code))} data-testid={`reader-language-${code}`} />
              {languageName(code)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="import-section">
        <legend>{t('reader-languages.order')}</legend>
        {entries.length === 0 ? (
          <p className="field-hint">{t('reader-languages.none')}</p>
        ) : (
          <ol className="language-order" data-testid="reader-language-order">
            {entries.map((entry, index) => (
              <li key={entry.code} className="language-row" data-code={entry.code}>
                <span className="language-name" lang={entry.code}>
                  {languageName(entry.code)}
                  {index === 0 && <span className="badge">{t('reader-languages.default')}</span>}
                </span>
                <input
                  type="text"
                  value={entry.label}
                  maxLength={LANGUAGE_LABEL_MAX}
                  placeholder={languageName(entry.code)}
                  aria-label={t('reader-languages.label', { language: languageName(entry.code) })}
                  onChange={(event) => type(relabelBookLanguage(entries, entry.code, event.target.value))}
                  data-testid={`reader-language-label-${entry.code}`}
                />
                <button
                  type="button"
                  className="button icon-button"
                  disabled={index === 0}
                  onClick={() => save(moveBookLanguage(entries, entry.code, -1))}
                  aria-label={t('reader-languages.earlier', { language: languageName(entry.code) })}
                  data-testid={`reader-language-up-${entry.code}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button icon-button"
                  disabled={index === entries.length - 1}
                  onClick={() => save(moveBookLanguage(entries, entry.code, 1))}
                  aria-label={t('reader-languages.later', { language: languageName(entry.code) })}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
        )}
        <p className="field-hint">{t('reader-languages.hint')}</p>
      </fieldset>
    </form>
  );
}
