import type { TFunction } from 'i18next';
import { AppError } from '../../shared/errors/app-error.js';
import type { UpdateState } from '../../shared/updates/update-state.js';
import { errorText } from '../i18n/error-text.js';

/** A button of the update dialog, by what it does. */
export type UpdateAction = 'check' | 'download' | 'restart' | 'close';

/** What the update dialog shows for a state: its message, extras, and its buttons in order. */
export interface UpdateView {
  message: string;
  releaseNotes: string | null;
  /** 0 to 100 while downloading. */
  percent: number | null;
  /** Where the installer is, on a host that cannot install (web host, app run from source). */
  installerUrl: string | null;
  /** Shown when this host only checks: it says so rather than offering a download that cannot install. */
  note: string | null;
  actions: { action: UpdateAction; label: string }[];
}

const close = (t: TFunction) => ({ action: 'close' as const, label: t('updates.close') });

/** The dialog's content for each state of the update check (desktop-app.md section 7). */
export function updateView(state: UpdateState, t: TFunction): UpdateView {
  const view: UpdateView = { message: '', releaseNotes: null, percent: null, installerUrl: null, note: null, actions: [close(t)] };
  switch (state.status) {
    case 'idle':
      return { ...view, message: t('updates.idle'), actions: [{ action: 'check', label: t('updates.check') }, close(t)] };
    case 'checking':
      return { ...view, message: t('updates.checking') };
    case 'upToDate':
      return { ...view, message: t('updates.upToDate', { version: state.version }) };
    case 'available':
      return {
        ...view,
        message: t('updates.available', { version: state.version }),
        releaseNotes: state.releaseNotes,
        ...(state.canInstall
          ? { actions: [{ action: 'download', label: t('updates.download') }, { action: 'close', label: t('updates.later') }] }
          : { note: t('updates.desktopOnly'), installerUrl: state.installerUrl }),
      };
    case 'downloading':
      return { ...view, message: t('updates.downloading', { version: state.version, percent: Math.floor(state.percent) }), percent: state.percent, actions: [{ action: 'close', label: t('updates.hide') }] };
    case 'ready':
      return { ...view, message: t('updates.ready', { version: state.version }), actions: [{ action: 'restart', label: t('updates.restart') }, { action: 'close', label: t('updates.later') }] };
    case 'error':
      return {
        ...view,
        // A failed download is the spec's "Download failed"; a failed check says why (Network Error!…).
        message: state.phase === 'download' ? t('errors.downloadFailed') : t('updates.checkFailed', { reason: errorText(t, AppError.fromJSON(state.error)) }),
        actions: [{ action: state.phase === 'download' ? 'download' : 'check', label: t('updates.retry') }, close(t)],
      };
  }
}
