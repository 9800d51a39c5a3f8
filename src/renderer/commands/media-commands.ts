import type { AddedMedia } from '../../shared/api/media-api.js';
import type { MediaFileDialogKind } from '../../shared/api/client.js';
import type { BookMediaKind } from '../../shared/media/book-media.js';
import { toastError, type CommandContext } from './context.js';
import { pick } from './import-commands.js';

const DIALOG: Record<BookMediaKind, MediaFileDialogKind> = {
  image: 'open-media-image',
  sound: 'open-media-sound',
  video: 'open-media-video',
  narration: 'open-media-narration',
  attachment: 'open-attachment',
};

/**
 * Asks for one file and stores it in the project (media.add). Resolves with its media key
 * to put where the book uses it (one undoable edit by the caller), or null when the user
 * cancelled or the file was refused (the refusal is shown as a toast with the spec's text).
 * `maxBytes` is the multimedia size limit a setting chose, if any.
 */
export async function addMediaFile(ctx: CommandContext, kind: BookMediaKind, maxBytes?: number): Promise<AddedMedia | null> {
  const paths = await pick(ctx, DIALOG[kind]);
  const path = paths?.[0];
  if (path === undefined) return null;
  try {
    return await ctx.host.client.call('media.add', maxBytes === undefined ? { path, kind } : { path, kind, maxBytes });
  } catch (error) {
    toastError(ctx, error);
    return null;
  }
}
