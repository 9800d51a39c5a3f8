import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeState, RuntimeTarget } from '../../../shared/api/desktop-api.js';
import type { JobId } from '../../../shared/jobs/job-id.js';
import type { JobKind } from '../../../shared/jobs/job-kinds.js';
import type { WindowLaunch } from '../../../shared/desktop/viewer-config.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { useCommands } from '../../commands/commands-context.js';
import { pick } from '../../commands/import-commands.js';
import { errorText } from '../../i18n/error-text.js';
import { JobProgressBar } from '../../jobs/job-progress-bar.js';
import { useJobRun } from '../../jobs/use-job-run.js';
import { customWindow, folderOf, loadDesktopPrefs, saveDesktopPrefs, type DesktopFormat } from '../../state/desktop-publish-prefs.js';
import { suggestedOutputDir } from '../../preferences/preferences-form.js';
import { rememberedChoices } from '../../state/remembered-choices.js';
import { useApp } from '../../state/store.js';
import { baseName, fileNameFromTitle, joinPath } from '../../util/paths.js';
import { Modal } from './modal.js';
import { RuntimePanel } from './runtime-panel.js';

/**
 * The EXE (Windows) and APP (Mac) publish dialog: the runtime it builds on, the format's
 * options (window size at launch for EXE, title and processor for APP; icon and version for
 * both) and the zip to write. Choices are remembered per format.
 */
export function DesktopPublishDialog({ format, onClose }: { format: DesktopFormat; onClose: () => void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const client = ctx.host.client;
  const bookTitle = useApp((state) => state.project?.book.title ?? '');
  const [prefs] = useState(() => loadDesktopPrefs(rememberedChoices(), format));
  const [mode, setMode] = useState<WindowLaunch['mode']>(prefs.window.mode);
  const [width, setWidth] = useState(String(prefs.window.mode === 'custom' ? prefs.window.width : 1280));
  const [height, setHeight] = useState(String(prefs.window.mode === 'custom' ? prefs.window.height : 800));
  const [title, setTitle] = useState(bookTitle);
  const [arch, setArch] = useState(prefs.arch);
  const [iconPath, setIconPath] = useState(prefs.iconPath);
  const [appVersion, setAppVersion] = useState(prefs.appVersion);
  const [companyName, setCompanyName] = useState(prefs.companyName);
  const [outFile, setOutFile] = useState('');
  const [runtimes, setRuntimes] = useState<RuntimeState[] | null>(null);
  const [offline, setOffline] = useState(false);
  const run = useJobRun();
  const busy = run.running;
  const [problem, setProblem] = useState<{ message: string; detail: string | undefined } | null>(null);
  const target: RuntimeTarget = format === 'exe' ? 'win32-x64' : `darwin-${arch}`;

  const refresh = () =>
    client.call('runtime.status', {}).then(
      (status) => setRuntimes(status.runtimes),
      (error: unknown) => report(error),
    );
  useEffect(() => {
    void refresh();
    void client.call('app.paths', {}).then(
      (paths) => setOutFile((current) => current || joinPath(prefs.outputDir ?? suggestedOutputDir(paths.defaultPublishDir), `${fileNameFromTitle(bookTitle)}.zip`)),
      () => undefined,
    );
    // Loaded once per dialog; later changes come from the dialog's own calls.
  }, []);
  // A failed job's reason shows like any other problem; a missing runtime offers the disk.
  useEffect(() => {
    if (run.failure !== null) report(run.failure);
  }, [run.failure]);

  function report(error: unknown) {
    const failure = AppError.from(error);
    if (failure.code === 'RUNTIME_MISSING') setOffline(true);
    setProblem(failure.code === 'CANCELLED' ? null : { message: errorText(t, failure), detail: failure.detail });
  }

  /** Runs one job of the dialog (a runtime download or copy, a publish), then reads the runtimes again. */
  async function runDialogJob<T>(kind: JobKind, call: (jobId: JobId) => Promise<T>): Promise<T | null> {
    setProblem(null);
    const result = await run.start(kind, call);
    if (result === null) await refresh();
    return result;
  }

  const window: WindowLaunch | null = mode === 'custom' ? customWindow(width, height) : { mode };
  const versionValid = /^\d{1,5}(\.\d{1,5}){0,3}$/.test(appVersion.trim());
  const canPublish = !busy && window !== null && versionValid && outFile.trim() !== '' && (format === 'exe' || title.trim() !== '');

  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (!canPublish || window === null) return;
    const file = outFile.trim();
    saveDesktopPrefs(rememberedChoices(), format, { window, arch, iconPath, appVersion: appVersion.trim(), companyName, outputDir: folderOf(file) });
    void (async () => {
      await ctx.store.getState().flushEdits();
      const common = { outFile: file, iconPath, appVersion: appVersion.trim() };
      const result = await runDialogJob<{ outFile: string }>('publish', (jobId) =>
        format === 'exe'
          ? client.call('publish.exe', { ...common, jobId, window, ...(companyName.trim() ? { companyName: companyName.trim() } : {}) })
          : client.call('publish.app', { ...common, jobId, title: title.trim(), arch }),
      );
      if (result === null) return;
      onClose();
      ctx.store.getState().pushToast('success', t('desktop.published', { path: result.outFile }));
    })();
  };

  const chooseIcon = async () => setIconPath((await pick(ctx, 'open-images', false))?.[0] ?? iconPath);
  const chooseFolder = ctx.host.chooseSavePath === null ? null : () => ctx.host.chooseSavePath!('choose-folder', '');

  return (
    <Modal title={t(format === 'exe' ? 'desktop.exeTitle' : 'desktop.appTitle')} onCancel={() => (busy ? undefined : onClose())} testId={`publish-${format}-dialog`} wide>
      <form className="form" onSubmit={publish} noValidate>
        <RuntimePanel
          target={target}
          state={runtimes?.find((state) => state.target === target) ?? null}
          busy={busy}
          offline={offline}
          onDownload={() => void runDialogJob('runtime', (jobId) => client.call('runtime.download', { target, jobId })).then(async (done) => {
            if (done !== null) await refresh();
          })}
          onUseLocal={(path) => void runDialogJob('runtime', (jobId) => client.call('runtime.useLocal', { target, path, jobId })).then(async (done) => {
            if (done !== null) await refresh();
          })}
          chooseFolder={chooseFolder}
        />
        <fieldset className="import-section">
          <legend>{t('desktop.options')}</legend>
          {format === 'exe' ? (
            <div className="field">
              <span className="field-label">{t('desktop.windowLabel')}</span>
              <div className="choice-row">
                {(['maximized', 'fullscreen', 'custom'] as const).map((name) => (
                  <label key={name} className="choice">
                    <input type="radio" name="window" checked={mode === name} onChange={() => setMode(name)} data-testid={`window-${name}`} />
                    {t(`desktop.windowMode.${name}`)}
                  </label>
                ))}
              </div>
              {mode === 'custom' && (
                <div className="quality-grid">
                  <TextField label={t('desktop.width')} value={width} onChange={setWidth} testId="window-width" invalid={window === null} />
                  <TextField label={t('desktop.height')} value={height} onChange={setHeight} testId="window-height" invalid={window === null} />
                  <span className={window === null ? 'form-error' : 'field-hint'}>{t('desktop.sizeRange')}</span>
                </div>
              )}
            </div>
          ) : (
            <>
              <TextField label={t('desktop.bookTitle')} value={title} onChange={setTitle} testId="app-title" invalid={title.trim() === ''} />
              <div className="choice-row">
                {(['arm64', 'x64'] as const).map((name) => (
                  <label key={name} className="choice">
                    <input type="radio" name="arch" checked={arch === name} onChange={() => setArch(name)} data-testid={`arch-${name}`} />
                    {t(`desktop.target.darwin-${name}`)}
                  </label>
                ))}
              </div>
            </>
          )}
          <p className="field-row">
            <button type="button" className="button" onClick={() => void chooseIcon()} disabled={busy} data-testid="desktop-icon">
              {t('desktop.chooseIcon')}
            </button>
            <span dir="auto">{iconPath === null ? t('desktop.iconDefault') : baseName(iconPath)}</span>
            {iconPath !== null && (
              <button type="button" className="button" onClick={() => setIconPath(null)}>
                {t('desktop.iconReset')}
              </button>
            )}
          </p>
          <div className="quality-grid">
            <TextField label={t('desktop.version')} value={appVersion} onChange={setAppVersion} testId="desktop-version" invalid={!versionValid} />
            {format === 'exe' && <TextField label={t('desktop.company')} value={companyName} onChange={setCompanyName} testId="desktop-company" invalid={false} />}
          </div>
          <TextField label={t('desktop.outFile')} value={outFile} onChange={setOutFile} testId="desktop-out-file" invalid={outFile.trim() === ''} />
          <p className="field-hint">{t(format === 'exe' ? 'desktop.exeHint' : 'desktop.appHint')}</p>
        </fieldset>
        {busy && <JobProgressBar progress={run.progress} fallbackLabel={t('desktop.working')} testId="desktop-progress" className="field" />}
        {problem !== null && (
          <div className="form-error" role="alert" data-testid="desktop-error">
            <p>{problem.message}</p>
            {problem.detail !== undefined && <p className="field-hint">{problem.detail}</p>}
          </div>
        )}
        <div className="modal-actions">
          {busy ? (
            <button type="button" className="button" onClick={run.cancel} data-testid="desktop-cancel">
              {t('common.cancel')}
            </button>
          ) : (
            <button type="button" className="button" onClick={onClose}>
              {t('common.close')}
            </button>
          )}
          <button type="submit" className="button button-primary" disabled={!canPublish || runtimes?.find((state) => state.target === target)?.ready !== true} data-testid="desktop-publish">
            {t('desktop.publish')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function TextField({ label, value, onChange, testId, invalid }: { label: string; value: string; onChange: (value: string) => void; testId: string; invalid: boolean }) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input type="text" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid} dir="auto" data-testid={testId} />
    </label>
  );
}
