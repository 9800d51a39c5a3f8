import type { SerializedError } from '../errors/app-error.js';
import type { UpdateState } from './update-state.js';

/**
 * What an update driver reports: electron-updater's events in the desktop app (checking-for-
 * update, update-available, update-not-available, download-progress, update-downloaded, error),
 * or the feed check's own in the other hosts. `downloadStarted` has no electron-updater event:
 * the engine reports it when it asks for the download, so the progress bar shows at once.
 */
export type UpdateEvent =
  | { type: 'checking' }
  | { type: 'available'; version: string; releaseDate: string | null; releaseNotes: string | null; canInstall: boolean; installerUrl: string | null }
  | { type: 'notAvailable'; currentVersion: string }
  | { type: 'downloadStarted' }
  | { type: 'progress'; transferred: number; total: number }
  | { type: 'downloaded'; version: string }
  | { type: 'error'; error: SerializedError };

function versionOf(state: UpdateState): string | null {
  return 'version' in state ? state.version : null;
}

/**
 * The next state for an event. Events that make no sense where the state is (a progress
 * report after an error, a second check's "checking" while a download runs) leave it as it
 * is, so a late or repeated event from the driver can never show something untrue.
 */
export function nextUpdateState(state: UpdateState, event: UpdateEvent): UpdateState {
  const busy = state.status === 'downloading' || state.status === 'ready';
  switch (event.type) {
    case 'checking':
      return busy ? state : { status: 'checking' };
    case 'available': {
      if (busy) return state;
      const { type: _type, ...release } = event;
      return { status: 'available', ...release };
    }
    case 'notAvailable':
      return busy ? state : { status: 'upToDate', version: event.currentVersion };
    case 'downloadStarted':
      return state.status === 'available' && state.canInstall ? { status: 'downloading', version: state.version, transferred: 0, total: 0, percent: 0 } : state;
    case 'progress': {
      if (state.status !== 'downloading') return state;
      const total = Math.max(0, event.total);
      const transferred = Math.max(0, Math.min(event.transferred, total || event.transferred));
      return { ...state, transferred, total, percent: total > 0 ? Math.min(100, (transferred / total) * 100) : 0 };
    }
    case 'downloaded': {
      const version = versionOf(state);
      return state.status === 'downloading' || state.status === 'available' ? { status: 'ready', version: version ?? event.version } : state;
    }
    case 'error':
      // electron-updater both emits `error` and rejects: the first report of a failure stands.
      if (state.status === 'ready' || state.status === 'error') return state;
      return { status: 'error', phase: state.status === 'downloading' ? 'download' : 'check', error: event.error };
  }
}
