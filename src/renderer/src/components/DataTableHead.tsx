/**
 * A table's header row: column titles in words with their hovers, sort buttons for the columns
 * that sort. DataTable's, and VirtualTable's (whose row is a grid of its own).
 */
import type { CSSProperties } from 'react';
import { fieldHover, fieldWords } from '../lib/fieldWords';
import type { DataColumn } from './DataTable';
import type { SortState } from './tableRows';

interface Props {
  columns: readonly string[];
  named: ReadonlyMap<string, DataColumn>;
  numeric: ReadonlySet<string>;
  withIndex?: boolean;
  /** The order shown, and the columns whose titles change it (left out: titles only). */
  sort?: SortState | null;
  sortable?: (key: string) => boolean;
  onSort?: (key: string) => void;
  /** A sort button's data-testid. */
  sortTestId?: (key: string) => string;
  /** The header row's class and style (a virtualized table's grid). */
  rowClassName?: string;
  rowStyle?: CSSProperties;
}

const NONE_SORT = () => false;

export function DataTableHead({
  columns,
  named,
  numeric,
  withIndex = false,
  sort = null,
  sortable = NONE_SORT,
  onSort,
  sortTestId,
  rowClassName,
  rowStyle,
}: Props) {
  return (
    <thead>
      <tr className={rowClassName} style={rowStyle}>
        {withIndex && (
          <th scope="col" className="num data-table__index" title="Position in this list (not a rank)">
            #
          </th>
        )}
        {columns.map((c) => {
          const column = named.get(c);
          const dir = sort?.key === c ? sort.dir : null;
          const title = column?.title ?? fieldWords(c).title;
          const words =
            column?.head ?? (column?.titleHidden ? <span className="visually-hidden">{title}</span> : title);
          return (
            <th
              key={c}
              scope="col"
              className={numeric.has(c) ? 'num' : undefined}
              title={column ? column.hover : fieldHover(c)}
              data-field={c}
              aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
            >
              {sortable(c) ? (
                <button
                  type="button"
                  className="data-table__sort"
                  onClick={() => onSort?.(c)}
                  data-testid={sortTestId?.(c)}
                >
                  {words}
                  <span aria-hidden="true">{dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}</span>
                </button>
              ) : (
                words
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
