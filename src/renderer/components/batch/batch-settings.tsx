import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BATCH_FORMATS, type BatchFormat } from '../../../shared/api/batch-api.js';
import type { BatchChoices } from '../../../shared/prefs/batch-prefs.js';
import type { BatchForm } from '../../batch/batch-request.js';
import { pick } from '../../commands/import-commands.js';
import { toastError } from '../../commands/context.js';
import { useCommands } from '../../commands/commands-context.js';
import { useHost } from '../../transport/host-context.js';
import { BatchImportFields } from './batch-import-fields.js';

/** The format names as the publish panels show them; they are product names, the same in every language. */
const FORMAT_NAMES: Record<BatchFormat, string> = { html: 'HTML', wordpress: 'WordPress', joomla: 'Joomla', drupal: 'Drupal', exe: 'EXE', app: 'APP', apk: 'APK' };

interface BatchSettingsProps {
  form: BatchForm;
  change(patch: Partial<BatchChoices>): void;
  setApkPassword(password: string): void;
  disabled: boolean;
}

/** The settings for the whole batch: output format and folder, a saved template, and the import choices. */
export function BatchSettings({ form, change, setApkPassword, disabled }: BatchSettingsProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { ctx } = useCommands();
  const [templates, setTemplates] = useState<string[]>([]);
  const { choices } = form;

  useEffect(() => {
    host.client.call('templates.list', {}).then(
      ({ items }) => setTemplates(items.map((item) => item.name)),
      (error: unknown) => toastError(ctx, error),
    );
  }, [host, ctx]);

  const chooseOutDir = async () => {
    const folder = await host.chooseSavePath?.('choose-folder', choices.outDir);
    if (folder !== null && folder !== undefined) change({ outDir: folder });
  };
  const chooseKeystore = async () => {
    const path = (await pick(ctx, 'open-keystore'))?.[0];
    if (path !== undefined) change({ apk: { ...choices.apk, keystorePath: path } });
  };

  return (
    <fieldset className="batch-settings" disabled={disabled}>
      <legend>{t('batch.settings')}</legend>
      <div className="batch-settings-row">
        <label className="field">
          <span className="field-label">{t('batch.format')}</span>
          <select value={choices.format} onChange={(event) => change({ format: event.target.value as BatchFormat })} data-testid="batch-format">
            {BATCH_FORMATS.map((format) => (
              <option key={format} value={format}>
                {FORMAT_NAMES[format]}
              </option>
            ))}
          </select>
        </label>
        <label className="field batch-grow">
          <span className="field-label">{t('batch.outDir')}</span>
          <span className="batch-path-row">
            <input type="text" value={choices.outDir} onChange={(event) => change({ outDir: event.target.value })} spellCheck={false} dir="ltr" data-testid="batch-out-dir" />
            {host.chooseSavePath !== null && (
              <button type="button" className="button" onClick={() => void chooseOutDir()} data-testid="batch-choose-out-dir">
                {t('batch.choose')}
              </button>
            )}
          </span>
        </label>
        <label className="field">
          <span className="field-label">{t('batch.template')}</span>
          <select value={choices.template} onChange={(event) => change({ template: event.target.value })} data-testid="batch-template">
            <option value="">{t('batch.noTemplate')}</option>
            {/* A remembered template that was deleted since stays listed, so the choice is visible rather than silently dropped. */}
            {[...new Set([...templates, ...(choices.template === '' ? [] : [choices.template])])].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <span className="field-hint" data-testid="batch-template-note">
            {t('batch.templatePasswordNote')}
          </span>
        </label>
      </div>
      {choices.format === 'apk' && (
        <div className="batch-settings-row" data-testid="batch-apk-fields">
          <label className="field batch-grow">
            <span className="field-label">{t('batch.apk.keystore')}</span>
            <span className="batch-path-row">
              <input type="text" value={choices.apk.keystorePath} onChange={(event) => change({ apk: { ...choices.apk, keystorePath: event.target.value } })} dir="ltr" data-testid="batch-apk-keystore" />
              <button type="button" className="button" onClick={() => void chooseKeystore()}>
                {t('batch.choose')}
              </button>
            </span>
          </label>
          <label className="field">
            <span className="field-label">{t('batch.apk.password')}</span>
            <input type="password" value={form.apkPassword} onChange={(event) => setApkPassword(event.target.value)} autoComplete="off" data-testid="batch-apk-password" />
          </label>
          <label className="field">
            <span className="field-label">{t('batch.apk.prefix')}</span>
            <input type="text" value={choices.apk.appIdPrefix} onChange={(event) => change({ apk: { ...choices.apk, appIdPrefix: event.target.value } })} placeholder="com.example" dir="ltr" data-testid="batch-apk-prefix" />
          </label>
        </div>
      )}
      <details className="batch-import-details">
        <summary>{t('batch.importOptions')}</summary>
        <BatchImportFields choices={choices.import} change={(patch) => change({ import: { ...choices.import, ...patch } })} />
      </details>
    </fieldset>
  );
}
