/** The run's stored rows: loaded in windows of 500 as the table scrolls, a row opened in full. */
import { useCallback, useMemo, useState } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import type { Names } from './aggregateCharts';
import type { ResultKind } from './columns';
import { FollowStopped } from './FollowStopped';
import { ResultsTable } from './ResultsTable';
import { RowDetail } from './RowDetail';
import type { ResultRow } from './types';
import { useResultWindows, WINDOW } from './usePlayground';

interface Props {
  competitionId: string;
  runId: string;
  kind: ResultKind;
  /** The names the charts use, so a row says the same. */
  names?: Names;
}

export function ResultsSection({ competitionId, runId, kind, names }: Props) {
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const windows = useMemo(() => {
    const list: number[] = [];
    for (let w = Math.floor(range[0] / WINDOW); w <= Math.floor(range[1] / WINDOW); w++) list.push(w);
    return list;
  }, [range]);
  const results = useResultWindows(competitionId, runId, windows);
  const first = results[0]?.data ?? null;
  const total = results.reduce((n, r) => Math.max(n, r.data?.total ?? 0), 0);
  const failed = results.find((r) => r.error);
  const [open, setOpen] = useState<ResultRow | null>(null);

  const rowAt = useCallback(
    (index: number) => {
      const w = windows.indexOf(Math.floor(index / WINDOW));
      return results[w]?.data?.rows[index % WINDOW] as ResultRow | undefined;
    },
    [results, windows],
  );
  const onRange = useCallback((a: number, b: number) => {
    setRange((old) =>
      Math.floor(old[0] / WINDOW) === Math.floor(a / WINDOW) &&
      Math.floor(old[1] / WINDOW) === Math.floor(b / WINDOW)
        ? old
        : [a, b],
    );
  }, []);

  const long =
    open === null
      ? undefined
      : kind === 'cheatsheet'
        ? { text: ((open as { output?: string | null }).output ?? null) as string | null }
        : kind === 'solver-participation'
          ? { text: answerText((open as { answer?: { verdict: boolean; code: string } | null }).answer) }
          : { text: null };

  return (
    <section className="pg-results" aria-label="Results">
      <div className="page__header">
        <h3>Results</h3>
        <span className="muted" data-testid="pg-results-count">
          {total.toLocaleString('en')} stored
          {first?.following ? ' · following live' : ''}
          {first?.track ? ` · ${first.track === 'marathon' ? 'marathon track' : 'solo track'}` : ''}
        </span>
      </div>
      {first && <FollowStopped results={first} />}
      {first?.track === 'marathon' && (
        <p className="muted">
          Marathon: one shared solver process; its rows arrive together when it ends, with “not attempted” for
          problems it did not answer, and no elapsed time per problem.
        </p>
      )}
      {failed?.error && (
        <ErrorPanel
          info={toErrorInfo(failed.error)}
          compact
          context="Could not read some rows"
          onRetry={() => failed.refetch()}
        />
      )}
      <ResultsTable
        kind={kind}
        total={total}
        rowAt={rowAt}
        onRange={onRange}
        onOpen={setOpen}
        selectedId={open?.resultId ?? null}
        names={names}
      />
      {open && <RowDetail kind={kind} row={open} long={long} onClose={() => setOpen(null)} names={names} />}
    </section>
  );
}

function answerText(answer: { verdict: boolean; code: string } | null | undefined): string | null {
  if (!answer) return null;
  return `-- claimed: ${answer.verdict}\n${answer.code}`;
}
