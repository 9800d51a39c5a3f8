import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../../commands/commands-context.js';
import { accountPlan, checkoutUrl, expiryDate, type CheckoutKind } from '../../cloud/account-view.js';
import { refreshCloudAccount, setVipRenewal } from '../../cloud/cloud-commands.js';
import { chargedBooks, hostingRunsOut } from '../../cloud/hosting-warning.js';
import { watchForPurchase } from '../../cloud/purchase-watch.js';
import type { Dialog } from '../../state/dialogs.js';
import { useApp } from '../../state/store.js';
import { ConfirmDialog } from '../dialogs/confirm-dialog.js';
import { Modal } from '../dialogs/modal.js';

const CHECKOUTS: readonly CheckoutKind[] = ['renew', 'points', 'vip'];

/**
 * The account panel (desktop-app.md): points, VIP plan, expiry date and days remaining. Renew,
 * buy points and buy VIP open the service's checkout in the system browser (a new window, which
 * the desktop host hands to the system browser); the panel then watches the account and shows
 * the purchase as soon as the service has it. Refresh reads the account again at any time.
 * VIP's automatic renewal can be turned off (after a question) and back on until VIP ends.
 */
export function AccountDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { ctx, run } = useCommands();
  const account = useApp((state) => state.cloudAccount);
  const [busy, setBusy] = useState(false);
  const [charged, setCharged] = useState(0);
  const [question, setQuestion] = useState<Extract<Dialog, { kind: 'confirm' }> | null>(null);
  const client = ctx.host.client;
  const signedIn = account !== null;

  // The books the account hosts, to warn when its points cannot pay for them (up to 100 is enough to tell).
  useEffect(() => {
    if (!signedIn) return;
    client.call('cloud.books', { page: 1, pageSize: 100 }).then(
      (page) => setCharged(chargedBooks(page.books)),
      () => undefined, // Without the list there is no warning; the book list itself says why it failed.
    );
  }, [client, signedIn]);

  // One watch at a time, from the last checkout opened; ended with the panel.
  const stopWatch = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatch.current?.(), []);
  const watchCheckout = () => {
    const before = ctx.store.getState().cloudAccount;
    if (before === null) return;
    stopWatch.current?.();
    stopWatch.current = watchForPurchase(
      {
        before,
        read: async () => {
          await refreshCloudAccount(ctx, true);
          return ctx.store.getState().cloudAccount;
        },
        onPurchased: () => ctx.store.getState().pushToast('success', t('cloud.account.purchased')),
      },
      window,
    );
  };

  const refresh = async () => {
    setBusy(true);
    await refreshCloudAccount(ctx, false);
    setBusy(false);
  };

  const changeRenewal = async (renews: boolean, date: string) => {
    setBusy(true);
    await setVipRenewal(ctx, renews, date);
    setBusy(false);
  };
  const askToStopRenewal = (date: string) =>
    setQuestion({
      kind: 'confirm',
      titleKey: 'cloud.account.stopRenewalTitle',
      message: t('cloud.account.stopRenewalQuestion', { date }),
      confirmKey: 'cloud.account.stopRenewal',
      danger: true,
      answer: (ok) => {
        setQuestion(null);
        if (ok) void changeRenewal(false, date);
      },
    });

  if (account === null) {
    return (
      <Modal title={t('cloud.account.title')} onCancel={onClose} testId="cloud-account">
        <p>{t('cloud.account.signedOut')}</p>
        <div className="modal-actions">
          <button type="button" className="button button-primary" onClick={() => run('online.login')} data-testid="cloud-account-login">
            {t('commands.online.login')}
          </button>
        </div>
      </Modal>
    );
  }
  const plan = accountPlan(account);
  const expiry = account.vip === null ? '' : expiryDate(account.vip.expiresAt, i18n.language);
  return (
    <Modal title={t('cloud.account.title')} onCancel={onClose} testId="cloud-account">
      <dl className="cloud-facts">
        <dt>{t('cloud.login.email')}</dt>
        <dd data-testid="cloud-account-email">{account.email}</dd>
        <dt>{t('cloud.account.plan')}</dt>
        <dd data-testid="cloud-account-plan" data-plan={plan}>
          {t(`cloud.account.plans.${plan}`)}
        </dd>
        <dt>{t('cloud.account.points')}</dt>
        <dd data-testid="cloud-account-points">{account.points}</dd>
        {account.vip !== null && (
          <>
            <dt>{t('cloud.account.expires')}</dt>
            <dd data-testid="cloud-account-expiry">{expiry}</dd>
            <dt>{t('cloud.account.daysLeft')}</dt>
            <dd data-testid="cloud-account-days">{account.vip.daysRemaining}</dd>
            <dt>{t('cloud.account.renewal')}</dt>
            <dd data-testid="cloud-account-renewal" data-renews={account.vip.renews}>
              {t(account.vip.renews ? 'cloud.account.renews' : 'cloud.account.ends')}
              {account.vip.renews && (
                <button type="button" className="button button-small cloud-renewal-action" onClick={() => askToStopRenewal(expiry)} disabled={busy} data-testid="cloud-renewal-stop">
                  {t('cloud.account.stopRenewal')}
                </button>
              )}
              {account.vip.canResumeRenewal && (
                <button type="button" className="button button-small cloud-renewal-action" onClick={() => void changeRenewal(true, expiry)} disabled={busy} data-testid="cloud-renewal-resume">
                  {t('cloud.account.resumeRenewal')}
                </button>
              )}
            </dd>
          </>
        )}
      </dl>
      {!account.canUpload && <p className="panel-note">{t('cloud.upload.needsPlan')}</p>}
      {hostingRunsOut(account, charged, 0) && (
        <p className="panel-note" role="status" data-testid="cloud-account-runs-out">
          {t('cloud.account.runsOut')}
        </p>
      )}
      <div className="cloud-checkout">
        {CHECKOUTS.filter((kind) => kind !== 'renew' || account.vip !== null).map((kind) => (
          <a key={kind} className="button" href={checkoutUrl(account.server, kind)} target="_blank" rel="noopener noreferrer" onClick={watchCheckout} data-testid={`cloud-buy-${kind}`}>
            {t(`cloud.account.buy.${kind}`)}
          </a>
        ))}
      </div>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => void run('online.logout')} data-testid="cloud-account-logout">
          {t('commands.online.logout')}
        </button>
        <span className="modal-actions-spacer" />
        <button type="button" className="button" onClick={() => void refresh()} disabled={busy} data-testid="cloud-account-refresh">
          {t('cloud.account.refresh')}
        </button>
        <button type="button" className="button button-primary" onClick={onClose} data-testid="cloud-account-close">
          {t('common.close')}
        </button>
      </div>
      {question !== null && <ConfirmDialog dialog={question} />}
    </Modal>
  );
}
