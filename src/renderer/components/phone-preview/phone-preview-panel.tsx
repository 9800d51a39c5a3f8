import { useTranslation } from 'react-i18next';
import { LAN_PREVIEW_MAX_MINUTES } from '../../../shared/api/lan-api.js';
import { copyText, svgDataUrl } from '../../cloud/qr-png.js';
import { useCommands } from '../../commands/commands-context.js';
import { toastSuccess } from '../../commands/context.js';
import { errorText } from '../../i18n/error-text.js';
import { JobProgressBar } from '../../jobs/job-progress-bar.js';
import { usePhonePreview, type PhonePreviewState } from './use-phone-preview.js';

/**
 * The phone preview (desktop-app.md §2, decision 0237): a panel beside the editor rather than
 * a modal dialog, so the author can edit the book and press Refresh while the phone shows it.
 * The book is served only while the panel is open, and 30 minutes at most.
 */
export function PhonePreviewPanel() {
  const { t } = useTranslation();
  const state = usePhonePreview();
  const { phase, run } = state;
  return (
    <aside
      className="phone-preview"
      role="dialog"
      aria-modal="false"
      aria-labelledby="phone-preview-title"
      data-testid="phone-preview"
      onKeyDown={(event) => {
        if (event.key === 'Escape') state.close();
      }}
    >
      <header className="phone-preview-header">
        <h2 id="phone-preview-title">{t('phone-preview.title')}</h2>
        <button type="button" className="button" onClick={state.close} data-testid="phone-preview-close">
          {t('common.close')}
        </button>
      </header>
      {phase === 'finding' && <p role="status">{t('phone-preview.finding')}</p>}
      {phase === 'noNetwork' && (
        <>
          <p className="form-error" role="alert" data-testid="phone-preview-no-network">
            {t('phone-preview.noNetwork')}
          </p>
          <button type="button" className="button" onClick={() => void state.findAddresses()} data-testid="phone-preview-check-again">
            {t('phone-preview.checkAgain')}
          </button>
        </>
      )}
      {state.addresses.length > 1 && phase !== 'noNetwork' && <AddressChoice state={state} />}
      {run.running && <JobProgressBar progress={run.progress} fallbackLabel={t('jobs.lanPreview.publishing')} testId="phone-preview-progress" />}
      {run.failure !== null && (
        <p className="form-error" role="alert" data-testid="phone-preview-error">
          {errorText(t, run.failure)}
        </p>
      )}
      {phase === 'serving' && <ServingView state={state} />}
      {phase === 'expired' && (
        <>
          <p className="form-error" role="alert" data-testid="phone-preview-expired">
            {t('phone-preview.expired', { minutes: LAN_PREVIEW_MAX_MINUTES })}
          </p>
          <button type="button" className="button button-primary" onClick={() => void state.choose(state.address)} data-testid="phone-preview-start-again">
            {t('phone-preview.startAgain')}
          </button>
        </>
      )}
      {phase === 'idle' && !run.running && run.failure !== null && (
        <button type="button" className="button" onClick={() => void state.choose(state.address)} data-testid="phone-preview-retry">
          {t('phone-preview.startAgain')}
        </button>
      )}
    </aside>
  );
}

/** Several networks: the author picks the one the phone is on; each choice is a new link. */
function AddressChoice({ state }: { state: PhonePreviewState }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field-label">{t('phone-preview.network')}</span>
      <select value={state.address} disabled={state.run.running} onChange={(event) => void state.choose(event.target.value)} data-testid="phone-preview-address">
        {state.addresses.map(({ address, interfaceName }) => (
          <option key={address} value={address}>
            {t('phone-preview.addressOption', { address, name: interfaceName })}
          </option>
        ))}
      </select>
    </label>
  );
}

function ServingView({ state }: { state: PhonePreviewState }) {
  const { t, i18n } = useTranslation();
  const { ctx } = useCommands();
  const preview = state.preview;
  if (preview === null) return null;
  const stopsAt = new Date(preview.expiresAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const copy = async () => {
    await copyText(preview.url);
    toastSuccess(ctx, 'phone-preview.copied');
  };
  return (
    <div className="phone-preview-body">
      <img className="phone-preview-qr" src={svgDataUrl(preview.qrSvg)} alt={t('phone-preview.qrAlt')} width={220} height={220} data-testid="phone-preview-qr" />
      <p>{t('phone-preview.scan')}</p>
      <label className="field">
        <span className="field-label">{t('phone-preview.link')}</span>
        <input type="text" readOnly value={preview.url} onFocus={(event) => event.target.select()} data-testid="phone-preview-url" />
      </label>
      <div className="phone-preview-actions">
        <button type="button" className="button" onClick={() => void copy()} data-testid="phone-preview-copy">
          {t('phone-preview.copy')}
        </button>
        <button type="button" className="button button-primary" disabled={state.run.running} onClick={() => void state.refresh()} data-testid="phone-preview-refresh">
          {t('phone-preview.refresh')}
        </button>
      </div>
      <p className="field-hint" role="status" data-testid="phone-preview-refresh-hint">
        {state.refreshed ? t('phone-preview.refreshed') : t('phone-preview.refreshHint')}
      </p>
      <p className="field-hint" data-testid="phone-preview-stops">
        {t('phone-preview.stopsAt', { time: stopsAt, minutes: LAN_PREVIEW_MAX_MINUTES })}
      </p>
    </div>
  );
}
