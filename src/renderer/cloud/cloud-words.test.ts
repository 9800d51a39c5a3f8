import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import cloudEn from '../../../locales/cloud/en.json';
import { AppError } from '../../shared/errors/app-error.js';
import type { ErrorCode } from '../../shared/errors/error-codes.js';
import { errorText } from '../i18n/error-text.js';
import { CloudBookSchema } from '../../shared/cloud/cloud-account.js';
import { JOB_KINDS } from '../../shared/jobs/job-kinds.js';
import { bookActions, bookStatusKey } from './book-list.js';
import { uploadStatusKey, type UploadEnd } from './upload-status.js';

type Tree = { [key: string]: string | Tree };

/** The English text of a `cloud.*` key, or undefined; the locales test holds the other 11 to the same keys. */
function english(key: string): string | undefined {
  let node: string | Tree | undefined = cloudEn as Tree;
  for (const part of key.replace(/^cloud\./, '').split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('the cloud panels say every state in words', () => {
  it('has a word for every upload status the engine can reach, in the spec’s terms', () => {
    const words = new Set<string>();
    for (const step of JOB_KINDS.upload.steps) {
      for (const [done, total] of [[0, 0], [0, 4], [2, 4], [4, 4]] as const) words.add(uploadStatusKey({ step, done, total }, null));
    }
    for (const end of ['succeeded', 'failed', 'paused'] as UploadEnd[]) words.add(uploadStatusKey(null, end));
    const missing = [...words].filter((key) => english(key) === undefined);
    expect(missing).toEqual([]);
    expect([...words].map((key) => english(key))).toEqual(
      expect.arrayContaining(['Creating', 'Creating task', 'Task created', 'Checking', 'Checked', 'Start upload', 'Uploading', 'Complete', 'Completing', 'All succeeded', 'Failed', 'Paused']),
    );
  });

  it('names every online book status and operation', () => {
    for (const status of CloudBookSchema.shape.status.options) {
      expect(english(bookStatusKey(status)), status).toBeDefined();
      for (const action of bookActions(status)) expect(english(`cloud.books.actions.${action}`), action).toBeDefined();
    }
  });
});

describe('the cloud panels say the spec’s messages word for word', () => {
  it('shows each failure of the login panel, the upload dialog and the book list as the spec writes it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, showSupportNotice: false });
    const spec: Partial<Record<ErrorCode, string>> = {
      LOGIN_INCORRECT: 'Incorrect email or password',
      LOGIN_ERROR: 'Login Error',
      LOGIN_TIMEOUT: 'Login Timeout',
      NETWORK: 'Network Error!',
      BOOK_TITLE_REQUIRED: 'Please enter book title!',
      UPLOAD_FAILED: 'Upload Failed',
    };
    for (const [code, text] of Object.entries(spec)) expect(errorText(i18n.t, new AppError(code as ErrorCode)), code).toBe(text);
    expect(english('cloud.books.failed')).toBe('Failed to get book list');
  });
});
