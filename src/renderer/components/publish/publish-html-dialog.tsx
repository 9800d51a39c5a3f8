import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSnapshot } from '../../../shared/domain/book.js';
import { loadHtmlChoices, parentOf, saveHtmlChoices, suggestHtmlOut, toHtmlArg, type HeadTexts, type HtmlChoices } from '../../publish/publish-choices.js';
import { useJobRun } from '../../jobs/use-job-run.js';
import { useApp } from '../../state/store.js';
import { useHost } from '../../transport/host-context.js';
import { Modal } from '../dialogs/modal.js';
import { HeadTextFields } from './head-text-fields.js';
import { OutputPathField } from './output-path-field.js';
import { PublishActions, PublishProgress } from './publish-progress.js';

/**
 * The HTML panel: the page's title, keywords and description, the author's tracking script,
 * the text version for search engines, and the output folder; then progress and cancel.
 */
export function PublishHtmlDialog({ project, defaultDir, onClose }: { project: ProjectSnapshot; defaultDir: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useHost();
  const setDialog = useApp((state) => state.setDialog);
  const [choices, setChoices] = useState<HtmlChoices>(loadHtmlChoices);
  const [head, setHead] = useState<HeadTexts>({ title: project.book.title, keywords: project.book.keywords, description: project.book.description });
  const [outDir, setOutDir] = useState(() => suggestHtmlOut(choices, defaultDir, project.book.title));
  const run = useJobRun();
  const change = (patch: Partial<HtmlChoices>) => setChoices((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const remembered = { ...choices, outParent: parentOf(outDir.trim()) };
    const result = await run.start('publish', (jobId) => client.call('publish.html', { ...toHtmlArg(outDir, head, choices), jobId }));
    if (result === null) return;
    saveHtmlChoices(remembered);
    setDialog({ kind: 'published', indexPath: result.indexPath, pageCount: result.pageCount });
  };

  return (
    <Modal title={t('plugins.htmlTitle')} onCancel={run.running ? run.cancel : onClose} testId="publish-html-dialog" wide>
      <form className="form" onSubmit={(event) => void submit(event)}>
        <HeadTextFields value={head} onChange={(patch) => setHead((current) => ({ ...current, ...patch }))} disabled={run.running} />
        <label className="field">
          <span className="field-label">{t('plugins.trackingScript')}</span>
          <textarea
            rows={3}
            value={choices.trackingScript}
            onChange={(event) => change({ trackingScript: event.target.value })}
            spellCheck={false}
            disabled={run.running}
            aria-describedby="tracking-hint"
            data-testid="publish-tracking"
          />
          <span className="field-hint" id="tracking-hint">
            {t('plugins.trackingHint')}
          </span>
        </label>
        <label className="choice">
          <input type="checkbox" checked={choices.seoText} onChange={(event) => change({ seoText: event.target.checked })} disabled={run.running} data-testid="publish-seo" />
          {t('plugins.seoText')}
        </label>
        <OutputPathField label={t('plugins.outFolder')} hint={t('plugins.outFolderHint')} value={outDir} onChange={setOutDir} disabled={run.running} />
        <PublishProgress run={run} />
        <PublishActions run={run} onClose={onClose} canSubmit />
      </form>
    </Modal>
  );
}
