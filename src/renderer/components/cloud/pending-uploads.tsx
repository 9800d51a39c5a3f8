import { useTranslation } from 'react-i18next';
import type { PendingUpload } from '../../../shared/api/cloud-api.js';
import { formatBytes } from '../../util/format-bytes.js';

/** The paused or cut-off uploads, each with Continue (from where the service stands) and Discard. */
export function PendingUploads(props: { uploads: readonly PendingUpload[]; busy: boolean; onContinue(id: string): void; onDiscard(id: string): void }) {
  const { t, i18n } = useTranslation();
  if (props.uploads.length === 0) return null;
  return (
    <section className="cloud-pending" aria-labelledby="cloud-pending-title" data-testid="cloud-pending">
      <h3 id="cloud-pending-title">{t('cloud.upload.pendingTitle')}</h3>
      <ul className="recover-list">
        {props.uploads.map((upload) => (
          <li key={upload.uploadId} className="recover-item" data-testid="cloud-pending-item">
            <div>
              <strong>{upload.fields.title}</strong>
              <span className="field-hint">
                {formatBytes(upload.totalBytes, i18n.language)} · {new Date(upload.createdAt).toLocaleString(i18n.language)}
              </span>
            </div>
            <div className="cloud-row-actions">
              <button type="button" className="button button-primary" disabled={props.busy} onClick={() => props.onContinue(upload.uploadId)} data-testid="cloud-pending-continue">
                {t('cloud.upload.continue')}
              </button>
              <button type="button" className="button" disabled={props.busy} onClick={() => props.onDiscard(upload.uploadId)} data-testid="cloud-pending-discard">
                {t('cloud.upload.discard')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
