import type { UnsavedChoice } from './unsaved-guard.js';

/**
 * The one modal dialog shown at a time. Dialogs that ask something carry the callbacks
 * that settle the command waiting for the answer.
 */
export type Dialog =
  | { kind: 'unsaved'; answer(choice: UnsavedChoice): void }
  | {
      kind: 'path';
      purpose: 'saveAs' | 'publish';
      initialPath: string;
      /** Rejects with an AppError (e.g. "Path cannot be empty!") to keep the dialog open. */
      submit(path: string): Promise<void>;
      cancel(): void;
    }
  | { kind: 'password'; errorKey: string; submit(password: string): void; cancel(): void }
  | { kind: 'feature'; feature: 'multimedia' | 'cloud' }
  | { kind: 'published'; indexPath: string; pageCount: number }
  | { kind: 'about' };
