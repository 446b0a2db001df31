import { ErrorPanel } from '../../components/ErrorPanel';
import { ConflictPanel } from '../../components/outbox/ConflictPanel';
import { EntryStatus, RetryDiscardButtons } from '../../components/outbox/EntryStatus';
import { isUnsure } from '../../components/outbox/unsure';
import { LocalTime } from '../../components/TimeLeft';
import { lockText } from '../../lib/lockText';
import { type EditableKind, KIND_WORDS } from '../../lib/targets';
import type { LibraryDocument } from './useLibraryDocument';

interface Props {
  kind: EditableKind;
  doc: LibraryDocument;
  onDiscardEntry: () => void;
}

/** What the document's state means for you: locked, draft restored, changed elsewhere, the save's fate. */
export function EditorNotices({ kind, doc, onDiscardEntry }: Props) {
  const { locked, restored, serverMoved, saveError, entry, clean } = doc;
  const lock = lockText(kind);
  return (
    <>
      {locked && (
        <div className="notice notice--warn" role="note" data-testid="locked-note">
          <p>
            <strong>{lock.title}.</strong> {lock.detail} {lock.action}
          </p>
          <p>
            <button type="button" className="btn btn--small" onClick={() => void doc.saveAsNew()}>
              Save a copy as a new {KIND_WORDS[kind].one}
            </button>
          </p>
        </div>
      )}
      {restored && (
        <div className="notice" data-testid="draft-restored">
          <p>
            Restored unsaved draft from <LocalTime iso={restored} />.{' '}
            <button
              type="button"
              className="btn btn--small"
              onClick={() => void doc.discardDraft()}
              data-testid="discard-draft"
            >
              Discard draft
            </button>
          </p>
        </div>
      )}
      {serverMoved && (
        <div className="notice notice--warn" data-testid="server-moved">
          <p>
            The server copy was changed elsewhere at <LocalTime iso={serverMoved} />. Your next save will show
            both versions side by side; nothing is overwritten without asking.
          </p>
        </div>
      )}
      {saveError && <ErrorPanel info={saveError} compact context="Could not queue the save" />}
      {entry && entry.status === 'failed' && entry.conflict ? (
        <ConflictPanel entry={entry} onResolved={doc.resolveConflict} />
      ) : entry ? (
        <EntryStatus entry={entry}>
          {entry.status === 'failed' && (
            <>
              {!isUnsure(entry) && (
                <button type="button" className="btn btn--small btn--primary" onClick={() => void doc.save()}>
                  Edit and retry (with the text as it is now)
                </button>
              )}
              <RetryDiscardButtons entry={entry} onDiscard={onDiscardEntry} />
            </>
          )}
        </EntryStatus>
      ) : (
        <p className="editor-state muted" data-testid="save-status" data-status={clean ? 'clean' : 'dirty'}>
          {clean
            ? 'Saved on the server.'
            : 'Unsaved changes — kept as a local draft; Ctrl+S saves to the server.'}
        </p>
      )}
    </>
  );
}
