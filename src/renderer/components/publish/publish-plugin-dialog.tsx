import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLUGIN_FORMAT_LABELS, PLUGIN_FORMATS, PLUGIN_SIZE, type PluginFormat } from '../../../shared/api/plugin-api.js';
import type { ProjectSnapshot } from '../../../shared/domain/book.js';
import { loadPluginChoices, parentOf, parseSize, savePluginChoices, suggestPluginOut, toPluginArg, type HeadTexts, type PluginChoices } from '../../publish/publish-choices.js';
import { pluginInstallHints } from '../../publish/plugin-install-hints.js';
import { useJobRun } from '../../jobs/use-job-run.js';
import { useApp } from '../../state/store.js';
import { useHost } from '../../transport/host-context.js';
import { Modal } from '../dialogs/modal.js';
import { HeadTextFields } from './head-text-fields.js';
import { OutputPathField } from './output-path-field.js';
import { PublishActions, PublishProgress } from './publish-progress.js';

/**
 * The plug-in panel: WordPress, Joomla or Drupal; the embed's width and height; the page's
 * title, keywords and description; added scripts; the flipbook title (the plug-in's name);
 * the text version for search engines; and the zip to write. Then progress and cancel.
 */
export function PublishPluginDialog({ project, defaultDir, onClose }: { project: ProjectSnapshot; defaultDir: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { client } = useHost();
  const setDialog = useApp((state) => state.setDialog);
  const [choices, setChoices] = useState<PluginChoices>(loadPluginChoices);
  const [head, setHead] = useState<HeadTexts>({ title: project.book.title, keywords: project.book.keywords, description: project.book.description });
  const [flipbookTitle, setFlipbookTitle] = useState(project.book.title);
  const [outFile, setOutFile] = useState(() => suggestPluginOut(choices.format, choices.outParent || defaultDir, project.book.title));
  const run = useJobRun();
  const change = (patch: Partial<PluginChoices>) => setChoices((current) => ({ ...current, ...patch }));

  const chooseFormat = (format: PluginFormat) => {
    // Follow the format in the file name while the author has not typed another name.
    const parent = parentOf(outFile);
    if (outFile === suggestPluginOut(choices.format, parent, project.book.title)) setOutFile(suggestPluginOut(format, parent, project.book.title));
    change({ format });
  };

  const arg = toPluginArg(outFile, head, flipbookTitle, choices);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (arg === null) return;
    const result = await run.start('publish', (jobId) => client.call('publish.plugin', { ...arg, jobId }));
    if (result === null) return;
    savePluginChoices({ ...choices, outParent: parentOf(outFile.trim()) });
    setDialog({ kind: 'published', indexPath: result.outFile, pageCount: result.pageCount, messageKey: 'plugins.publishedMessage', hints: pluginInstallHints(result, i18n.language) });
  };

  const sizeField = (name: 'width' | 'height') => {
    const invalid = parseSize(choices[name]) === null;
    return (
      <label className="field">
        <span className="field-label">{t(`plugins.${name}`)}</span>
        <input
          type="number"
          inputMode="numeric"
          min={PLUGIN_SIZE.min}
          max={PLUGIN_SIZE.max}
          value={choices[name]}
          onChange={(event) => change({ [name]: event.target.value })}
          disabled={run.running}
          aria-invalid={invalid}
          data-testid={`plugin-${name}`}
        />
        {invalid && <span className="form-error">{t('plugins.sizeRange', { min: PLUGIN_SIZE.min, max: PLUGIN_SIZE.max })}</span>}
      </label>
    );
  };

  return (
    <Modal title={t('plugins.pluginTitle')} onCancel={run.running ? run.cancel : onClose} testId="publish-plugin-dialog" wide>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="import-section">
          <legend>{t('plugins.format')}</legend>
          <div className="choice-row">
            {PLUGIN_FORMATS.map((format) => (
              <label key={format} className="choice">
                <input type="radio" name="plugin-format" checked={choices.format === format} onChange={() => chooseFormat(format)} disabled={run.running} data-testid={`plugin-format-${format}`} />
                {PLUGIN_FORMAT_LABELS[format]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="choice-row">
          {sizeField('width')}
          {sizeField('height')}
        </div>
        <label className="field">
          <span className="field-label">{t('plugins.flipbookTitle')}</span>
          <input type="text" value={flipbookTitle} maxLength={200} onChange={(event) => setFlipbookTitle(event.target.value)} disabled={run.running} data-testid="plugin-flipbook-title" />
        </label>
        <HeadTextFields value={head} onChange={(patch) => setHead((current) => ({ ...current, ...patch }))} disabled={run.running} />
        <label className="field">
          <span className="field-label">{t('plugins.scripts')}</span>
          <textarea rows={3} value={choices.scripts} onChange={(event) => change({ scripts: event.target.value })} spellCheck={false} disabled={run.running} aria-describedby="scripts-hint" data-testid="plugin-scripts" />
          <span className="field-hint" id="scripts-hint">
            {t('plugins.scriptsHint')}
          </span>
        </label>
        <label className="choice">
          <input type="checkbox" checked={choices.seoText} onChange={(event) => change({ seoText: event.target.checked })} disabled={run.running} data-testid="publish-seo" />
          {t('plugins.seoText')}
        </label>
        <OutputPathField label={t('plugins.outFile')} hint={t('plugins.outFileHint')} value={outFile} onChange={setOutFile} disabled={run.running} />
        <PublishProgress run={run} />
        <PublishActions run={run} onClose={onClose} canSubmit={arg !== null} />
      </form>
    </Modal>
  );
}
