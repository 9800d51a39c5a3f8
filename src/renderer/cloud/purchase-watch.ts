import type { CloudAccount } from '../../shared/cloud/cloud-account.js';

/** How often the account is read again while a checkout is open, and for how long at most. */
export const PURCHASE_POLL_MS = 5_000;
export const PURCHASE_WATCH_MS = 15 * 60_000;

/** What a purchase changes: the points and the VIP's expiry. */
export function purchaseSignature(account: CloudAccount | null): string {
  return account === null ? '' : `${account.points}|${account.vip?.plan ?? ''}|${account.vip?.expiresAt ?? ''}`;
}

/** Where the window's focus is heard: the window itself in the editor. */
export interface FocusSource {
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
}

export interface PurchaseWatchOptions {
  /** Reads the account again; resolves with it (null when signed out or unreadable). */
  read: () => Promise<CloudAccount | null>;
  /** Called once, when the account shows the purchase. */
  onPurchased: (account: CloudAccount) => void;
  /** The account as it was when the checkout opened. */
  before: CloudAccount;
  pollMs?: number;
  maxMs?: number;
}

/**
 * Watches the account after the checkout opened in the system browser: the panel refreshes by
 * itself when the purchase completes, with no Refresh to press. It reads the account every
 * few seconds and at once when the window gets the focus back (the user returning from the
 * browser), and stops at the first change, after `maxMs`, or when stopped.
 */
export function watchForPurchase(options: PurchaseWatchOptions, focusTarget: FocusSource | null): () => void {
  const pollMs = options.pollMs ?? PURCHASE_POLL_MS;
  const started = Date.now();
  const before = purchaseSignature(options.before);
  let stopped = false;
  let reading = false;
  const check = async () => {
    if (stopped || reading) return;
    reading = true;
    try {
      const account = await options.read();
      if (!stopped && account !== null && purchaseSignature(account) !== before) {
        stop();
        options.onPurchased(account);
      }
    } finally {
      reading = false;
    }
    if (!stopped && Date.now() - started >= (options.maxMs ?? PURCHASE_WATCH_MS)) stop();
  };
  const onFocus = () => void check();
  const timer = setInterval(() => void check(), pollMs);
  focusTarget?.addEventListener('focus', onFocus);
  function stop() {
    stopped = true;
    clearInterval(timer);
    focusTarget?.removeEventListener('focus', onFocus);
  }
  return stop;
}
