import type { OpenDialogOptions } from 'electron';
import type { MediaFileDialogKind } from '../../shared/api/client.js';
import { BOOK_MEDIA_EXTENSIONS } from '../../shared/media/book-media.js';

export const MEDIA_DIALOG_KINDS = ['open-media-image', 'open-media-sound', 'open-media-video', 'open-media-narration', 'open-attachment'] as const satisfies readonly MediaFileDialogKind[];

/** The native prompt for one file to add to the book; attachments take any file (the engine refuses .exe). */
export function planMediaFileDialog(kind: MediaFileDialogKind, defaultPath: { defaultPath?: string }): { type: 'open'; options: OpenDialogOptions } {
  const filters =
    kind === 'open-media-image'
      ? [{ name: 'Pictures', extensions: [...BOOK_MEDIA_EXTENSIONS.image] }]
      : kind === 'open-media-sound'
        ? [{ name: 'Sounds', extensions: [...BOOK_MEDIA_EXTENSIONS.sound] }]
        : kind === 'open-media-video'
          ? [{ name: 'Videos', extensions: [...BOOK_MEDIA_EXTENSIONS.video] }]
          : kind === 'open-media-narration'
            ? [{ name: 'MP3', extensions: [...BOOK_MEDIA_EXTENSIONS.narration] }]
            : [{ name: 'All files', extensions: ['*'] }];
  return { type: 'open', options: { ...defaultPath, properties: ['openFile'], filters } };
}
