import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodResult } from '../../../shared/api/contract.js';
import { useCommands } from '../../commands/commands-context.js';
import { toastError, toastSuccess } from '../../commands/context.js';
import { copyText, downloadBlob, qrSvgToPngBlob, svgDataUrl } from '../../cloud/qr-png.js';
import { errorText } from '../../i18n/error-text.js';
import { Modal } from '../dialogs/modal.js';

type Shared = MethodResult<'cloud.share'>;

/**
 * The share dialog (desktop-app.md, after upload or from the book list): copy the link, open
 * it in the browser, the QR code shown and saved as PNG, and the embed dialog.
 */
export function ShareDialog({ bookId, back, onClose }: { bookId: string; back: 'cloudBooks' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const [shared, setShared] = useState<Shared | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    ctx.host.client.call('cloud.share', { bookId }).then(setShared, (failure: unknown) => setError(errorText(t, failure)));
  }, [ctx, bookId, t]);

  const close = () => (back === null ? onClose() : ctx.store.getState().setDialog({ kind: back }));
  const copy = async (text: string) => {
    await copyText(text);
    toastSuccess(ctx, 'cloud.share.copied');
  };
  const savePng = async (svg: string) => {
    try {
      downloadBlob(await qrSvgToPngBlob(svg), 'flipbook-qr.png');
    } catch (failure) {
      toastError(ctx, failure);
    }
  };

  return (
    <Modal title={t('cloud.share.title')} onCancel={close} testId="cloud-share">
      {error !== null && (
        <p className="form-error" role="alert" data-testid="cloud-share-error">
          {error}
        </p>
      )}
      {shared !== null && (
        <div className="cloud-share">
          <label className="field">
            <span className="field-label">{t('cloud.share.link')}</span>
            <input type="text" readOnly value={shared.link} onFocus={(event) => event.target.select()} data-testid="cloud-share-link" />
          </label>
          <div className="cloud-row-actions">
            <button type="button" className="button" onClick={() => void copy(shared.link)} data-testid="cloud-share-copy">
              {t('cloud.share.copy')}
            </button>
            <a className="button" href={shared.link} target="_blank" rel="noopener noreferrer" data-testid="cloud-share-open">
              {t('cloud.share.open')}
            </a>
            <button type="button" className="button" onClick={() => ctx.store.getState().setDialog({ kind: 'cloudEmbed', bookId, back })} data-testid="cloud-share-embed">
              {t('cloud.embed.button')}
            </button>
          </div>
          <img className="cloud-qr" src={svgDataUrl(shared.qrSvg)} alt={t('cloud.share.qrAlt')} width={200} height={200} data-testid="cloud-share-qr" />
          <button type="button" className="button" onClick={() => void savePng(shared.qrSvg)} data-testid="cloud-share-save-qr">
            {t('cloud.share.saveQr')}
          </button>
        </div>
      )}
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={close} data-testid="cloud-share-close">
          {back === null ? t('common.close') : t('cloud.share.back')}
        </button>
      </div>
    </Modal>
  );
}
