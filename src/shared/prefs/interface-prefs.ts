import { z } from 'zod';
import { BOOK_LANGUAGE_CODES } from '../features/reader-languages.js';

/**
 * The interface language. The editor is translated into the same 12 locales a book offers
 * its readers; both take their codes from the one list in shared/i18n/languages.ts.
 */
export const InterfaceLanguageSchema = z.enum(BOOK_LANGUAGE_CODES);

/** The devices the live preview can imitate; the renderer maps each to its viewport. */
export const PREVIEW_DEVICE_NAMES = ['pc', 'pad', 'phone'] as const;
export const PreviewDeviceSchema = z.enum(PREVIEW_DEVICE_NAMES);
