import { useEffect, useMemo } from 'react';
import type { Igp24LabelFilters } from '../../../../shared/contracts/igp24';
import {
  type BestLine,
  type Closeness,
  closeness,
  compareCloseness,
  pairKey,
} from '../../../../shared/igp24/galois/index';
import { ErrorPanel } from '../../components/ErrorPanel';
import { GroupLabel } from '../../components/GroupLabel';
import { type VirtualColumn, VirtualRow, VirtualTable } from '../../components/VirtualTable';
import { toErrorInfo } from '../../lib/errors';
import { formatInteger } from '../../lib/format';
import { useContractQuery } from '../../stores/query';
import { MinimumDisc } from './MinimumDisc';
import { useClosestPairs } from './useClosestPairs';
import { LABELS_KEY } from './useLabelSync';

const ROW_HEIGHT = 30;
/** The scroller's height at most: sixteen rows. */
const MAX_HEIGHT = 480;

const COLUMNS: readonly VirtualColumn[] = [
  { key: 'label', title: 'Label', width: 'minmax(150px, 1.2fr)' },
  { key: 'r', title: 'r', numeric: true, width: '24px' },
  {
    key: 'teams',
    title: 'Teams',
    numeric: true,
    hover: 'Teams credited with this (label, r)',
    width: '48px',
  },
  {
    key: 'minimum',
    title: 'Minimum |d_K|',
    hover: 'The smallest field discriminant credited for this (label, r)',
    width: 'minmax(110px, 1fr)',
  },
  {
    key: 'best',
    title: 'Your best line',
    hover: 'Your checked line with the smallest d_K whose most likely pair this is',
    width: 'minmax(240px, 2.2fr)',
  },
  {
    key: 'lines',
    title: 'Lines',
    numeric: true,
    hover: 'Your checked lines whose most likely pair this is',
    width: '44px',
  },
];
/** The label query's page limit (contract): the pairs of more distinct labels than this are not shown. */
const MAX_LABELS = 1000;

interface PairRow {
  label: string;
  r: number;
  teams: number;
  discovered: boolean;
  minimumDiscAbs: string | null;
  best: BestLine;
  close: Closeness;
}

/** The filters' labels narrowed to the labels of the user's lines (none: nothing to ask for). */
function narrowed(filters: Igp24LabelFilters, mine: string[]): string[] {
  if (!filters.labels) return mine;
  const wanted = new Set(filters.labels.map((l) => (l.startsWith('24T') ? l : `24T${l}`)));
  return mine.filter((l) => wanted.has(l));
}

/**
 * "Closest to scoring": one row per (label, r) the user's checked lines most likely give, new pairs
 * first, then by the best line's d_K over the pair's minimum. The label filters still apply (one
 * query for those labels); the order is made once per change of the checks or the label copy.
 */
export function ClosestTable({
  filters,
  onTotal,
}: {
  filters: Igp24LabelFilters;
  onTotal?: (total: number | null) => void;
}) {
  const { best, labels: mine } = useClosestPairs();
  const labels = useMemo(() => narrowed(filters, mine), [filters, mine]);
  const q = useContractQuery(
    'igp24.labelsQuery',
    { filters: { ...filters, labels }, offset: 0, limit: MAX_LABELS },
    { enabled: labels.length > 0, refreshOn: [LABELS_KEY], placeholderData: (previous) => previous },
  );
  const rows = useMemo(() => {
    if (labels.length === 0) return [];
    const out: PairRow[] = [];
    for (const row of q.data?.rows ?? [])
      for (const r of row.allowedR) {
        const b = best.get(pairKey(row.t, r));
        if (!b || (filters.r !== null && filters.r !== undefined && filters.r !== r)) continue;
        const sig = row.signatures.find((s) => s.r === r);
        // The state filter per pair too (the query applies it per label).
        if (filters.rState === 'remaining' && sig?.discovered) continue;
        if (filters.rState === 'discovered' && !sig?.discovered) continue;
        out.push({
          label: row.label,
          r,
          teams: sig?.teamCount ?? 0,
          discovered: sig?.discovered ?? false,
          minimumDiscAbs: sig?.minimumDiscAbs ?? null,
          best: b,
          close: closeness(b, sig ?? { r, teamCount: 0, minimumDiscAbs: null, discovered: false }),
        });
      }
    return out.sort((a, b) => compareCloseness(a.close, b.close) || a.best.lineNumber - b.best.lineNumber);
  }, [q.data, best, labels, filters.r, filters.rState]);
  const total = labels.length === 0 ? 0 : q.data ? q.data.total : null;
  useEffect(() => onTotal?.(total), [total, onTotal]);

  if (q.error && !q.data)
    return (
      <ErrorPanel
        info={toErrorInfo(q.error)}
        context="Could not query the label copy"
        onRetry={() => q.refetch()}
      />
    );
  const empty =
    mine.length === 0
      ? 'No checked line has a likely group yet: check and rank lines on the Polynomials tab.'
      : labels.length === 0 || q.data
        ? 'None of your lines’ likely pairs matches these filters.'
        : 'Loading…';
  return (
    <VirtualTable
      label="Pairs closest to scoring"
      columns={COLUMNS}
      count={rows.length}
      rowHeight={ROW_HEIGHT}
      maxHeight={MAX_HEIGHT}
      overscan={15}
      rowKey={(i) => `${rows[i]?.label}:${rows[i]?.r}`}
      empty={<span data-testid="igp24-closest-empty">{empty}</span>}
      foot={
        <>
          {formatInteger(rows.length)} pair{rows.length === 1 ? '' : 's'} · new pairs first, then by your best
          d_K over the minimum
          {mine.length > MAX_LABELS && ` · the first ${formatInteger(MAX_LABELS)} labels of your lines`}
        </>
      }
      className="igp24-vtable"
      testId="igp24-closest-table"
      row={(v) => {
        const p = rows[v.index]!;
        return (
          <VirtualRow key={v.key} item={v} height={ROW_HEIGHT} data-testid="igp24-closest-row">
            <td className="igp24-vtable__label">
              <GroupLabel label={p.label} labelFirst />
            </td>
            <td className="num">{p.r}</td>
            <td className="num">{formatInteger(p.teams)}</td>
            <td className="igp24-vtable__disc">
              <MinimumDisc value={p.minimumDiscAbs} none="Nobody has found this pair yet" />
            </td>
            <td
              className={`igp24-vtable__label ${p.close.rank <= 1 ? 'ok-text' : ''}`}
              title={p.close.words}
              data-testid="igp24-closest-words"
            >
              {p.close.words}
            </td>
            <td className="num">{formatInteger(p.best.lines)}</td>
          </VirtualRow>
        );
      }}
    />
  );
}
