import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { BOOK_MEDIA_KINDS, MEDIA_HARD_CAP_BYTES } from '../media/book-media.js';
import { defineMethods } from './define.js';

const FilePath = localPath();

/** A file stored in the open project for the book to use (see shared/media/book-media.ts). */
export const AddedMediaSchema = z.object({
  /** `media/<hash>.<ext>`: the value to store wherever the book uses the file. */
  key: z.string(),
  /** The file's own name, for lists such as the download files. */
  name: z.string(),
  size: z.number().int().nonnegative(),
});
export type AddedMedia = z.infer<typeof AddedMediaSchema>;

export const mediaMethods = defineMethods({
  /**
   * Copies a file into the open project. Refused with MEDIA_FORMAT (wrong type for the kind),
   * ATTACHMENT_EXE, MEDIA_TOO_LARGE or ATTACHMENT_TOO_LARGE; images must really be images.
   * `maxBytes` raises or lowers the 10 MB multimedia limit (a setting may say so).
   * The book is not changed: the caller stores the key where it belongs, as one undoable edit.
   */
  'media.add': {
    arg: z
      .object({ path: FilePath, kind: z.enum(BOOK_MEDIA_KINDS), maxBytes: z.number().int().positive().max(MEDIA_HARD_CAP_BYTES).optional() })
      .strict(),
    result: AddedMediaSchema,
  },
});
