import { SHORTCUTS } from '../../../shared/shortcuts';
import { useModalDialog } from '../lib/useModalDialog';
import { KeysText } from './KeysText';

/** F1 or ?: every keyboard shortcut, the same list the application menu is built from. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const dialog = useModalDialog(open, onClose);

  return (
    <dialog
      ref={dialog.ref}
      className="palette shortcuts"
      aria-labelledby="shortcuts-h"
      onClose={dialog.onClose}
      onClick={(e) => e.target === dialog.ref.current && onClose()}
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
