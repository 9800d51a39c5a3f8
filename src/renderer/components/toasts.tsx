import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from '../state/ui-slice.js';
import { useApp } from '../state/store.js';
import { Icon } from './icons.js';
import { TOAST_MS } from './toast-timing.js';

export function Toasts() {
  const toasts = useApp((state) => state.toasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useApp((state) => state.dismissToast);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} data-testid={`toast-${toast.kind}`}>
      <span className="toast-text">{toast.text}</span>
      <button type="button" className="toast-close" onClick={() => dismiss(toast.id)} aria-label={t('common.close')}>
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}
