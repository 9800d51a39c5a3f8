import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodResult } from '../../../shared/api/contract.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { errorText } from '../../i18n/error-text.js';
import type { ImportChoices } from '../../import/import-choices.js';
import { useHost } from '../../transport/host-context.js';

/** How long the folder field may pause before the engine is looked for again. */
const DETECT_DEBOUNCE_MS = 300;

type Detection = MethodResult<'import.detectEngine'> | 'checking' | 'failed';

interface EngineFieldProps {
  choices: ImportChoices;
  change(patch: Partial<ImportChoices>): void;
}

/**
 * Inner (pdf.js, faster) or external (pdftoppm or mutool, better quality). Choosing external
 * asks the engine whether the tool is there, on PATH or in the chosen folder, and says so at
 * once; Electron browses for the folder, the web host types its path.
 */
export function EngineField({ choices, change }: EngineFieldProps) {
  const { t } = useTranslation();
  const host = useHost();
  const [detection, setDetection] = useState<Detection>('checking');
  const external = choices.engine === 'external';
  const dir = choices.externalEngineDir.trim();

  useEffect(() => {
    if (!external) return;
    let live = true;
    setDetection('checking');
    const timer = setTimeout(() => {
      host.client.call('import.detectEngine', dir === '' ? {} : { dir }).then(
        (result) => live && setDetection(result),
        () => live && setDetection('failed'),
      );
    }, DETECT_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [host, external, dir]);

  const browse = async () => {
    const chosen = await host.chooseSavePath?.('choose-folder', choices.externalEngineDir);
    if (chosen !== null && chosen !== undefined) change({ externalEngineDir: chosen });
  };

  return (
    <fieldset className="import-section">
      <legend>{t('import.engine.label')}</legend>
      <label className="choice">
        <input type="radio" name="engine" checked={!external} onChange={() => change({ engine: 'inner' })} data-testid="engine-inner" />
        {t('import.engine.inner')}
      </label>
      <label className="choice">
        <input type="radio" name="engine" checked={external} onChange={() => change({ engine: 'external' })} data-testid="engine-external" />
        {t('import.engine.external')}
      </label>
      {external && (
        <div className="engine-folder">
          <label className="field">
            <span className="field-label">{t('import.engine.folder')}</span>
            <span className="field-row">
              <input
                type="text"
                value={choices.externalEngineDir}
                onChange={(event) => change({ externalEngineDir: event.target.value })}
                spellCheck={false}
                dir="ltr"
                aria-describedby="engine-status"
                data-testid="engine-folder"
              />
              {host.chooseSavePath !== null && (
                <button type="button" className="button" onClick={() => void browse()}>
                  {t('import.engine.choose')}
                </button>
              )}
            </span>
            <span className="field-hint">{t('import.engine.folderHint')}</span>
          </label>
          <p id="engine-status" role="status" className={statusClass(detection)} data-testid="engine-status">
            {statusText(t, detection)}
          </p>
        </div>
      )}
    </fieldset>
  );
}

function statusClass(detection: Detection): string {
  return typeof detection === 'object' && detection.found ? 'field-ok' : detection === 'checking' ? 'field-hint' : 'form-error';
}

function statusText(t: ReturnType<typeof useTranslation>['t'], detection: Detection): string {
  if (detection === 'checking') return t('import.engine.checking');
  if (detection !== 'failed' && detection.found) return t('import.engine.found', { tool: detection.tool ?? '', path: detection.path ?? '' });
  return errorText(t, new AppError('EXTERNAL_ENGINE_MISSING'));
}
