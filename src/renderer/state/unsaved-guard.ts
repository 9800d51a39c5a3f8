/** What the user answered to "Save changes?". */
export type UnsavedChoice = 'save' | 'discard' | 'cancel';

/** The next step after the user answers, or at once when nothing needs saving. */
export type GuardStep = 'proceed' | 'ask' | 'save' | 'saveAs' | 'abort';

/** Before leaving a project (new, open, import, close): ask only when there are unsaved edits. */
export function stepBeforeLeaving(project: { dirty: boolean } | null, hasPendingEdits: boolean): GuardStep {
  if (project === null) return 'proceed';
  return project.dirty || hasPendingEdits ? 'ask' : 'proceed';
}

/** A never-saved project has nowhere to save to, so "Save" means "Save As" for it. */
export function stepAfterChoice(choice: UnsavedChoice, project: { path: string | null }): GuardStep {
  if (choice === 'cancel') return 'abort';
  if (choice === 'discard') return 'proceed';
  return project.path === null ? 'saveAs' : 'save';
}
