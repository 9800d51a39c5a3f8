import type { ImportOptions } from '../../shared/domain/import-options.js';
import type { MethodArg, MethodResult } from '../../shared/api/contract.js';
import type { UnsavedChoice } from './unsaved-guard.js';

/** What the import options dialog is about to import: one PDF with its facts, or a merge. */
export type ImportSubject =
  | { kind: 'pdf'; name: string; facts: MethodResult<'pdf.inspect'> }
  | { kind: 'merge'; names: string[] };

/** One PDF of the merge list: its path, its name, and what inspecting it found. */
export interface MergeFile {
  path: string;
  name: string;
  pageCount: number | null;
  /** The translated reason it cannot be merged, e.g. it is password-protected. */
  problem: string | null;
}

/**
 * The one modal dialog shown at a time. Dialogs that ask something carry the callbacks
 * that settle the command waiting for the answer.
 */
/** The cloud panels a command opens once signed in. */
export type CloudPanel = 'cloudAccount' | 'cloudUpload' | 'cloudBooks';

/** What a path typed into the web host's path dialog is for. */
export type PathPurpose = 'saveAs' | 'publish' | 'open' | 'exportTemplate' | 'exportLogs' | 'batchInput';

export type Dialog =
  | { kind: 'unsaved'; answer(choice: UnsavedChoice): void }
  | {
      kind: 'path';
      purpose: PathPurpose;
      initialPath: string;
      /** Rejects with an AppError (e.g. "Path cannot be empty!") to keep the dialog open. */
      submit(path: string): Promise<void>;
      cancel(): void;
    }
  | { kind: 'password'; errorKey: string; submit(password: string): void; cancel(): void }
  | { kind: 'cloudLogin'; /** The panel the user asked for before being asked to sign in. */ next: CloudPanel | null }
  | { kind: 'cloudAccount' }
  | { kind: 'cloudUpload' }
  | { kind: 'cloudBooks' }
  | { kind: 'cloudShare' | 'cloudEmbed'; bookId: string; /** Where Close goes back to: the book list it was opened from, or nowhere. */ back: 'cloudBooks' | null }
  | { kind: 'published'; indexPath: string; pageCount: number; /** i18n keys replacing the HTML wording, e.g. for a plug-in zip. */ messageKey?: string; hints?: PublishedHint[] }
  | { kind: 'publishHtml' | 'publishPlugin'; defaultDir: string }
  | { kind: 'desktopPublish'; format: 'exe' | 'app' }
  | { kind: 'about' }
  | { kind: 'updates' }
  | { kind: 'preferences' }
  | { kind: 'faq' }
  | {
      kind: 'confirm';
      titleKey: string;
      /** Already translated, since some messages carry counts. */
      message: string;
      confirmKey: string;
      danger?: boolean;
      answer(ok: boolean): void;
    }
  | { kind: 'importOptions'; subject: ImportSubject; answer(options: ImportOptions | null): void }
  | { kind: 'merge'; answer(paths: string[] | null): void }
  | { kind: 'largeImages'; message: string; answer(choice: 'include' | 'skip' | 'cancel'): void }
  | { kind: 'addPage'; answer(arg: MethodArg<'pages.add'> | null): void }
  | { kind: 'recover'; items: MethodResult<'project.recoverable'>['items']; recover(id: string): Promise<void>; discard(id: string): Promise<void> }
  | { kind: 'publishApk' }
  /** The batch conversion panel; `defaultOutDir` is offered when no output folder is remembered. */
  | { kind: 'batch'; defaultOutDir: string }
  | { kind: 'multimedia' }
  | { kind: 'registration' };

/** One line of advice under a published path: an i18n key and its values. */
export interface PublishedHint {
  key: string;
  params?: Record<string, string>;
}
