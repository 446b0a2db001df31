/**
 * A table of many rows where only the rows in view exist in the page (a run's 10,000 results, a
 * 1,000-line file's checks, 25,000 labels): rows of one fixed height, placed rather than flowed, in
 * a scroller of a known height whose layout is its own (contain: strict), so rows arriving never lay
 * the page out again. Its header is DataTable's (DataTableHead: titles in words, hovers); its
 * columns are DataTable's with a grid track each.
 */
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type CSSProperties, type Key, type ReactNode, useEffect, useRef } from 'react';
import type { DataColumn } from './DataTable';
import { DataTableHead } from './DataTableHead';
import './VirtualTable.css';

export type { VirtualItem } from '@tanstack/react-virtual';
export { VirtualRow } from './VirtualRow';

/** A DataTable column with its CSS grid track (its width: `40px`, `minmax(96px, 1.2fr)`). */
export interface VirtualColumn extends DataColumn {
  width: string;
}

interface Props {
  /** Accessible name of the table and its scrolling region. */
  label: string;
  columns: readonly VirtualColumn[];
  count: number;
  /** Every row's height (px); the cells keep to it. */
  rowHeight: number;
  /** The header row's height (px): 30 holds one line of titles. */
  headHeight?: number;
  /** The scroller's height at most (px); fewer rows make it shorter. */
  maxHeight: number;
  /** The row at `item.index`: a VirtualRow, or a memoized component that draws one. */
  row: (item: VirtualItem) => ReactNode;
  /** A row's stable key (rows keep their state across an insertion above them). */
  rowKey?: (index: number) => Key;
  /** Rows drawn beyond the view on each side (smoother scrolling, more to draw). */
  overscan?: number;
  /** The rows in view changed: the caller loads them. */
  onRange?: (first: number, last: number) => void;
  /** Shown under the header while there are no rows (null: nothing, e.g. while loading). */
  empty?: ReactNode;
  /** Under the scroller, inside the table's border (a count, the order). */
  foot?: ReactNode;
  /** When this changes (new filters), the scroller goes back to the top. */
  scrollResetKey?: string;
  /** Alternate rows shaded; off where rows have borders enough (taller rows). */
  striped?: boolean;
  /** More classes for the box (a feature's own look of its cells). */
  className?: string;
  testId?: string;
  tableTestId?: string;
  scrollTestId?: string;
}

/** The least height of a table without rows: its header and a line of words under it. */
const EMPTY_BODY = 64;

export function VirtualTable({
  label,
  columns,
  count,
  rowHeight,
  headHeight = 30,
  maxHeight,
  row,
  rowKey,
  overscan = 8,
  onRange,
  empty = null,
  foot,
  scrollResetKey,
  striped = true,
  className,
  testId,
  tableTestId,
  scrollTestId,
}: Props) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: rowKey,
    overscan,
    // Drawn before the scroller is measured (the first paint, tests): its own height.
    initialRect: { width: 900, height: maxHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (last >= first) onRange?.(first, last);
  }, [first, last, onRange]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what changed.
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [scrollResetKey]);

  const body = count === 0 ? EMPTY_BODY : count * rowHeight;
  const grid = { '--vtable-columns': columns.map((c) => c.width).join(' ') } as CSSProperties;
  const named = new Map(columns.map((c) => [c.key, c]));
  const numeric = new Set(columns.filter((c) => c.numeric).map((c) => c.key));
  const classes = ['vtable', striped ? 'vtable--striped' : '', className ?? ''];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid={testId}>
      <section
        ref={scrollRef}
        className="vtable__scroll"
        style={{ height: Math.min(maxHeight, headHeight + body + 2) }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        aria-label={label}
        data-testid={scrollTestId}
      >
        <table aria-label={label} aria-rowcount={count + 1} style={grid} data-testid={tableTestId}>
          <DataTableHead
            columns={columns.map((c) => c.key)}
            named={named}
            numeric={numeric}
            rowClassName="vtable__row vtable__head"
            rowStyle={{ height: headHeight }}
          />
          <tbody style={{ height: virtualizer.getTotalSize() }}>{items.map((item) => row(item))}</tbody>
        </table>
        {count === 0 && empty !== null && <div className="muted vtable__empty">{empty}</div>}
      </section>
      {foot !== undefined && <p className="faint vtable__foot">{foot}</p>}
    </div>
  );
}
