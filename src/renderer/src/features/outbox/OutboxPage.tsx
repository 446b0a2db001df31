import { useState } from 'react';
import { Link } from 'react-router';
import type { OutboxEntryView } from '../../../../shared/contract';
import { isOp } from '../../../../shared/contracts/outboxEntry';
import { describeError } from '../../../../shared/errorText';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { ConflictPanel } from '../../components/outbox/ConflictPanel';
import { DiscardDialog } from '../../components/outbox/DiscardDialog';
import { entryStateText } from '../../components/outbox/EntryStatus';
import { LocalTime } from '../../components/TimeLeft';
import { toErrorInfo } from '../../lib/errors';
import { useOnline, useOutboxCommands, useOutboxList, useOutboxSummary } from '../../stores/query';
import { EditEntryDialog } from './EditEntryDialog';
import './outbox.css';

const STATUS_LABEL: Record<OutboxEntryView['status'], string> = {
  pending: 'Pending',
  sending: 'Sending',
  failed: 'Failed',
  done: 'Done',
};

function editorLink(e: OutboxEntryView): string | null {
  const r = e.request;
  if (r.op === 'library.update') return `/library/${r.kind}/${encodeURIComponent(r.id)}`;
  if (isOp(e, 'library.create') && e.request.kind !== 'lean-problem') {
    const id = e.result?.id;
    return typeof id === 'string' ? `/library/${e.request.kind}/${encodeURIComponent(id)}` : null;
  }
  if (r.op === 'submission.create') return `/competitions/${encodeURIComponent(r.competitionId)}/submissions`;
  return null;
}

/** Every write of this connection that is queued, sending, refused, or recently done. */
export function OutboxPage() {
  const queue = useOutboxList();
  const summary = useOutboxSummary().data;
  const online = useOnline();
  const commands = useOutboxCommands();
  const [editing, setEditing] = useState<OutboxEntryView | null>(null);
  const [discarding, setDiscarding] = useState<OutboxEntryView | null>(null);
  const [actionError, setActionError] = useState<ReturnType<typeof toErrorInfo> | null>(null);
  const list = queue.data ?? [];
  const loaded = queue.data !== undefined || queue.error !== null;
  const error = queue.error ? toErrorInfo(queue.error) : null;
  const reload = () => void queue.refetch();
  const open = list.filter((e) => e.status !== 'done');
  const done = list.filter((e) => e.status === 'done').reverse();
  const conflicts = open.filter((e) => e.status === 'failed' && e.conflict);

  const retry = async (id: number) => {
    setActionError(null);
    try {
      await commands.retry(id);
    } catch (e) {
      setActionError(toErrorInfo(e));
    }
  };

  const row = (e: OutboxEntryView) => {
    const link = editorLink(e);
    return (
      <tr key={e.id} data-testid="outbox-row" data-status={e.status}>
        <td className="num faint">{e.id}</td>
        <td>
          <span className={`status-pill status-pill--${e.status}`}>{STATUS_LABEL[e.status]}</span>
        </td>
        <td>
          <div>{e.summary}</div>
          {e.status !== 'done' && <div className="muted">{entryStateText(e, online)}</div>}
          {e.error && e.status === 'failed' && (
            <div className="field__error">
              {describeError(e.error).detail} {describeError(e.error).action}
            </div>
          )}
        </td>
        <td>
          <LocalTime iso={e.createdAt} />
        </td>
        <td className="num">{e.attempts}</td>
        <td>
          {e.status === 'pending' && e.nextAttemptAt ? (
            <LocalTime iso={e.nextAttemptAt} />
          ) : (
            <span className="faint">—</span>
          )}
        </td>
        <td>
          <div className="entry-actions">
            {e.status === 'failed' && !e.conflict && (
              <>
                {e.request.op !== 'library.delete' && (
                  <button type="button" className="btn btn--small" onClick={() => setEditing(e)}>
                    Edit and retry
                  </button>
                )}
                <button type="button" className="btn btn--small" onClick={() => retry(e.id)}>
                  Retry
                </button>
              </>
            )}
            {e.status !== 'done' && e.status !== 'sending' && (
              <button type="button" className="btn btn--small btn--danger" onClick={() => setDiscarding(e)}>
                Discard…
              </button>
            )}
            {link && (
              <Link className="btn btn--small btn--ghost" to={link}>
                Open
              </Link>
            )}
          </div>
        </td>
      </tr>
    );
  };

  const table = (rows: OutboxEntryView[], label: string) => (
    <div className="table-frame">
      <table className="plain-table outbox-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className="num">
              #
            </th>
            <th scope="col">Status</th>
            <th scope="col">Write</th>
            <th scope="col">Queued</th>
            <th scope="col" className="num">
              Attempts
            </th>
            <th scope="col">Next attempt</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </table>
    </div>
  );

  return (
    <div className="page">
      <div className="page__header">
        <h1>Outbox</h1>
        {summary && (
          <span className="muted" data-testid="outbox-summary">
            {summary.pending} pending · {summary.failed} failed
          </span>
        )}
        <button type="button" className="btn btn--small" onClick={reload}>
          Refresh
        </button>
      </div>
      <p className="field__hint">
        Every save and submission is recorded here before it is sent, and stays until the server has it.
        Offline, writes wait and are sent in order when the connection is back. A write the server refuses
        stays here as failed until you edit and retry, retry or discard it.
      </p>
      {error && <ErrorPanel info={error} context="Could not read the outbox" onRetry={reload} />}
      {actionError && <ErrorPanel info={actionError} compact />}
      {!loaded ? (
        <Loading label="Reading the outbox…" />
      ) : (
        <>
          {conflicts.map((e) => (
            <ConflictPanel key={e.id} entry={e} />
          ))}
          <section className="section" aria-labelledby="outbox-open-h">
            <h2 id="outbox-open-h">Waiting or refused ({open.length})</h2>
            {open.length === 0 ? (
              <Empty title="Nothing waiting">
                <p>Every write has reached the server.</p>
              </Empty>
            ) : (
              table(open, 'Waiting or refused writes')
            )}
          </section>
          {done.length > 0 && (
            <section className="section" aria-labelledby="outbox-done-h">
              <h2 id="outbox-done-h">Recently sent ({done.length})</h2>
              {table(done, 'Recently sent writes')}
            </section>
          )}
        </>
      )}
      <EditEntryDialog entry={editing} onClose={() => setEditing(null)} />
      <DiscardDialog entry={discarding} onClose={() => setDiscarding(null)} />
    </div>
  );
}
