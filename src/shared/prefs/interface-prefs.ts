import { z } from 'zod';
import { BOOK_LANGUAGE_CODES } from '../features/reader-languages.js';

/**
 * The interface language. The editor is translated into the same 12 locales a book offers
 * its readers, so the one list of codes serves both (a renderer test keeps them equal).
 */
export const InterfaceLanguageSchema = z.enum(BOOK_LANGUAGE_CODES);

/** The devices the live preview can imitate; the renderer maps each to its viewport. */
export const PREVIEW_DEVICE_NAMES = ['pc', 'pad', 'phone'] as const;
export const PreviewDeviceSchema = z.enum(PREVIEW_DEVICE_NAMES);
