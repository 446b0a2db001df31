import { useEffect, useRef } from 'react';
import { SHORTCUTS } from '../../../shared/shortcuts';
import { KeysText } from './KeysText';

/** F1 or ?: every keyboard shortcut, the same list the application menu is built from. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="palette shortcuts"
      aria-labelledby="shortcuts-h"
      onClose={onClose}
      onClick={(e) => e.target === dialog.current && onClose()}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <h2 id="shortcuts-h">Keyboard shortcuts</h2>
      <table className="plain-table">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <th scope="row">
                <KeysText keys={s.keys} />
              </th>
              <td>
                {s.what}
                {s.where && <span className="muted"> · {s.where}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="shortcuts__actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
