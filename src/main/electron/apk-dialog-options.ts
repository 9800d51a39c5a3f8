import type { OpenDialogOptions, SaveDialogOptions } from 'electron';
import type { ApkFileDialogKind } from '../../shared/api/client.js';

export const APK_DIALOG_KINDS = ['open-keystore', 'save-apk', 'save-keystore'] as const satisfies readonly ApkFileDialogKind[];

const KEYSTORE_FILTER = { name: 'Keystore (PKCS#12)', extensions: ['p12', 'pfx', 'keystore'] };

/** The native prompts of the APK panel, with their file filters. */
export function planApkFileDialog(
  kind: ApkFileDialogKind,
  defaultPath: { defaultPath?: string },
): { type: 'open'; options: OpenDialogOptions } | { type: 'save'; options: SaveDialogOptions } {
  switch (kind) {
    case 'open-keystore':
      return { type: 'open', options: { ...defaultPath, properties: ['openFile'], filters: [KEYSTORE_FILTER] } };
    case 'save-apk':
      return { type: 'save', options: { ...defaultPath, filters: [{ name: 'Android app', extensions: ['apk'] }], properties: ['createDirectory', 'showOverwriteConfirmation'] } };
    case 'save-keystore':
      // A signature is never replaced, so no overwrite prompt: the engine refuses an existing file.
      return { type: 'save', options: { ...defaultPath, filters: [KEYSTORE_FILTER], properties: ['createDirectory'] } };
  }
}
