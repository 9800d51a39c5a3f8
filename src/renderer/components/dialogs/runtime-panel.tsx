import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeState, RuntimeTarget } from '../../../shared/api/desktop-api.js';

/** What the runtime panel shows and can do; the dialog owns the calls and the progress. */
export interface RuntimePanelProps {
  target: RuntimeTarget;
  /** null while the status is loading. */
  state: RuntimeState | null;
  busy: boolean;
  /** True after a download failed: the machine is probably offline, so the folder choice leads. */
  offline: boolean;
  onDownload(): void;
  onUseLocal(path: string): void;
  /** The host's folder picker, or null where there is none (the web host). */
  chooseFolder: (() => Promise<string | null>) | null;
}

/**
 * The Electron runtime a desktop book is built on: ready, or missing with a download
 * button and, for offline machines, a runtime folder or release zip to choose from disk.
 */
export function RuntimePanel({ target, state, busy, offline, onDownload, onUseLocal, chooseFolder }: RuntimePanelProps) {
  const { t } = useTranslation();
  const [localPath, setLocalPath] = useState('');
  const browse = async () => {
    const chosen = chooseFolder === null ? null : await chooseFolder();
    if (chosen !== null) setLocalPath(chosen);
  };
  const ready = state?.ready === true;

  return (
    <fieldset className="import-section" data-testid="runtime-panel">
      <legend>{t('desktop.runtime')}</legend>
      <p className="field-row" data-testid="runtime-status" data-ready={ready}>
        {state === null
          ? t('desktop.runtimeChecking')
          : ready
            ? t('desktop.runtimeReady', { target: t(`desktop.target.${target}`), version: state.version ?? '' })
            : t('desktop.runtimeMissing', { target: t(`desktop.target.${target}`) })}
      </p>
      {state !== null && !ready && (
        <>
          <p className="field-row">
            <button type="button" className={offline ? 'button' : 'button button-primary'} onClick={onDownload} disabled={busy} data-testid="runtime-download">
              {t('desktop.download')}
            </button>
            <span className="field-hint">{t('desktop.downloadHint')}</span>
          </p>
          <div className="field">
            <span className="field-label">{offline ? t('desktop.offlineChoose') : t('desktop.chooseRuntime')}</span>
            <div className="field-row">
              <input
                type="text"
                value={localPath}
                onChange={(event) => setLocalPath(event.target.value)}
                placeholder={t('desktop.runtimePathPlaceholder')}
                aria-label={t('desktop.chooseRuntime')}
                dir="auto"
                data-testid="runtime-path"
              />
              {chooseFolder !== null && (
                <button type="button" className="button" onClick={() => void browse()} disabled={busy}>
                  {t('desktop.browse')}
                </button>
              )}
              <button type="button" className="button" onClick={() => onUseLocal(localPath.trim())} disabled={busy || localPath.trim() === ''} data-testid="runtime-use-local">
                {t('desktop.useRuntime')}
              </button>
            </div>
          </div>
        </>
      )}
    </fieldset>
  );
}
