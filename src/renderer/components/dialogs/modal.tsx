import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  /** Escape and the close button call it; omit for a dialog that must be answered. */
  onCancel: () => void;
  children: ReactNode;
  testId: string;
  wide?: boolean;
}

/**
 * A native modal <dialog>: the browser traps focus inside it and turns Escape into a
 * cancel; focus goes back where it was when it closes, so every dialog is keyboard-usable the same way.
 */
export function Modal({ title, onCancel, children, testId, wide = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    // React removes the dialog before this effect's cleanup runs, so the browser's own focus
    // restore has nothing to go back from: remember where focus was and return it by hand
    // (a Delete key press on the page grid works again after answering "no").
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel.current();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    return () => {
      dialog.removeEventListener('cancel', onCancelEvent);
      if (dialog.open) dialog.close();
      if (returnFocusTo?.isConnected === true && !document.querySelector('dialog[open]')) returnFocusTo.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={wide ? 'modal modal-wide' : 'modal'} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="modal-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
