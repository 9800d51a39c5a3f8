import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CUT_MODES, type CutMode } from '../../../shared/domain/import-options.js';
import { findProblems, type ImportChoices } from '../../import/import-choices.js';
import { QualityFields } from '../import/quality-fields.js';

/** i18n key stems of the cut modes, as the import panel names them. */
const CUT_KEYS: Record<CutMode, string> = { none: 'none', auto: 'auto', '1': 'mode1', '2': 'mode2', '3': 'mode3' };

interface BatchImportFieldsProps {
  choices: ImportChoices;
  change(patch: Partial<ImportChoices>): void;
}

/**
 * The import panel's choices that make sense for many PDFs at once: extraction, widepage
 * cut and quality. A page range is left out, since one range rarely fits different books.
 */
export function BatchImportFields({ choices, change }: BatchImportFieldsProps) {
  const { t } = useTranslation();
  const problems = useMemo(() => findProblems(choices), [choices]);
  return (
    <div className="batch-import">
      <fieldset className="import-section">
        <legend>{t('import.extract.label')}</legend>
        <div className="choice-row">
          {(['toc', 'links', 'text'] as const).map((what) => (
            <label key={what} className="choice">
              <input
                type="checkbox"
                checked={choices.extract[what]}
                onChange={(event) => change({ extract: { ...choices.extract, [what]: event.target.checked } })}
                data-testid={`batch-extract-${what}`}
              />
              {t(`import.extract.${what}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field">
        <span className="field-label">{t('import.cut.label')}</span>
        <select value={choices.cut} onChange={(event) => change({ cut: event.target.value as CutMode })} data-testid="batch-cut">
          {CUT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`import.cut.${CUT_KEYS[mode]}`)}
            </option>
          ))}
        </select>
      </label>
      <QualityFields choices={choices} problems={problems.quality} change={change} />
    </div>
  );
}
