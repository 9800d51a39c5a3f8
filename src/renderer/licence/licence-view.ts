import type { LicenceStatus } from '../../shared/api/licence-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import { normaliseLicenceCode } from '../../shared/licence/licence-code.js';

/** The code as it will be sent, or the spec's "Please enter a valid registration code!" before any call. */
export function checkedLicenceCode(typed: string): string {
  const code = normaliseLicenceCode(typed);
  if (code === null) throw new AppError('REGISTRATION_CODE_INVALID');
  return code;
}

/** The i18n key of the edition line the panel and the header show. */
export function editionKey(status: LicenceStatus): string {
  return status.edition === 'registered' ? 'licence.panel.registered' : 'licence.panel.trial';
}

/** The day a licence date falls on, in the interface language. */
export function licenceDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
