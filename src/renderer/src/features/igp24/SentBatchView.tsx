import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Igp24Item, SubmissionDto } from '../../../../shared/api';
import { isOp } from '../../../../shared/contracts/outboxEntry';
import { CopyButton } from '../../components/CopyButton';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { ErrorPanel } from '../../components/ErrorPanel';
import { GroupLabel } from '../../components/GroupLabel';
import { LongNumber } from '../../components/LongNumber';
import { EntryStatus } from '../../components/outbox/EntryStatus';
import { PlatformText } from '../../components/PlatformText';
import { booleanWords, fieldHover, fieldWords } from '../../lib/fieldWords';
import { formatInteger, localTime, parseDate } from '../../lib/format';
import { useOutboxEntry } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import { shortLine } from './diagnostics';
import { igp24Actions, type SentBatch, useIgp24Store } from './igp24Store';
import { settled, useBatch } from './useBatch';
import { IGP24_ID } from './useIgp24Spec';

/** The submissions sent from this window, newest first, each followed until every line settled. */
export function SentBatches() {
  const sent = useIgp24Store((s) => s.sent);
  if (sent.length === 0) return null;
  return (
    <section className="card section" aria-labelledby="igp24-sent-h">
      <h2 id="igp24-sent-h">Sent from here</h2>
      {sent.map((b) => (
        <SentBatchView key={b.outboxId} batch={b} />
      ))}
    </section>
  );
}

function SentBatchView({ batch }: { batch: SentBatch }) {
  const { entry } = useOutboxEntry(batch.outboxId);
  const result = entry?.status === 'done' && isOp(entry, 'submission.create') ? entry.result : null;
  const { batch: status, error } = useBatch(result?.batchId ?? null, result?.submissionId);
  const done = settled(status);
  // Until the first status read, the POST's own lists (queued, rejected at once).
  const items = status?.items ?? [...(result?.queuedPolynomials ?? []), ...(result?.failedPolynomials ?? [])];
  return (
    <div className="igp24-sent" data-testid="igp24-sent">
      <div className="igp24-sent__head">
        <strong>
          {formatInteger(batch.lines.length)} line{batch.lines.length === 1 ? '' : 's'}
        </strong>
        <span className="muted"> · queued {localTime(parseDate(batch.sentAt)!)}</span>
        <button
          type="button"
          className="btn btn--small btn--ghost"
          onClick={() => igp24Actions.dismissSent(batch.outboxId)}
          title="Remove from this list (the submission stays on the platform and in History)"
        >
          Dismiss
        </button>
      </div>
      {entry ? (
        <EntryStatus entry={entry} doneWord="Submitted" testId="igp24-entry-status" />
      ) : (
        <p className="muted">Waiting for the outbox…</p>
      )}
      {entry?.status === 'pending' && entry.error && (
        <ErrorPanel info={entry.error} compact context="Waiting in the outbox; it is sent automatically" />
      )}
      {entry?.rateLimit && entry.rateLimit.remaining !== null && (
        <p className="muted" data-testid="igp24-entry-quota">
          Daily submissions left after this one: <strong>{entry.rateLimit.remaining}</strong> of{' '}
          {entry.rateLimit.limit ?? '?'}
          {entry.rateLimit.resetAt && <> (resets {localTime(parseDate(entry.rateLimit.resetAt)!)})</>}
        </p>
      )}
      {result && (
        <p data-testid="igp24-batch-summary">
          Batch <code>{result.batchId ?? '—'}</code> · submission <code>{result.submissionId}</code>:{' '}
          <strong data-testid="igp24-queued-count">{result.queuedCount ?? 0}</strong> queued,{' '}
          <strong data-testid="igp24-rejected-count">{result.rejectedCount ?? 0}</strong> rejected at once ·{' '}
          {done ? (
            <span className="ok-text" data-testid="igp24-batch-done">
              verification complete
            </span>
          ) : (
            <span className="muted">verifying… (checked every second)</span>
          )}{' '}
          ·{' '}
          <Link to={`/competitions/${IGP24_ID}/submissions/${encodeURIComponent(result.submissionId)}`}>
            record
          </Link>
        </p>
      )}
      {error && <ErrorPanel info={error} compact context="Could not read the batch status" />}
      {items.length > 0 && <ItemsTable items={items} lines={batch.lines} lineNumbers={batch.lineNumbers} />}
      {done && result && <RecordNote submissionId={result.submissionId} />}
    </div>
  );
}

/**
 * Lines of a submission still waiting for the verifier. The POST answer carries them at the top
 * level (spec 2.5); stored records keep them under `payload.queuedPolynomials`: read both.
 */
export function queuedCount(s: Pick<SubmissionDto, 'queuedPolynomials' | 'payload'>): number {
  const top = s.queuedPolynomials?.length ?? 0;
  const stored = s.payload?.queuedPolynomials;
  return Math.max(top, Array.isArray(stored) ? stored.length : 0);
}

/** The stored record, read once verification completed: its counts, as the platform keeps them. */
function RecordNote({ submissionId }: { submissionId: string }) {
  const rec = useCached('submissions.get', { competitionId: IGP24_ID, submissionId });
  const d = rec.data;
  if (!d) return null;
  return (
    <p className="muted" data-testid="igp24-record">
      Stored record: {d.verifiedPolynomials?.length ?? 0} accepted, {d.failedPolynomials?.length ?? 0}{' '}
      rejected
      {queuedCount(d) > 0 && `, ${queuedCount(d)} still queued`}
      {d.description && (
        <>
          {' '}
          · “<PlatformText>{d.description}</PlatformText>”
        </>
      )}
    </p>
  );
}

const FIELDS = ['scoreable', 'scoringStatus', 'inBaseline', 'baselineUnlocked', 'discSource'] as const;

/** Per-line results (batch status items or a record's lists), with the sent line beside each. */
export function ItemsTable({
  items,
  lines,
  lineNumbers,
}: {
  items: readonly Igp24Item[];
  lines?: readonly string[];
  lineNumbers?: readonly number[];
}) {
  const sorted = [...items].sort((a, b) => a.polynomialIndex - b.polynomialIndex);
  const cell = (field: string, it: Igp24Item): ReactNode | undefined => {
    // Igp24Item is a loose object: the platform's extra fields are there, as unknown.
    const str = (k: string) => {
      const v = it[k];
      return typeof v === 'string' ? v : null;
    };
    const line = lines?.[it.polynomialIndex];
    switch (field) {
      case 'line':
        return (
          <span title={line}>
            {lineNumbers?.[it.polynomialIndex] !== undefined && (
              <span className="muted">L{lineNumbers[it.polynomialIndex]} </span>
            )}
            {shortLine(line ?? '', 32)}{' '}
            {line && <CopyButton text={line} what={`line ${it.polynomialIndex}`} />}
          </span>
        );
      case 'status':
        return (
          <span
            className={`badge badge--${it.status === 'accepted' ? 'ok' : it.status === 'rejected' ? 'danger' : 'neutral'}`}
          >
            {it.status}
          </span>
        );
      case 'label':
        return it.label ? (
          <Link
            to={`/igp24?tab=explorer&labels=${encodeURIComponent(it.label)}`}
            data-testid="igp24-item-label"
          >
            <GroupLabel label={it.label} />
          </Link>
        ) : (
          '—'
        );
      case 'scoring': {
        const flags = FIELDS.filter((k) => it[k] !== undefined).map((k) => {
          const v = it[k];
          return `${fieldWords(k).title}: ${typeof v === 'boolean' ? booleanWords(v) : String(v)}`;
        });
        return flags.length ? flags.join(' · ') : '—';
      }
      case 'fieldDiscAbs':
      case 'baselineDiscAbs': {
        const v = str(field);
        return v ? (
          <Disc value={v} what={field === 'fieldDiscAbs' ? 'field |disc|' : 'baseline |disc|'} />
        ) : (
          '—'
        );
      }
      case 'reason':
        return [it.reason, str('scoringReason'), str('noScoreReason')].filter(Boolean).join(' · ') || '—';
      default:
        return undefined;
    }
  };
  const columns: DataColumn[] = [
    named('polynomialIndex', { numeric: true }),
    ...(lines ? [{ key: 'line', title: 'Sent line', content: true, className: 'mono' }] : []),
    named('status', { content: true }),
    named('label', { content: true }),
    named('t', { numeric: true }),
    named('r', { numeric: true }),
    {
      key: 'scoring',
      title: 'Scoring',
      hover: 'How the platform scored the line',
      className: 'igp24-flags',
      wrap: true,
    },
    named('fieldDiscAbs', { content: true, className: 'igp24-disc' }),
    named('baselineDiscAbs', { content: true, className: 'igp24-disc' }),
    named('reason', { wrap: true }),
  ];
  return (
    <DataTable
      rows={sorted}
      columns={columns}
      label="Per-line results"
      testId="igp24-items"
      className="igp24-table"
      maxHeight={460}
      rowKey={(it) => String(it.polynomialIndex)}
      rowData={(it) => ({ 'data-testid': 'igp24-item', 'data-status': it.status })}
      renderCell={cell}
    />
  );
}

/** A column of one of the platform's fields: its title in words, the explanation and name on hover. */
function named(key: string, more: Omit<DataColumn, 'key' | 'title' | 'hover'> = {}): DataColumn {
  return { key, title: fieldWords(key).title, hover: fieldHover(key), ...more };
}

function Disc({ value, what }: { value: string; what: string }) {
  return <LongNumber value={value} copy={what} />;
}
