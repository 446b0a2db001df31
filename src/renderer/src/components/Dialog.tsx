import { type ReactNode, useEffect, useRef } from 'react';
import './Dialog.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  testId?: string;
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog>: focus moves in and is trapped, Escape closes it, and the
 * page behind is inert. Used for confirmations across the daily-work screens.
 */
export function Dialog({ open, title, onClose, children, actions, testId, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
      // React passes a nested dialog's close/cancel up the tree: act only on our own.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 className="dialog__title" id={testId ? `${testId}-title` : undefined}>
            {title}
          </h2>
          <div className="dialog__body">{children}</div>
          {actions && <div className="dialog__actions">{actions}</div>}
        </>
      )}
    </dialog>
  );
}
