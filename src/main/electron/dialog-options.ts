import type { OpenDialogOptions, SaveDialogOptions } from 'electron';
import { z } from 'zod';
import type { FileDialogKind, FileDialogRequest } from '../../shared/api/client.js';
import { APK_DIALOG_KINDS, planApkFileDialog } from './apk-dialog-options.js';
import { MEDIA_DIALOG_KINDS, planMediaFileDialog } from './media-dialog-options.js';

const KINDS = ['open-pdf', 'open-pdfs', 'open-images', 'open-project', 'save-project', 'choose-folder', 'open-cover', 'open-template', 'open-licence'] as const satisfies readonly FileDialogKind[];

/** The dialog request as it arrives over IPC: checked before any dialog is shown. */
export const FileDialogRequestSchema = z
  .object({ kind: z.enum([...KINDS, ...APK_DIALOG_KINDS, ...MEDIA_DIALOG_KINDS]), defaultPath: z.string().max(4096).optional() })
  .strict() satisfies z.ZodType<FileDialogRequest>;

/** A native dialog to show: an open dialog (one or more paths) or a save dialog (one path). */
export type DialogPlan = { type: 'open'; options: OpenDialogOptions } | { type: 'save'; options: SaveDialogOptions };

const PROJECT_FILTER = { name: 'Flipbook Studio project', extensions: ['flipbook'] };

/** Maps each FileDialogKind to the native dialog that serves it, with the right file filters. */
export function planFileDialog(request: FileDialogRequest): DialogPlan {
  const defaultPath = request.defaultPath === undefined ? {} : { defaultPath: request.defaultPath };
  switch (request.kind) {
    case 'open-keystore':
    case 'save-apk':
    case 'save-keystore':
      return planApkFileDialog(request.kind, defaultPath);
    case 'open-media-image':
    case 'open-media-sound':
    case 'open-media-video':
    case 'open-media-narration':
    case 'open-attachment':
      return planMediaFileDialog(request.kind, defaultPath);
    case 'open-pdf':
      return { type: 'open', options: { ...defaultPath, properties: ['openFile'], filters: [{ name: 'PDF', extensions: ['pdf'] }] } };
    case 'open-pdfs':
      return { type: 'open', options: { ...defaultPath, properties: ['openFile', 'multiSelections'], filters: [{ name: 'PDF', extensions: ['pdf'] }] } };
    case 'open-images':
      return {
        type: 'open',
        options: { ...defaultPath, properties: ['openFile', 'multiSelections'], filters: [{ name: 'Images', extensions: ['jpg', 'jpeg', 'png', 'bmp'] }] },
      };
    case 'open-project':
      return { type: 'open', options: { ...defaultPath, properties: ['openFile'], filters: [PROJECT_FILTER] } };
    case 'save-project':
      return { type: 'save', options: { ...defaultPath, filters: [PROJECT_FILTER], properties: ['createDirectory', 'showOverwriteConfirmation'] } };
    case 'choose-folder':
      return { type: 'open', options: { ...defaultPath, properties: ['openDirectory', 'createDirectory'] } };
    case 'open-cover':
      return { type: 'open', options: { ...defaultPath, properties: ['openFile'], filters: [{ name: 'Images', extensions: ['png', 'jpg', 'jpeg'] }] } };
    case 'open-template':
      return { type: 'open', options: { ...defaultPath, properties: ['openFile'], filters: [{ name: 'Flipbook Studio template', extensions: ['fbtemplate'] }] } };
    case 'open-licence':
      return { type: 'open', options: { ...defaultPath, properties: ['openFile'], filters: [{ name: 'Verification file', extensions: ['lic'] }] } };
  }
}
