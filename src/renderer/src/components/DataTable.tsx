import { Fragment, type ReactNode, useState } from 'react';
import { DataTableHead } from './DataTableHead';
import { CellValue, cellText, columnsOf, isNumericColumn, valueCellProps } from './dataTableCells';
import { TableSearch } from './TableSearch';
import { fieldOf, nextSort, type SortState, searchRows, sortRows } from './tableRows';
import './DataTable.css';

export { CellValue, cellText, columnsOf } from './dataTableCells';

/** A column named by the caller (the order, title and hover it gives), instead of the row's own fields. */
export interface DataColumn {
  key: string;
  title: string;
  hover?: string;
  /** The title for screen readers only (a column of boxes). */
  titleHidden?: boolean;
  /** Drawn in the header in place of the title (a "select all" box that names itself). */
  head?: ReactNode;
  /** Right-aligned; left out, a column of numbers only is. */
  numeric?: boolean;
  /** Words that wrap onto more lines rather than being cut short (a sentence, not a value). */
  wrap?: boolean;
  /** Controls or several lines (buttons, a link with its ID, a progress bar): never cut short. */
  content?: boolean;
  /** The cell that names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** More classes for this column's cells (its width, its own look). */
  className?: string;
}

/** An order the caller keeps (the platform sorts, spec's orders): titles of `keys` change it. */
export interface DataTableOrder {
  sort: SortState;
  keys: readonly string[];
  onSort: (key: string) => void;
  /** A sort button's data-testid. */
  testId?: (key: string) => string;
}

interface Props<T extends object> {
  rows: readonly T[];
  /** The columns shown, in order; left out, every field of the rows, named by fieldWords. */
  columns?: readonly DataColumn[];
  /** Accessible name of the table. */
  label: string;
  /** The table's data-testid. */
  testId?: string;
  /** More classes for the table element (its own layout). */
  className?: string;
  /** A row's stable key (rows with boxes or buttons keep theirs across a sort). */
  rowKey?: (row: T) => string;
  /** `data-*` attributes of a row (what tests and links find it by). */
  rowData?: (row: T) => Record<`data-${string}`, string | number | null | undefined>;
  /** Height (pixels or a CSS length) past which the rows scroll under their header. */
  maxHeight?: number | string;
  /** Row numbers offset, so page 3 shows its rows' positions in the whole list. */
  firstRowIndex?: number;
  /** Marks rows to pick out, e.g. the caller's own team. */
  highlight?: (row: T) => boolean;
  highlightLabel?: string;
  /** Column titles sort the loaded rows, and a box searches them. */
  interactive?: boolean;
  /** The order kept by the caller instead (the rows come sorted); see DataTableOrder. */
  order?: DataTableOrder;
  /** What the search box suggests typing (a leaderboard's by default). */
  searchHint?: string;
  /** False when the rows are searched elsewhere (a paged table searches every page itself). */
  searchBox?: boolean;
  /** A cell drawn differently (e.g. a team name as a link); undefined keeps the default. */
  renderCell?: (field: string, row: T) => ReactNode | undefined;
  /** A row opened below a row (its breakdown), or null while it is closed. */
  rowDetail?: (row: T) => ReactNode | null;
}

export function DataTable<T extends object>({
  rows,
  columns: given,
  label,
  testId,
  className,
  maxHeight,
  rowKey,
  rowData,
  firstRowIndex,
  highlight,
  highlightLabel,
  interactive = false,
  order,
  searchHint = 'team, label, number…',
  searchBox = true,
  renderCell,
  rowDetail,
}: Props<T>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(null);
  const [query, setQuery] = useState('');
  const columns = given ? given.map((c) => c.key) : columnsOf(rows);
  const named = new Map(given?.map((c) => [c.key, c]));
  const numeric = new Set(columns.filter((c) => named.get(c)?.numeric ?? isNumericColumn(rows, c)));
  // Only what is on screen is searched (a row may carry more, for its cells' drawing).
  const searchText = (k: string, v: unknown) => (given && !named.has(k) ? '' : cellText(v));
  const searched = interactive && searchBox ? searchRows(rows, query, searchText) : rows;
  const shown = interactive && !order ? sortRows(searched, ownSort) : searched;
  const width = columns.length + (firstRowIndex === undefined ? 0 : 1);
  return (
    <>
      {interactive && searchBox && (
        <TableSearch
          label="Search these rows"
          query={query}
          onQuery={setQuery}
          placeholder={searchHint}
          status={`${shown.length} of ${rows.length} loaded rows`}
        />
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: wide tables scroll; the region must be reachable by keyboard. */}
      <section className="data-table" aria-label={label} tabIndex={0} style={{ maxHeight }}>
        <table data-testid={testId} className={className} aria-label={label}>
          <DataTableHead
            columns={columns}
            named={named}
            numeric={numeric}
            withIndex={firstRowIndex !== undefined}
            sort={order ? order.sort : ownSort}
            sortable={(c) => (order ? order.keys.includes(c) : interactive)}
            onSort={(c) => (order ? order.onSort(c) : setOwnSort(nextSort(ownSort, c)))}
            sortTestId={order?.testId}
          />
          <tbody>
            {shown.map((row, i) => {
              const detail = rowDetail?.(row) ?? null;
              return (
                // Rows without a key of their own: position within the page is stable for a page.
                <Fragment key={rowKey?.(row) ?? i}>
                  <tr
                    {...rowData?.(row)}
                    className={highlight?.(row) ? 'is-highlighted' : undefined}
                    title={highlight?.(row) ? highlightLabel : undefined}
                  >
                    {firstRowIndex !== undefined && (
                      <td className="num data-table__index">{firstRowIndex + i + 1}</td>
                    )}
                    {columns.map((c) => {
                      const column = named.get(c);
                      const v = fieldOf(row, c);
                      const custom = renderCell?.(c, row);
                      // A drawn cell looks as its caller draws it: no value's class or hover.
                      const auto =
                        custom === undefined
                          ? valueCellProps(v, numeric.has(c))
                          : { className: [], title: undefined };
                      const cls = [
                        numeric.has(c) ? 'num' : '',
                        ...auto.className,
                        column?.wrap ? 'data-table__wrap' : '',
                        column?.content ? 'data-table__content' : '',
                        column?.className ?? '',
                      ]
                        .filter(Boolean)
                        .join(' ');
                      const Cell = column?.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={c}
                          scope={column?.rowHeader ? 'row' : undefined}
                          className={cls || undefined}
                          title={auto.title}
                        >
                          {custom ?? <CellValue field={c} v={v} />}
                        </Cell>
                      );
                    })}
                  </tr>
                  {detail !== null && (
                    <tr className="data-table__detail">
                      <td colSpan={width}>{detail}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
