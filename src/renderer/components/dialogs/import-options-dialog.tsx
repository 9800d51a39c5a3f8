import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodResult } from '../../../shared/api/contract.js';
import { CUT_MODES, type CutMode } from '../../../shared/domain/import-options.js';
import { errorText } from '../../i18n/error-text.js';
import { findProblems, hasProblems, loadImportChoices, saveImportChoices, toImportOptions, type ImportChoices } from '../../import/import-choices.js';
import type { Dialog, ImportSubject } from '../../state/dialogs.js';
import { useHost } from '../../transport/host-context.js';
import { formatBytes } from '../../util/format-bytes.js';
import { EngineField } from '../import/engine-field.js';
import { QualityFields } from '../import/quality-fields.js';
import { Modal } from './modal.js';

/** i18n key stems of the cut modes; "1" to "3" are the spec's forced two-page modes. */
const CUT_KEYS: Record<CutMode, string> = { none: 'none', auto: 'auto', '1': 'mode1', '2': 'mode2', '3': 'mode3' };

/**
 * The import panel: what is being imported, then page range, information extraction, render
 * engine, widepage cut and page quality. Every field is checked as it changes with the
 * engine's own validators; the last choices become the next defaults.
 */
export function ImportOptionsDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'importOptions' }> }) {
  const { t } = useTranslation();
  const { client } = useHost();
  const [choices, setChoices] = useState<ImportChoices>(loadImportChoices);
  const [allowance, setAllowance] = useState<MethodResult<'import.allowance'> | null>(null);
  const problems = useMemo(() => findProblems(choices), [choices]);
  const change = (patch: Partial<ImportChoices>) => setChoices((current) => ({ ...current, ...patch }));

  useEffect(() => {
    client.call('import.allowance', {}).then(setAllowance, () => setAllowance(null));
  }, [client]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasProblems(problems)) return;
    saveImportChoices(choices);
    dialog.answer(toImportOptions(choices));
  };
  const cancel = () => dialog.answer(null);
  const merge = dialog.subject.kind === 'merge';

  return (
    <Modal title={t(merge ? 'import.mergeTitle' : 'import.title')} onCancel={cancel} testId="import-dialog" wide>
      <form className="form import-form" onSubmit={submit} noValidate>
        <SubjectFacts subject={dialog.subject} />
        {allowance !== null && allowance.remaining !== null && (
          <p className="import-allowance" data-testid="import-allowance">
            {t('import.trialAllowance', { count: allowance.remaining })}
          </p>
        )}

        <fieldset className="import-section">
          <legend>{t('import.range.label')}</legend>
          <div className="choice-row">
            <label className="choice">
              <input type="radio" name="range" checked={choices.rangeMode === 'all'} onChange={() => change({ rangeMode: 'all' })} data-testid="range-all" />
              {t('import.range.all')}
            </label>
            <label className="choice">
              <input type="radio" name="range" checked={choices.rangeMode === 'custom'} onChange={() => change({ rangeMode: 'custom' })} data-testid="range-custom" />
              {t('import.range.custom')}
            </label>
            <input
              type="text"
              className="range-input"
              value={choices.customRange}
              onFocus={() => change({ rangeMode: 'custom' })}
              onChange={(event) => change({ rangeMode: 'custom', customRange: event.target.value })}
              placeholder={t('import.range.hint')}
              aria-label={t('import.range.custom')}
              aria-invalid={problems.range !== null}
              aria-describedby="range-note"
              dir="ltr"
              data-testid="range-input"
            />
          </div>
          {problems.range !== null ? (
            <p id="range-note" className="form-error" role="alert" data-testid="range-error">
              {errorText(t, problems.range)}
            </p>
          ) : (
            <p id="range-note" className="field-hint">
              {t('import.range.hint')}
            </p>
          )}
        </fieldset>

        <fieldset className="import-section">
          <legend>{t('import.extract.label')}</legend>
          <div className="choice-row">
            {(['toc', 'links', 'text'] as const).map((what) => (
              <label key={what} className="choice">
                <input
                  type="checkbox"
                  checked={choices.extract[what]}
                  onChange={(event) => change({ extract: { ...choices.extract, [what]: event.target.checked } })}
                  data-testid={`extract-${what}`}
                />
                {t(`import.extract.${what}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <EngineField choices={choices} change={change} />

        <fieldset className="import-section">
          <legend>{t('import.cut.label')}</legend>
          <div className="cut-list">
            {CUT_MODES.map((mode) => (
              <label key={mode} className="choice choice-explained">
                <input type="radio" name="cut" checked={choices.cut === mode} onChange={() => change({ cut: mode })} data-testid={`cut-${mode}`} />
                <span>
                  <strong>{t(`import.cut.${CUT_KEYS[mode]}`)}</strong>
                  <small>{t(`import.cut.${CUT_KEYS[mode]}Hint`)}</small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <QualityFields choices={choices} problems={problems.quality} change={change} />

        <div className="modal-actions">
          <button type="button" className="button" onClick={cancel} data-testid="import-cancel-dialog">
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={hasProblems(problems)} data-testid="import-submit">
            {t('import.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function SubjectFacts({ subject }: { subject: ImportSubject }) {
  const { t, i18n } = useTranslation();
  if (subject.kind === 'merge') {
    return (
      <div className="import-subject">
        <span className="field-label">{t('import.files', { count: subject.names.length })}</span>
        <ol className="import-file-names" data-testid="import-file-names">
          {subject.names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div className="import-subject">
      <span className="field-label">{t('import.file')}</span>
      <strong className="import-file-name" data-testid="import-file-name">
        {subject.name}
      </strong>
      <span className="import-facts" data-testid="import-facts">
        {t('import.pages', { count: subject.facts.pageCount })} · {t('import.size', { size: formatBytes(subject.facts.fileSize, i18n.language) })}
      </span>
    </div>
  );
}
