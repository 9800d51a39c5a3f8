import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';
import type { PageLock } from './page-lock.js';

export interface LockDialog {
  /** Opens the dialog for this lock, unless it is open already. */
  open(lock: PageLock): void;
  close(): void;
  readonly isOpen: boolean;
}

/**
 * The password dialog: a user field when the book has several users, the password, the
 * user's hint on request, and "Incorrect Password!" on a wrong try, keeping the dialog open
 * for another. A native modal <dialog>, so focus stays inside and Escape cancels.
 */
export function createLockDialog(parent: HTMLElement, handlers: { unlocked: () => void; cancelled: () => void }): LockDialog {
  const dialog = el('dialog', 'fb-lock', { 'data-testid': 'lock-dialog', 'aria-labelledby': 'fb-lock-title' });
  const form = el('form', 'fb-lock-form');
  const title = el('h2', 'fb-lock-title', { id: 'fb-lock-title' });
  title.textContent = READER_STRINGS.lockTitle;
  const note = el('p', 'fb-lock-note');
  note.textContent = READER_STRINGS.lockNote;
  const userLabel = el('label', 'fb-lock-field');
  const user = el('input', 'fb-field', { type: 'text', autocomplete: 'username', 'data-testid': 'lock-user' });
  userLabel.append(READER_STRINGS.userName, user);
  const passwordLabel = el('label', 'fb-lock-field');
  const password = el('input', 'fb-field', { type: 'password', autocomplete: 'current-password', 'data-testid': 'lock-password' });
  passwordLabel.append(READER_STRINGS.password, password);
  const hint = el('p', 'fb-lock-hint', { 'data-testid': 'lock-hint' });
  const error = el('p', 'fb-field-error', { role: 'alert', 'data-testid': 'lock-error' });
  const hintButton = el('button', 'fb-text-button', { type: 'button', 'data-testid': 'lock-show-hint' });
  hintButton.textContent = READER_STRINGS.showHint;
  const cancel = el('button', 'fb-text-button', { type: 'button', 'data-testid': 'lock-cancel' });
  cancel.textContent = READER_STRINGS.cancel;
  const submit = el('button', 'fb-text-button fb-lock-submit', { type: 'submit', 'data-testid': 'lock-submit' });
  submit.textContent = READER_STRINGS.unlock;
  const actions = el('div', 'fb-lock-actions');
  actions.append(hintButton, cancel, submit);
  form.append(title, note, userLabel, passwordLabel, hint, error, actions);
  dialog.append(form);
  parent.append(dialog);

  let lock: PageLock | null = null;
  let busy = false;

  const setBusy = (value: boolean) => {
    busy = value;
    submit.disabled = value;
    submit.textContent = value ? READER_STRINGS.checking : READER_STRINGS.unlock;
  };
  const finish = (then: () => void) => {
    lock = null;
    if (dialog.open) dialog.close();
    then();
  };

  hintButton.addEventListener('click', () => {
    hint.textContent = lock?.hint(user.value) ?? READER_STRINGS.noHint;
    hint.hidden = false;
  });
  cancel.addEventListener('click', () => finish(handlers.cancelled));
  // Escape: the browser closes the dialog; the reader then goes back as for Cancel.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    if (!busy) finish(handlers.cancelled);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const current = lock;
    if (current === null || busy) return;
    setBusy(true);
    error.textContent = '';
    void current.unlock(user.value, password.value).then((ok) => {
      setBusy(false);
      if (lock !== current) return;
      if (ok) {
        finish(handlers.unlocked);
        return;
      }
      error.textContent = READER_STRINGS.incorrectPassword;
      password.value = '';
      password.focus();
    });
  });

  return {
    open(next) {
      if (dialog.open && lock === next) return;
      lock = next;
      userLabel.hidden = next.kind !== 'users';
      hintButton.hidden = next.kind !== 'users';
      hint.hidden = true;
      error.textContent = '';
      password.value = '';
      setBusy(false);
      if (!dialog.open) dialog.showModal();
      (next.kind === 'users' ? user : password).focus();
    },
    close() {
      lock = null;
      if (dialog.open) dialog.close();
    },
    get isOpen() {
      return dialog.open;
    },
  };
}
