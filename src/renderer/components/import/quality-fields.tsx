import { useTranslation } from 'react-i18next';
import { QUALITY_LIMITS, QUALITY_PRESET_NAMES } from '../../../shared/domain/import-options.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { QUALITY_PRESETS, QUALITY_SETTINGS } from '../../../shared/validation/page-quality.js';
import { errorText } from '../../i18n/error-text.js';
import type { ChoiceProblems, ImportChoices } from '../../import/import-choices.js';

interface QualityFieldsProps {
  choices: ImportChoices;
  problems: ChoiceProblems['quality'];
  change(patch: Partial<ImportChoices>): void;
}

/** The presets FHD, HD and SHD with what they stand for, or custom numbers checked as typed. */
export function QualityFields({ choices, problems, change }: QualityFieldsProps) {
  const { t } = useTranslation();
  const preset = choices.preset === 'custom' ? null : QUALITY_PRESETS[choices.preset];
  return (
    <fieldset className="import-section">
      <legend>{t('import.quality.label')}</legend>
      <div className="choice-row" role="radiogroup" aria-label={t('import.quality.label')}>
        {QUALITY_PRESET_NAMES.map((name) => (
          <label key={name} className="choice">
            <input type="radio" name="quality" checked={choices.preset === name} onChange={() => change({ preset: name })} data-testid={`quality-${name}`} />
            {t(`import.quality.${name}`)}
          </label>
        ))}
      </div>
      {preset !== null ? (
        <p className="field-hint">{t('import.quality.presetValues', { ...preset })}</p>
      ) : (
        <div className="quality-grid">
          {QUALITY_SETTINGS.map((setting) => {
            const { min, max } = QUALITY_LIMITS[setting];
            const problem = problems[setting];
            return (
              <label key={setting} className="field">
                <span className="field-label">{t(`import.quality.${setting}`)}</span>
                <input
                  type="text"
                  inputMode="numeric"
                  value={choices.custom[setting]}
                  onChange={(event) => change({ custom: { ...choices.custom, [setting]: event.target.value } })}
                  aria-invalid={problem !== undefined}
                  aria-describedby={`quality-${setting}-note`}
                  data-testid={`quality-${setting}`}
                />
                <span id={`quality-${setting}-note`} className={problem === undefined ? 'field-hint' : 'form-error'} data-testid={`quality-${setting}-note`}>
                  {problem === undefined
                    ? t('import.quality.limits', { min, max })
                    : errorText(t, new AppError('QUALITY_OUT_OF_RANGE', { ...problem.params, setting: t(`import.quality.${setting}`) }))}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
