import { type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * Keeps a native modal <dialog> in step with `open`, and reports a close only when it really is
 * closed. The dialog's `close` event is queued as a task: when the dialog closes and opens again
 * quickly (Escape, then F1 at once), the late event of the first close arrives while the second is
 * showing and must not close it. React also passes a nested dialog's close up the tree; only the
 * dialog's own counts.
 */
export function useModalDialog(
  open: boolean,
  onClose: () => void,
  onOpened?: (d: HTMLDialogElement) => void,
) {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useRef(onOpened);
  opened.current = onOpened;
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      opened.current?.(d);
    }
    if (!open && d.open) d.close();
  }, [open]);
  const onDialogClose = (e: SyntheticEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget && !e.currentTarget.open) onClose();
  };
  return { ref, onClose: onDialogClose };
}
