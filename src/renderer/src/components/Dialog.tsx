import type { ReactNode } from 'react';
import { useModalDialog } from '../lib/useModalDialog';
import './Dialog.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  /** A Close button after the actions: the dialog only shows something, nothing to confirm. */
  closeButton?: boolean;
  testId?: string;
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog>: focus moves in and is trapped, Escape closes it, and the
 * page behind is inert. Used for confirmations across the daily-work screens.
 */
export function Dialog({ open, title, onClose, children, actions, closeButton, testId, wide }: Props) {
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog
      ref={dialog.ref}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
      onClose={dialog.onClose}
      // React passes a nested dialog's cancel up the tree: act only on our own.
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
          {(actions || closeButton) && (
            <div className="dialog__actions">
              {actions}
              {closeButton && (
                <button type="button" className="btn" onClick={onClose}>
                  Close
                </button>
              )}
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
