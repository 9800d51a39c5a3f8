import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/commands-context.js';
import { useApp } from '../state/store.js';
import { useHost } from '../transport/host-context.js';
import { Icon, type IconName } from './icons.js';

const BUTTONS: { id: string; icon: IconName; label: string; testId: string; shortcut?: string; tour?: string }[] = [
  { id: 'file.importPdf', icon: 'pdf', label: 'ribbon.importPdf', testId: 'ribbon-import-pdf', shortcut: 'Control+I' },
  { id: 'file.save', icon: 'save', label: 'ribbon.save', testId: 'ribbon-save', shortcut: 'Control+S', tour: 'savePreview' },
  { id: 'edit.multimedia', icon: 'media', label: 'ribbon.multimedia', testId: 'ribbon-multimedia', tour: 'multimedia' },
  { id: 'publish.html', icon: 'publish', label: 'ribbon.publish', testId: 'ribbon-publish' },
  { id: 'online.cloud', icon: 'cloud', label: 'ribbon.cloud', testId: 'ribbon-cloud' },
];

/** The top ribbon of the editor: the five actions of the spec, in its order. */
export function Ribbon() {
  const { t } = useTranslation();
  const { run } = useCommands();
  const host = useHost();
  return (
    <nav className="ribbon" aria-label={t('ribbon.label')}>
      {BUTTONS.map((button) => (
        <button
          key={button.id}
          type="button"
          className="ribbon-button"
          onClick={() => run(button.id)}
          data-testid={button.testId}
          data-tour={button.tour}
          aria-keyshortcuts={button.shortcut}
        >
          <Icon name={button.icon} size={24} />
          <span>{t(button.label)}</span>
        </button>
      ))}
      <span className="ribbon-spacer" />
      <HistoryButtons run={run} />
      <button type="button" className="ribbon-button ribbon-secondary" onClick={() => run('publish.plugin')} data-testid="ribbon-publish-plugin">
        <Icon name="publish" size={20} />
        <span>{t('plugins.ribbon')}</span>
      </button>
      <button type="button" className="ribbon-button ribbon-secondary" onClick={() => run('publish.apk')} data-testid="ribbon-publish-apk">
        <Icon name="publish" size={20} />
        <span>{t('apk.ribbon')}</span>
      </button>
      <button type="button" className="ribbon-button ribbon-secondary" onClick={() => run('file.mergePdfs')} data-testid="ribbon-merge-pdfs">
        <Icon name="pdf" size={20} />
        <span>{t('ribbon.mergePdfs')}</span>
      </button>
      <button type="button" className="ribbon-button ribbon-secondary" onClick={() => run('file.saveAs')} data-testid="ribbon-save-as">
        <Icon name="save" size={20} />
        <span>{t('ribbon.saveAs')}</span>
      </button>
      <button type="button" className="ribbon-button ribbon-secondary" onClick={() => run('file.importImages')} data-testid="ribbon-import-images">
        <Icon name="image" size={20} />
        <span>{t('ribbon.importImages')}</span>
      </button>
      {(['exe', 'app'] as const).map((format) => (
        <button key={format} type="button" className="ribbon-button ribbon-secondary" onClick={() => run(`publish.${format}`)} data-testid={`ribbon-publish-${format}`}>
          <Icon name="publish" size={20} />
          <span>{t(`desktop.ribbon.${format}`)}</span>
        </button>
      ))}
      {host.chooseSavePath !== null && (
        <button type="button" className="ribbon-button ribbon-secondary" onClick={() => run('file.importImageFolder')} data-testid="ribbon-import-image-folder">
          <Icon name="folder" size={20} />
          <span>{t('ribbon.importImageFolder')}</span>
        </button>
      )}
    </nav>
  );
}

/** Undo and redo, disabled at the first and the last step, with how far each can go. */
function HistoryButtons({ run }: { run: (id: string) => void }) {
  const { t } = useTranslation();
  const undo = useApp((state) => state.project?.history?.undo ?? 0);
  const redo = useApp((state) => state.project?.history?.redo ?? 0);
  return (
    <>
      <button
        type="button"
        className="ribbon-button ribbon-secondary"
        onClick={() => run('edit.undo')}
        disabled={undo === 0}
        title={undo === 0 ? t('ribbon.undoFirst') : t('ribbon.undoSteps', { count: undo })}
        aria-keyshortcuts="Control+Z"
        data-testid="ribbon-undo"
      >
        <Icon name="undo" size={20} />
        <span>{t('ribbon.undo')}</span>
      </button>
      <button
        type="button"
        className="ribbon-button ribbon-secondary"
        onClick={() => run('edit.redo')}
        disabled={redo === 0}
        title={redo === 0 ? t('ribbon.redoLast') : t('ribbon.redoSteps', { count: redo })}
        aria-keyshortcuts="Control+Shift+Z"
        data-testid="ribbon-redo"
      >
        <Icon name="redo" size={20} />
        <span>{t('ribbon.redo')}</span>
      </button>
    </>
  );
}
