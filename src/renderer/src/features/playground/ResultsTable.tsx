/**
 * Every result row of a run in one scrolling table: only the rows in view exist in the DOM (a run
 * can have 10,000 rows), and the caller loads the window the table asks for (`onRange`).
 */
import { useMemo } from 'react';
import { VirtualRow, VirtualTable } from '../../components/VirtualTable';
import type { Names } from './aggregateCharts';
import { type Column, columnsFor, type ResultKind } from './columns';
import type { ResultRow } from './types';

const ROW_HEIGHT = 30;
/** The scroller's height at most: thirteen rows. */
const MAX_HEIGHT = 420;

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
  const shown = useMemo(
    () =>
      columns.map((c) => ({ key: c.key, title: c.title, hover: c.hint, width: c.width, numeric: c.numeric })),
    [columns],
  );
  return (
    <VirtualTable
      label="Results"
      columns={shown}
      count={total}
      rowHeight={ROW_HEIGHT}
      maxHeight={MAX_HEIGHT}
      overscan={12}
      onRange={onRange}
      empty="No results stored yet."
      className="pg-vtable"
      testId="pg-results-table"
      row={(v) => {
        const row = rowAt(v.index);
        return (
          <VirtualRow
            key={v.key}
            item={v}
            height={ROW_HEIGHT}
            className={row && row.resultId === selectedId ? 'is-selected' : undefined}
            data-testid="pg-result-row"
          >
            {row ? (
              <Cells columns={columns} row={row} onOpen={onOpen} />
            ) : (
              <td className="muted vtable__all">…</td>
            )}
          </VirtualRow>
        );
      }}
    />
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
