import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodResult } from '../../../shared/api/contract.js';
import { useCommands } from '../../commands/commands-context.js';
import { useHost } from '../../transport/host-context.js';
import { Modal } from './modal.js';

/** Name, version and platform: what a support request needs. */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useHost();
  const { run } = useCommands();
  const [info, setInfo] = useState<MethodResult<'app.info'> | null>(null);
  useEffect(() => {
    client.call('app.info', {}).then(setInfo, () => setInfo(null));
  }, [client]);
  return (
    <Modal title={t('about.title')} onCancel={onClose} testId="about-dialog">
      <p>{t('about.description')}</p>
      {info !== null && (
        <dl className="about-facts">
          <dt>{t('about.version')}</dt>
          <dd data-testid="about-version">{info.version}</dd>
          <dt>{t('about.platform')}</dt>
          <dd>{info.platform}</dd>
        </dl>
      )}
      <p className="panel-note">{t('about.support')}</p>
      <p className="panel-note">{t('support.feedbackNote')}</p>
      <div className="modal-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            onClose();
            run('help.exportLogs');
          }}
          data-testid="export-logs"
        >
          {t('support.exportButton')}
        </button>
        <button type="button" className="button button-primary" onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
