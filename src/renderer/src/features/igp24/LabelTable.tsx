import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Igp24LabelFilters, Igp24LabelRow } from '../../../../shared/contracts/igp24';
import { ErrorPanel } from '../../components/ErrorPanel';
import { GroupLabel } from '../../components/GroupLabel';
import { type VirtualColumn, VirtualRow, VirtualTable } from '../../components/VirtualTable';
import { toErrorInfo } from '../../lib/errors';
import { formatInteger } from '../../lib/format';
import { useContractQueries } from '../../stores/query';
import { MinimumDisc } from './MinimumDisc';
import { LABELS_KEY } from './useLabelSync';

const CHUNK = 200;
const ROW_HEIGHT = 30;
/** The scroller's height at most: sixteen rows. */
const MAX_HEIGHT = 480;
const ALL_R = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];

/** They fit a 900 px window's card: group names, 13 signature chips, an elided |disc|. */
const COLUMNS: readonly VirtualColumn[] = [
  { key: 'label', title: 'Label', width: 'minmax(150px, 1.2fr)' },
  { key: 't', title: 't', numeric: true, width: '40px' },
  { key: 'signatures', title: 'Signatures r (found / remaining)', width: 'minmax(336px, 2fr)' },
  { key: 'teams', title: 'Teams', numeric: true, width: '40px' },
  { key: 'minimum', title: 'Minimum |disc|', width: 'minmax(110px, 1fr)' },
  { key: 'leaderboard', title: 'Leaderboard', width: '84px' },
];

interface Props {
  filters: Igp24LabelFilters;
  onTotal?: (total: number | null) => void;
  /** The r the filters are about, highlighted in the signature chips. */
  focusR: number | null;
}

/** The windows of 200 rows the table needs: the first (it carries the total) and those in view. */
function chunksInView(first: number, last: number): number[] {
  const chunks = new Set([0]);
  for (let c = Math.floor(first / CHUNK); c <= Math.floor(last / CHUNK); c++) chunks.add(c);
  return [...chunks];
}

/**
 * All matching labels in one scrolling table; only the rows in view exist in the DOM, and rows
 * are read from the core's copy in windows of 200 as they come into view. A new copy
 * (LABELS_KEY) reads the windows again.
 */
export function LabelTable({ filters, onTotal, focusR }: Props) {
  const [range, setRange] = useState({ first: 0, last: 0 });
  const chunkNos = chunksInView(range.first, range.last);
  const reads = useContractQueries(
    'igp24.labelsQuery',
    chunkNos.map((c) => ({ filters, offset: c * CHUNK, limit: CHUNK })),
    { refreshOn: [LABELS_KEY] },
  );
  const rowsOf = (chunk: number) => reads[chunkNos.indexOf(chunk)]?.data?.rows;
  const total = reads.find((r) => r.data)?.data?.total ?? null;
  const onRange = useCallback((first: number, last: number) => setRange({ first, last }), []);
  const key = JSON.stringify(filters);
  // New filters: the first window only, until the table (back at its top) says what is in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters' value.
  useEffect(() => setRange({ first: 0, last: 0 }), [key]);

  useEffect(() => onTotal?.(total), [total, onTotal]);

  const failed = reads.filter((r) => r.error);
  const error = failed[0]?.error ? toErrorInfo(failed[0].error) : null;
  // Ask again for every window that failed.
  const retry = () => {
    for (const r of failed) void r.refetch();
  };

  if (error && total === null)
    return <ErrorPanel info={error} context="Could not query the label copy" onRetry={retry} />;

  return (
    <>
      <VirtualTable
        label="Label progress"
        columns={COLUMNS}
        count={total ?? 0}
        rowHeight={ROW_HEIGHT}
        maxHeight={MAX_HEIGHT}
        overscan={15}
        onRange={onRange}
        scrollResetKey={key}
        empty={total === 0 ? 'No label matches these filters.' : null}
        foot={total === null ? undefined : `${formatInteger(total)} rows · ordered by t`}
        className="igp24-vtable"
        testId="igp24-label-table"
        scrollTestId="igp24-label-scroll"
        row={(v) => {
          const row = rowsOf(Math.floor(v.index / CHUNK))?.[v.index % CHUNK];
          return (
            <VirtualRow key={v.key} item={v} height={ROW_HEIGHT} data-testid="igp24-label-row">
              {row ? <LabelCells row={row} focusR={focusR} /> : <td className="muted vtable__all">…</td>}
            </VirtualRow>
          );
        }}
      />
      {error && <ErrorPanel info={error} compact context="Could not load some label rows" onRetry={retry} />}
    </>
  );
}

function LabelCells({ row, focusR }: { row: Igp24LabelRow; focusR: number | null }) {
  const sigs = new Map(row.signatures.map((s) => [s.r, s]));
  return (
    <>
      <td className="igp24-vtable__label">
        <GroupLabel label={row.label} labelFirst />
      </td>
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
                ? `r = ${r}: found by ${s.teamCount} team${s.teamCount === 1 ? '' : 's'}, smallest |disc| found ${s.minimumDiscAbs}`
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
      <td className="igp24-vtable__disc">
        <MinimumDisc value={row.minimumDiscAbs} none="No pair of this label found yet" />
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
