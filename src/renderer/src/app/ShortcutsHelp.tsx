import { SHORTCUTS } from '../../../shared/shortcuts';
import { type DataColumn, DataTable } from '../components/DataTable';
import { useModalDialog } from '../lib/useModalDialog';
import { KeysText } from './KeysText';

const COLUMNS: readonly DataColumn[] = [
  { key: 'keys', title: 'Keys', rowHeader: true, content: true },
  { key: 'what', title: 'What it does', wrap: true },
];

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
      <DataTable
        rows={SHORTCUTS}
        columns={COLUMNS}
        label="Keyboard shortcuts"
        rowKey={(s) => s.keys}
        renderCell={(field, s) =>
          field === 'keys' ? (
            <KeysText keys={s.keys} />
          ) : (
            <>
              {s.what}
              {s.where && <span className="muted"> · {s.where}</span>}
            </>
          )
        }
      />
      <div className="shortcuts__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog opens on its way out, not on the list's scrolling region. */}
        <button type="button" className="btn" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </dialog>
  );
}
