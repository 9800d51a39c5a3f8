import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { AppError } from '../../shared/errors/app-error.js';
import { errorText } from './error-text.js';

async function translator(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { en: { translation: en }, fr: { translation: fr } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  return instance.t;
}

describe('error messages', () => {
  it("fills the spec's %name% placeholders in the user's language", async () => {
    const error = new AppError('PDF_TOO_MANY_PAGES', { pdfLength: 12 });
    expect(errorText(await translator('en'), error)).toBe('The imported PDF should be within 12 pages!');
    expect(errorText(await translator('fr'), error)).toBe('Le PDF importé doit compter au plus 12 pages !');
  });

  it('revives a serialised error from a transport and translates it', async () => {
    const wire = new AppError('PATH_EMPTY').toJSON();
    expect(errorText(await translator('fr'), AppError.fromJSON(wire))).toBe('Le chemin ne peut pas être vide !');
  });

  it('shows anything that is not an AppError as the unknown error, never a stack trace', async () => {
    expect(errorText(await translator('en'), new TypeError('x is undefined'))).toBe('Unknown Error');
  });

  it('follows a publish failure with its error text, and keeps other details out of sight', async () => {
    const failed = new AppError('PUBLISH_PLUGIN_FAILED', { format: 'WordPress' }, 'ENOSPC: no space left on device');
    expect(errorText(await translator('en'), failed)).toBe('Failed to publish the WordPress plug-in! ENOSPC: no space left on device');
    expect(errorText(await translator('en'), new AppError('PROJECT_SAVE_FAILED', {}, 'EACCES'))).toBe('Failed to save project!');
  });
});
