import { useState } from 'react';
import type { OutboxEntryView, OutboxListEntry } from '../../../../shared/contract';
import { isReadable } from '../../../../shared/contracts/outboxEntry';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { ConflictPanel } from '../../components/outbox/ConflictPanel';
import { DiscardDialog } from '../../components/outbox/DiscardDialog';
import { isUnsure } from '../../components/outbox/unsure';
import { toErrorInfo } from '../../lib/errors';
import { useOnline, useOutboxCommands, useOutboxList, useOutboxSummary } from '../../stores/query';
import { EditEntryDialog } from './EditEntryDialog';
import { OutboxTable } from './OutboxTable';
import { UnsurePanel } from './UnsurePanel';
import './outbox.css';

/** Every write of this connection that is queued, sending, refused, or recently done. */
export function OutboxPage() {
  const queue = useOutboxList();
  const summary = useOutboxSummary().data;
  const online = useOnline();
  const commands = useOutboxCommands();
  const [editing, setEditing] = useState<OutboxEntryView | null>(null);
  const [discarding, setDiscarding] = useState<OutboxListEntry | null>(null);
  const [actionError, setActionError] = useState<ReturnType<typeof toErrorInfo> | null>(null);
  const list = queue.data ?? [];
  const loaded = queue.data !== undefined || queue.error !== null;
  const error = queue.error ? toErrorInfo(queue.error) : null;
  const reload = () => void queue.refetch();
  const open = list.filter((e) => e.status !== 'done');
  const done = list.filter((e) => e.status === 'done').reverse();
  const conflicts = open.filter(isReadable).filter((e) => e.status === 'failed' && e.conflict);
  const unsure = open.filter(isReadable).filter(isUnsure);

  const retry = async (id: number) => {
    setActionError(null);
    try {
      await commands.retry(id);
    } catch (e) {
      setActionError(toErrorInfo(e));
    }
  };

  const table = (rows: OutboxListEntry[], label: string) => (
    <OutboxTable
      rows={rows}
      label={label}
      online={online}
      onEdit={setEditing}
      onRetry={retry}
      onDiscard={setDiscarding}
    />
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
        stays here as failed until you edit and retry, retry or discard it. A write whose answer was lost is
        checked on the platform before it is sent again; when the check cannot tell, it waits here for you to
        say whether it arrived.
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
          {unsure.map((e) => (
            <UnsurePanel key={e.id} entry={e} />
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
