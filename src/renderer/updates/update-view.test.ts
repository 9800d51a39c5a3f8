import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import type { UpdateState } from '../../shared/updates/update-state.js';
import { localeResources } from '../i18n/locale-resources.js';
import { updateView } from './update-view.js';

async function translator(lng: 'en' | 'de') {
  const instance = i18next.createInstance();
  const resources = localeResources();
  await instance.init({ lng, resources: { en: { translation: resources.en }, de: { translation: resources.de } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  return instance.t;
}

const available = (canInstall: boolean): UpdateState => ({ status: 'available', version: '2.1.0', releaseDate: null, releaseNotes: 'Faster imports', canInstall, installerUrl: 'https://cloud.example.com/updates/Setup-2.1.0.exe' });

describe('the update dialog shows each state of the check', () => {
  it('gives every state its text and its buttons', async () => {
    const t = await translator('en');
    const shown = (state: UpdateState) => {
      const view = updateView(state, t);
      return { message: view.message, buttons: view.actions.map((action) => action.label) };
    };
    expect(shown({ status: 'checking' })).toEqual({ message: 'Checking for updates…', buttons: ['Close'] });
    expect(shown({ status: 'upToDate', version: '2.0.0' })).toEqual({ message: 'Flipbook Studio is up to date (version 2.0.0).', buttons: ['Close'] });
    expect(shown(available(true))).toEqual({ message: 'Version 2.1.0 is available.', buttons: ['Download and install', 'Later'] });
    expect(shown({ status: 'downloading', version: '2.1.0', transferred: 420, total: 1000, percent: 42 })).toEqual({ message: 'Downloading version 2.1.0: 42%', buttons: ['Hide'] });
    expect(shown({ status: 'ready', version: '2.1.0' })).toEqual({ message: 'Version 2.1.0 is downloaded. Restart Flipbook Studio to install it.', buttons: ['Restart', 'Later'] });
    expect(shown({ status: 'error', phase: 'download', error: new AppError('DOWNLOAD_FAILED', {}, 'sha512 mismatch').toJSON() })).toEqual({ message: 'Download failed', buttons: ['Try again', 'Close'] });
    expect(shown({ status: 'error', phase: 'check', error: new AppError('NETWORK').toJSON() })).toEqual({ message: 'The update check failed: Network Error!', buttons: ['Try again', 'Close'] });
  });

  it('shows the release notes and the progress, and retries the step that failed', async () => {
    const t = await translator('en');
    expect(updateView(available(true), t).releaseNotes).toBe('Faster imports');
    expect(updateView({ status: 'downloading', version: '2.1.0', transferred: 1, total: 3, percent: 33.3 }, t).percent).toBe(33.3);
    expect(updateView({ status: 'error', phase: 'download', error: new AppError('DOWNLOAD_FAILED').toJSON() }, t).actions[0]?.action).toBe('download');
    expect(updateView({ status: 'error', phase: 'check', error: new AppError('NETWORK').toJSON() }, t).actions[0]?.action).toBe('check');
  });

  it('says plainly that a host which cannot install only checks, and links the installer instead of offering a download', async () => {
    const view = updateView(available(false), await translator('en'));
    expect(view.actions.map((action) => action.action)).toEqual(['close']);
    expect(view.note).toMatch(/only the installed desktop app downloads and installs updates/);
    expect(view.installerUrl).toBe('https://cloud.example.com/updates/Setup-2.1.0.exe');
  });

  it('speaks the user’s language', async () => {
    expect(updateView({ status: 'ready', version: '2.1.0' }, await translator('de')).actions[0]?.label).toBe('Neu starten');
  });
});
