// A modal on the native <dialog>: focus is trapped and restored by the browser, Escape closes it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';

export function Modal({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom lacks showModal; the open attribute is the same state for tests.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={['modal', className].filter(Boolean).join(' ')}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** The spec's "alert": a message the user acknowledges. */
export function AlertDialog({
  message,
  onClose,
  title,
}: {
  message: string | null;
  onClose: () => void;
  title?: string;
}) {
  const t = useT();
  return (
    <Modal open={message !== null} title={title ?? t(m.alert_title)} onClose={onClose} role="alertdialog">
      <p className="modal-message">{message}</p>
      <div className="modal-actions">
        {/* An alert dialog focuses its only action (WAI-ARIA alertdialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- see the comment above */}
        <button type="button" className="button button-primary" onClick={onClose} autoFocus>
          OK
        </button>
      </div>
    </Modal>
  );
}
