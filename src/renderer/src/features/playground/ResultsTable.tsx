/**
 * Every result row of a run in one scrolling table: only the rows in view exist in the DOM (a run
 * can have 10,000 rows), and the caller loads the window the table asks for (`onRange`).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { Names } from './aggregateCharts';
import { type Column, columnsFor, type ResultKind } from './columns';
import type { ResultRow } from './types';

const ROW_HEIGHT = 30;

interface Props {
  kind: ResultKind;
  total: number;
  rowAt: (index: number) => ResultRow | undefined;
  onRange?: (first: number, last: number) => void;
  onOpen: (row: ResultRow) => void;
  selectedId?: string | null;
  names?: Names;
}

export function ResultsTable({ kind, total, rowAt, onRange, onOpen, selectedId, names }: Props) {
  const columns = useMemo(() => columnsFor(kind, names), [kind, names]);
  const grid = columns.map((c) => c.width).join(' ');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Drawn before the scroll box is measured (first paint, tests): assume a typical window.
    initialRect: { width: 900, height: 420 },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (last >= first) onRange?.(first, last);
  }, [first, last, onRange]);

  return (
    <div className="pg-vtable" data-testid="pg-results-table">
      <div
        ref={scrollRef}
        className="pg-vtable__scroll"
        style={{ height: Math.max(96, ROW_HEIGHT * (total + 1) + 2) }}
      >
        <table aria-label="Results" aria-rowcount={total + 1}>
          <thead>
            <tr className="pg-vtable__row pg-vtable__head" style={{ gridTemplateColumns: grid }}>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined} title={c.hint}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody style={{ height: virtualizer.getTotalSize() }}>
            {items.map((v) => {
              const row = rowAt(v.index);
              const classes = [
                'pg-vtable__row',
                v.index % 2 ? 'is-odd' : '',
                row && row.resultId === selectedId ? 'is-selected' : '',
              ];
              return (
                <tr
                  key={v.key}
                  aria-rowindex={v.index + 2}
                  className={classes.filter(Boolean).join(' ')}
                  style={{
                    gridTemplateColumns: grid,
                    height: ROW_HEIGHT,
                    transform: `translateY(${v.start}px)`,
                  }}
                  data-testid="pg-result-row"
                >
                  {row ? <Cells columns={columns} row={row} onOpen={onOpen} /> : <td className="muted">…</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
        {total === 0 && <p className="muted pg-vtable__empty">No results stored yet.</p>}
      </div>
    </div>
  );
}

function Cells({
  columns,
  row,
  onOpen,
}: {
  columns: Column<ResultRow>[];
  row: ResultRow;
  onOpen: (r: ResultRow) => void;
}) {
  return (
    <>
      {columns.map((c, i) => {
        const text = c.text(row);
        return (
          <td
            key={c.key}
            className={c.numeric ? 'num' : undefined}
            title={text.length > 24 ? text : undefined}
          >
            {i === 0 ? (
              <button
                type="button"
                className="pg-link"
                onClick={() => onOpen(row)}
                title="Show this row in full"
              >
                {text}
              </button>
            ) : (
              (c.cell?.(row) ?? text)
            )}
          </td>
        );
      })}
    </>
  );
}
