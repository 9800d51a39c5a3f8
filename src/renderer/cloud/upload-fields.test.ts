import { describe, expect, it } from 'vitest';
import { EMPTY_UPLOAD_FORM, toUploadFields, uploadProblem } from './upload-fields.js';

const BOOK = '4b7d6a56-0b0e-4d0f-9d4e-3f0c1d2e3a4b';

describe('upload form', () => {
  it('asks for a title before anything is published ("Please enter book title!")', () => {
    expect(uploadProblem({ ...EMPTY_UPLOAD_FORM, title: '   ' })).toEqual({ code: 'BOOK_TITLE_REQUIRED' });
    expect(uploadProblem({ ...EMPTY_UPLOAD_FORM, title: 'Almanac' })).toBeNull();
  });

  it('needs a book picked to overwrite one', () => {
    const form = { ...EMPTY_UPLOAD_FORM, title: 'Almanac', overwrite: true };
    expect(uploadProblem(form)).toEqual({ key: 'cloud.upload.pickBook' });
    expect(uploadProblem({ ...form, overwriteBookId: BOOK })).toBeNull();
  });

  it('sends trimmed text, leaves empty fields out, and names the overwritten book only when overwriting', () => {
    expect(toUploadFields({ ...EMPTY_UPLOAD_FORM, title: ' Almanac ', keywords: ' farm ', description: '', category: 'Guides', htmlTextVersion: true, overwriteBookId: BOOK })).toEqual({
      title: 'Almanac',
      keywords: 'farm',
      category: 'Guides',
      htmlTextVersion: true,
    });
    expect(toUploadFields({ ...EMPTY_UPLOAD_FORM, title: 'Almanac', overwrite: true, overwriteBookId: BOOK })).toEqual({ title: 'Almanac', overwriteBookId: BOOK });
  });
});
