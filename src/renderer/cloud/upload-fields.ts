import type { UploadFields } from '../../shared/api/cloud-api.js';
import type { ErrorCode } from '../../shared/errors/error-codes.js';

/** The upload dialog's fields as typed. */
export interface UploadForm {
  title: string;
  keywords: string;
  description: string;
  category: string;
  htmlTextVersion: boolean;
  /** Replace an online book (keeping its link) rather than make a new one. */
  overwrite: boolean;
  /** The online book picked to overwrite, if any. */
  overwriteBookId: string | null;
}

export const EMPTY_UPLOAD_FORM: UploadForm = { title: '', keywords: '', description: '', category: '', htmlTextVersion: false, overwrite: false, overwriteBookId: null };

/**
 * Why the form cannot be uploaded: the spec's "Please enter book title!" (the engine refuses it
 * too; saying it here saves publishing the book first), or overwrite without a book picked.
 */
export function uploadProblem(form: UploadForm): { code: ErrorCode } | { key: string } | null {
  if (form.title.trim() === '') return { code: 'BOOK_TITLE_REQUIRED' };
  if (form.overwrite && form.overwriteBookId === null) return { key: 'cloud.upload.pickBook' };
  return null;
}

/** What cloud.upload is sent: trimmed text, empty fields left out, the overwrite only when chosen. */
export function toUploadFields(form: UploadForm): UploadFields {
  const fields: UploadFields = { title: form.title.trim() };
  for (const name of ['keywords', 'description', 'category'] as const) {
    const value = form[name].trim();
    if (value !== '') fields[name] = value;
  }
  if (form.htmlTextVersion) fields.htmlTextVersion = true;
  if (form.overwrite && form.overwriteBookId !== null) fields.overwriteBookId = form.overwriteBookId;
  return fields;
}
