import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidAppId } from '../../shared/validation/apk-fields.js';
import { appPaths } from '../commands/context.js';
import { useCommands } from '../commands/commands-context.js';
import { Modal } from '../components/dialogs/modal.js';
import { errorText } from '../i18n/error-text.js';
import { JobProgressBar } from '../jobs/job-progress-bar.js';
import { useJobRun } from '../jobs/use-job-run.js';
import { useApp } from '../state/store.js';
import { suggestedOutputDir } from '../preferences/preferences-form.js';
import { useHost } from '../transport/host-context.js';
import { fileNameFromTitle, joinPath } from '../util/paths.js';
import { apkFormProblem, choicesOf, loadApkChoices, saveApkChoices, type ApkForm } from './apk-choices.js';
import { CreateSignatureForm } from './create-signature-form.js';
import { PathField, TextField } from './path-field.js';
import './apk-dialog.css';

/**
 * The APK publish panel: icon, name, application ID, version number and name, signature,
 * output file. It remembers its choices (not the password), suggests the next version
 * number of a known ID, shows progress with a Cancel button, and opens "Create signature".
 */
export function PublishApkDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const host = useHost();
  const title = useApp((state) => state.project?.book.title ?? '');
  const [remembered] = useState(loadApkChoices);
  const [form, setForm] = useState<ApkForm>(() => {
    const { outDir: _outDir, ...choices } = remembered;
    return { ...choices, appName: choices.appName || title, outPath: '', versionCode: '1', keystorePassword: '' };
  });
  const [view, setView] = useState<'form' | 'signature'>('form');
  const [error, setError] = useState<string | null>(null);
  const run = useJobRun();
  const [lastRelease, setLastRelease] = useState<number | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  const [signatureDir, setSignatureDir] = useState('');
  const versionTouched = useRef(false);
  const set = (key: keyof ApkForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    void appPaths(ctx).then(
      (paths) => {
        setSignatureDir(paths.defaultProjectDir);
        const dir = remembered.outDir || suggestedOutputDir(paths.defaultPublishDir);
        setForm((current) => (current.outPath === '' ? { ...current, outPath: joinPath(dir, `${fileNameFromTitle(title)}.apk`) } : current));
      },
      () => undefined,
    );
  }, [ctx, title, remembered]);

  /** Looks up the ID's last release and, unless the user typed a number, suggests the next. */
  const suggestVersion = async (appId: string) => {
    if (!isValidAppId(appId.trim())) return;
    try {
      const { lastVersionCode } = await host.client.call('publish.apkLastRelease', { appId: appId.trim() });
      setLastRelease(lastVersionCode);
      if (!versionTouched.current) setForm((current) => ({ ...current, versionCode: String((lastVersionCode ?? 0) + 1) }));
    } catch {
      setLastRelease(null);
    }
  };
  useEffect(() => {
    void suggestVersion(form.appId);
    // Only once, for the remembered ID; later lookups follow the ID field's blur.
  }, []);

  const pickFirst = async (kind: 'open-images' | 'open-keystore', key: 'iconPath' | 'keystorePath') => {
    try {
      const paths = await host.pickFiles(kind);
      if (paths?.[0] !== undefined) set(key)(paths[0]);
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  const choose = host.chooseSavePath;

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    const problem = apkFormProblem(form);
    if (problem !== null) {
      setError('key' in problem ? t(problem.key) : errorText(t, problem));
      return;
    }
    setError(null);
    await ctx.store.getState().flushEdits();
    const result = await run.start('publish', (jobId) =>
      host.client.call('publish.apk', {
        jobId,
        outPath: form.outPath.trim(),
        appName: form.appName.trim(),
        appId: form.appId.trim(),
        versionCode: Number(form.versionCode.trim()),
        versionName: form.versionName.trim(),
        iconPath: form.iconPath.trim() === '' ? null : form.iconPath.trim(),
        keystorePath: form.keystorePath.trim(),
        keystorePassword: form.keystorePassword,
      }),
    );
    if (result === null) return;
    saveApkChoices(choicesOf(form));
    setLastRelease(result.versionCode);
    setPublished(result.outPath);
  };
  const shownError = error ?? (run.failure === null ? null : errorText(t, run.failure));

  const cancel = () => {
    if (run.running) run.cancel();
    else onClose();
  };

  const heading = view === 'signature' ? t('apk.createSignatureTitle') : t('apk.title');
  return (
    <Modal title={heading} onCancel={cancel} testId="apk-dialog" wide>
      {published !== null ? (
        <div className="form">
          <p className="apk-result" data-testid="apk-published">
            {t('apk.published', { path: published })}
          </p>
          <div className="modal-actions">
            <button type="button" className="button button-primary" onClick={onClose} autoFocus>
              {t('apk.close')}
            </button>
          </div>
        </div>
      ) : view === 'signature' ? (
        <CreateSignatureForm
          initialPath={signatureDir === '' ? '' : joinPath(signatureDir, 'signature.p12')}
          onCreated={(path) => {
            setForm((current) => ({ ...current, keystorePath: path, keystorePassword: '' }));
            setView('form');
          }}
          onBack={() => setView('form')}
        />
      ) : (
        <form onSubmit={(event) => void publish(event)} className="form apk-form" noValidate data-testid="apk-form">
          <fieldset disabled={run.running} className="form">
            <PathField
              label={t('apk.icon')}
              value={form.iconPath}
              onChange={set('iconPath')}
              onBrowse={() => void pickFirst('open-images', 'iconPath')}
              onClear={() => set('iconPath')('')}
              hint={t('apk.iconHint')}
              testId="apk-icon"
            />
            <div className="apk-grid">
              <TextField label={t('apk.name')} value={form.appName} onChange={set('appName')} required testId="apk-name" />
              <TextField
                label={t('apk.appId')}
                value={form.appId}
                onChange={set('appId')}
                onBlur={() => void suggestVersion(form.appId)}
                hint={t('apk.appIdHint')}
                testId="apk-app-id"
              />
              <TextField
                label={t('apk.versionCode')}
                value={form.versionCode}
                onChange={(value) => {
                  versionTouched.current = true;
                  set('versionCode')(value);
                }}
                type="number"
                hint={lastRelease === null ? t('apk.versionCodeHint') : t('apk.lastRelease', { version: lastRelease })}
                testId="apk-version-code"
              />
              <TextField label={t('apk.versionName')} value={form.versionName} onChange={set('versionName')} required hint={t('apk.versionNameHint')} testId="apk-version-name" />
            </div>
            <PathField label={t('apk.keystore')} value={form.keystorePath} onChange={set('keystorePath')} onBrowse={() => void pickFirst('open-keystore', 'keystorePath')} testId="apk-keystore" />
            <div className="apk-grid">
              <TextField label={t('apk.keystorePassword')} value={form.keystorePassword} onChange={set('keystorePassword')} type="password" testId="apk-keystore-password" />
              <div className="field">
                <span className="field-label">{t('apk.noSignature')}</span>
                <button type="button" className="button" onClick={() => setView('signature')} data-testid="apk-create-signature">
                  {t('apk.createSignature')}
                </button>
              </div>
            </div>
            <PathField
              label={t('apk.output')}
              value={form.outPath}
              onChange={set('outPath')}
              onBrowse={choose === null ? undefined : () => void choose('save-apk', form.outPath).then((path) => path !== null && set('outPath')(path))}
              testId="apk-output"
            />
            <p className="field-hint" data-testid="apk-speech-note">
              {t('apk.speechNote')}
            </p>
          </fieldset>
          {run.running && <JobProgressBar progress={run.progress} fallbackLabel={t('apk.stepBook')} testId="apk-progress" className="apk-progress" />}
          {shownError !== null && (
            <p className="form-error" role="alert" data-testid="apk-error">
              {shownError}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button" onClick={cancel} data-testid="apk-cancel">
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={run.running} data-testid="apk-publish">
              {t('apk.publish')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
