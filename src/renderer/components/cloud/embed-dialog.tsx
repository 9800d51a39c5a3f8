import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../../commands/commands-context.js';
import { toastSuccess } from '../../commands/context.js';
import { clampEmbedSize } from '../../cloud/embed-size.js';
import { copyText } from '../../cloud/qr-png.js';
import { errorText } from '../../i18n/error-text.js';
import { Modal } from '../dialogs/modal.js';

/**
 * The embed dialog: an iframe code of the chosen width and height, made by the service (it
 * knows the books origin), fetched again as the size changes, and copied in one click.
 */
export function EmbedDialog({ bookId, back }: { bookId: string; back: 'cloudBooks' | null }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const [width, setWidth] = useState('800');
  const [height, setHeight] = useState('600');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const size = clampEmbedSize(width, height);
    let current = true;
    // Typing 6, 64, 640 sends three requests; only the answer for the size now shown counts.
    ctx.host.client.call('cloud.share', { bookId, ...size }).then(
      (shared) => {
        if (!current) return;
        setCode(shared.embedCode);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(errorText(t, failure));
      },
    );
    return () => {
      current = false;
    };
  }, [ctx, bookId, width, height, t]);

  const close = () => ctx.store.getState().setDialog({ kind: 'cloudShare', bookId, back });
  const size = (value: string, set: (value: string) => void, name: 'width' | 'height') => (
    <label className="field">
      <span className="field-label">{t(`cloud.embed.${name}`)}</span>
      <input type="number" min={100} max={4000} value={value} onChange={(event) => set(event.target.value)} data-testid={`cloud-embed-${name}`} />
    </label>
  );
  return (
    <Modal title={t('cloud.embed.title')} onCancel={close} testId="cloud-embed">
      <div className="field-row">
        {size(width, setWidth, 'width')}
        {size(height, setHeight, 'height')}
      </div>
      <label className="field">
        <span className="field-label">{t('cloud.embed.code')}</span>
        <textarea readOnly rows={4} value={code} data-testid="cloud-embed-code" />
      </label>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={close} data-testid="cloud-embed-back">
          {t('cloud.share.back')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={code === ''}
          onClick={() => void copyText(code).then(() => toastSuccess(ctx, 'cloud.share.copied'))}
          data-testid="cloud-embed-copy"
        >
          {t('cloud.share.copy')}
        </button>
      </div>
    </Modal>
  );
}
