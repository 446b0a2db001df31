import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { Igp24LabelFilters, Igp24LabelRow } from '../../../../shared/contracts/igp24';
import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import { formatInteger } from '../../lib/format';

const CHUNK = 200;
const ROW_HEIGHT = 30;
const ALL_R = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];

interface Props {
  filters: Igp24LabelFilters;
  /** Changes whenever the local copy changed: everything is asked again. */
  version: number;
  onTotal?: (total: number | null) => void;
  /** The r the filters are about, highlighted in the signature chips. */
  focusR: number | null;
}

/**
 * All matching labels in one scrolling table; only the rows in view exist in the DOM, and rows
 * are fetched from the core's copy in windows of 200 as they come into view.
 */
export function LabelTable({ filters, version, onTotal, focusR }: Props) {
  const key = JSON.stringify(filters);
  const [total, setTotal] = useState<number | null>(null);
  const [chunks, setChunks] = useState<Record<number, Igp24LabelRow[]>>({});
  /** Chunks whose last query failed (a chunk that loads later drops out). */
  const [failed, setFailed] = useState<Record<number, ApiErrorInfo>>({});
  const inflight = useRef(new Set<number>());
  const generation = useRef(0);
  const scrollRef = useRef<HTMLDivElement>(null);

  const load = (chunk: number, gen: number) => {
    if (inflight.current.has(chunk)) return;
    inflight.current.add(chunk);
    call('igp24.labelsQuery', { filters, offset: chunk * CHUNK, limit: CHUNK })
      .then((res) => {
        if (gen !== generation.current) return;
        setTotal(res.total);
        setChunks((c) => ({ ...c, [chunk]: res.rows }));
        setFailed((f) => {
          if (!(chunk in f)) return f;
          const { [chunk]: _, ...rest } = f;
          return rest;
        });
      })
      .catch((e) => {
        if (gen === generation.current) setFailed((f) => ({ ...f, [chunk]: toErrorInfo(e) }));
      })
      .finally(() => {
        if (gen === generation.current) inflight.current.delete(chunk);
      });
  };

  // New filters or a new copy: start over at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters' value.
  useEffect(() => {
    generation.current++;
    inflight.current = new Set();
    setChunks({});
    setFailed({});
    setTotal(null);
    scrollRef.current?.scrollTo({ top: 0 });
    load(0, generation.current);
  }, [key, version]);

  useEffect(() => onTotal?.(total), [total, onTotal]);

  const virtualizer = useVirtualizer({
    count: total ?? 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 15,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch what the visible window needs.
  useEffect(() => {
    if (total === null) return;
    for (let c = Math.floor(first / CHUNK); c <= Math.floor(last / CHUNK); c++)
      if (!chunks[c]) load(c, generation.current);
  }, [first, last, total, chunks]);

  const error = Object.values(failed)[0] ?? null;
  // Ask again for every chunk that failed (and, before the first answer, for the first one).
  const retry = () => {
    const chunkNos = Object.keys(failed).map(Number);
    setFailed({});
    for (const c of total === null ? [0] : chunkNos) load(c, generation.current);
  };

  if (error && total === null)
    return <ErrorPanel info={error} context="Could not query the label copy" onRetry={retry} />;

  return (
    <div className="igp24-vtable" data-testid="igp24-label-table">
      <div ref={scrollRef} className="igp24-vtable__scroll" data-testid="igp24-label-scroll">
        <table aria-label="Label progress" aria-rowcount={total === null ? undefined : total + 1}>
          <thead>
            <tr className="igp24-vtable__row igp24-vtable__head">
              <th scope="col">Label</th>
              <th scope="col" className="num">
                t
              </th>
              <th scope="col">Signatures r (found / remaining)</th>
              <th scope="col" className="num">
                Teams
              </th>
              <th scope="col">Minimum |disc|</th>
              <th scope="col">Leaderboard</th>
            </tr>
          </thead>
          <tbody style={{ height: virtualizer.getTotalSize() }}>
            {items.map((v) => {
              const row = chunks[Math.floor(v.index / CHUNK)]?.[v.index % CHUNK];
              return (
                <tr
                  key={v.key}
                  aria-rowindex={v.index + 2}
                  className={v.index % 2 ? 'igp24-vtable__row is-odd' : 'igp24-vtable__row'}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${v.start}px)` }}
                  data-testid="igp24-label-row"
                >
                  {row ? (
                    <LabelCells row={row} focusR={focusR} />
                  ) : (
                    <td className="muted" colSpan={6}>
                      …
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
        {total === 0 && <p className="muted igp24-vtable__empty">No label matches these filters.</p>}
      </div>
      {error && <ErrorPanel info={error} compact context="Could not load some label rows" onRetry={retry} />}
      {total !== null && (
        <p className="faint igp24-vtable__foot">{formatInteger(total)} rows · ordered by t</p>
      )}
    </div>
  );
}

function LabelCells({ row, focusR }: { row: Igp24LabelRow; focusR: number | null }) {
  const sigs = new Map(row.signatures.map((s) => [s.r, s]));
  return (
    <>
      <td className="mono">{row.label}</td>
      <td className="num">{row.t}</td>
      <td>
        <span className="igp24-sigs">
          {ALL_R.map((r) => {
            const s = sigs.get(r);
            const allowed = row.allowedR.includes(r);
            const cls = !allowed ? 'is-na' : s?.discovered ? 'is-found' : 'is-open';
            const title = !allowed
              ? `r = ${r} is not allowed for ${row.label}`
              : s?.discovered
                ? `r = ${r}: found by ${s.teamCount} team${s.teamCount === 1 ? '' : 's'}, minimum |disc| ${s.minimumDiscAbs}`
                : `r = ${r}: remaining (nobody found it yet)`;
            return (
              <span key={r} className={`igp24-sig ${cls}${focusR === r ? ' is-focus' : ''}`} title={title}>
                {allowed ? r : ''}
              </span>
            );
          })}
        </span>
      </td>
      <td className="num">{row.teamCount}</td>
      <td className="mono igp24-vtable__disc" title={row.minimumDiscAbs ?? 'undiscovered'}>
        {row.minimumDiscAbs ?? <span className="faint">—</span>}
      </td>
      <td>
        <Link
          to="/competitions/igp24/leaderboard"
          title={`Search placements with t = ${row.t} on the leaderboard`}
        >
          placements
        </Link>
      </td>
    </>
  );
}
