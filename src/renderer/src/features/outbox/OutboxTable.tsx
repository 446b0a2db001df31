import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OutboxEntryView, OutboxListEntry } from '../../../../shared/contract';
import { isOp, isReadable } from '../../../../shared/contracts/outboxEntry';
import { describeError } from '../../../../shared/errorText';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { entryStateText } from '../../components/outbox/EntryStatus';
import { isUnsure } from '../../components/outbox/unsure';
import { QuotedPlatformText } from '../../components/PlatformText';
import { LocalTime } from '../../components/TimeLeft';

const STATUS_LABEL: Record<OutboxEntryView['status'], string> = {
  pending: 'Pending',
  sending: 'Sending',
  failed: 'Failed',
  done: 'Done',
};

function editorLink(e: OutboxListEntry): string | null {
  const r = e.request;
  if (r === null) return null;
  if (r.op === 'library.update') return `/library/${r.kind}/${encodeURIComponent(r.id)}`;
  if (isOp(e, 'library.create') && e.request.kind !== 'lean-problem') {
    const id = e.result?.id;
    return id === undefined ? null : `/library/${e.request.kind}/${encodeURIComponent(id)}`;
  }
  if (r.op === 'submission.create') return `/competitions/${encodeURIComponent(r.competitionId)}/submissions`;
  return null;
}

/** Where the Outbox page shows a write that may already be on the platform (UnsurePanel). */
export const unsurePanelId = (id: number) => `outbox-unsure-${id}`;

interface Props {
  /** Entries, and those that can no longer be read (failed, with why; they can only be discarded). */
  rows: OutboxListEntry[];
  label: string;
  online: boolean;
  onEdit: (e: OutboxEntryView) => void;
  onRetry: (id: number) => void;
  onDiscard: (e: OutboxListEntry) => void;
}

/** The columns: the entry's number, its state and write in words, when, and what can be done. */
const COLUMNS: readonly DataColumn[] = [
  { key: 'id', title: '#', numeric: true, className: 'faint' },
  { key: 'status', title: 'Status', content: true },
  { key: 'write', title: 'Write', content: true },
  { key: 'createdAt', title: 'Queued' },
  { key: 'attempts', title: 'Attempts', numeric: true },
  { key: 'nextAttemptAt', title: 'Next attempt' },
  { key: 'actions', title: 'Actions', content: true },
];

/** Outbox entries, one row each: state in words, when queued, attempts, and what can be done. */
export function OutboxTable({ rows, label, online, onEdit, onRetry, onDiscard }: Props) {
  const cell = (field: string, e: OutboxListEntry): ReactNode | undefined => {
    const unsure = isUnsure(e);
    switch (field) {
      case 'id':
        return String(e.id);
      case 'status':
        return unsure ? (
          <span className="status-pill status-pill--unsure">Maybe sent</span>
        ) : (
          <span className={`status-pill status-pill--${e.status}`}>{STATUS_LABEL[e.status]}</span>
        );
      case 'write': {
        const words = e.error && e.status === 'failed' && !unsure ? describeError(e.error) : null;
        return (
          <>
            <div>
              <QuotedPlatformText>{e.summary}</QuotedPlatformText>
            </div>
            {e.status !== 'done' && <div className="muted">{entryStateText(e, online)}</div>}
            {unsure && (
              <button type="button" className="outbox-choose" onClick={() => showPanel(e.id)}>
                Settle it in the box above
              </button>
            )}
            {words && (
              <div className="field__error">
                {words.detail} {words.action}
              </div>
            )}
            {e.status === 'done' && e.note && (
              <div className="outbox-note" data-testid="outbox-note">
                {e.note}
              </div>
            )}
          </>
        );
      }
      case 'nextAttemptAt':
        return e.status === 'pending' && e.nextAttemptAt ? (
          <LocalTime iso={e.nextAttemptAt} />
        ) : (
          <span className="faint">—</span>
        );
      case 'actions':
        return <EntryActions e={e} unsure={unsure} onEdit={onEdit} onRetry={onRetry} onDiscard={onDiscard} />;
      default:
        return undefined;
    }
  };
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      label={label}
      className="outbox-table"
      rowKey={(e) => String(e.id)}
      rowData={(e) => ({
        'data-testid': 'outbox-row',
        'data-id': e.id,
        'data-status': e.status,
        'data-unsure': isUnsure(e) ? 'true' : undefined,
        'data-unreadable': isReadable(e) ? undefined : 'true',
      })}
      renderCell={cell}
    />
  );
}

function EntryActions({
  e,
  unsure,
  onEdit,
  onRetry,
  onDiscard,
}: { e: OutboxListEntry; unsure: boolean } & Pick<Props, 'onEdit' | 'onRetry' | 'onDiscard'>) {
  const link = editorLink(e);
  return (
    <div className="entry-actions">
      {e.status === 'failed' && !e.conflict && !unsure && isReadable(e) && (
        <>
          {e.request.op !== 'library.delete' && (
            <button type="button" className="btn btn--small" onClick={() => onEdit(e)}>
              Edit and retry
            </button>
          )}
          <button type="button" className="btn btn--small" onClick={() => onRetry(e.id)}>
            Retry
          </button>
        </>
      )}
      {e.status !== 'done' && e.status !== 'sending' && (
        <button type="button" className="btn btn--small btn--danger" onClick={() => onDiscard(e)}>
          Discard…
        </button>
      )}
      {link && (
        <Link className="btn btn--small btn--ghost" to={link}>
          Open
        </Link>
      )}
    </div>
  );
}

/** Scrolls to the entry's panel and moves the focus there (the app routes by hash: no anchor). */
function showPanel(id: number) {
  const panel = document.getElementById(unsurePanelId(id));
  panel?.scrollIntoView({ block: 'start' });
  panel?.focus();
}
