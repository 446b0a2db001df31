import { type ReactNode, useState } from 'react';
// The group names alone (pure data and words), not the ranking's entry galois/index.ts.
import { labelT } from '../../../shared/igp24/galois/groupNames';
import {
  booleanWords,
  fieldHover,
  fieldWords,
  isCopyable,
  isTimeValue,
  orderFields,
  valueWords,
} from '../lib/fieldWords';
import { CopyButton } from './CopyButton';
import { GroupLabel } from './GroupLabel';
import { TableSearch } from './TableSearch';
import { LocalTime } from './TimeLeft';
import { nextSort, type SortState, searchRows, sortRows } from './tableRows';
import './DataTable.css';

type Row = Record<string, unknown>;

/** Union of keys: the server decides the fields, we show all of them (named ones first). */
export function columnsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const k of Object.keys(row)) seen.add(k);
  return orderFields([...seen]);
}

/** Characters past which a number may wrap rather than widen its table beyond its card. */
const LONG_VALUE = 24;

const NUMERIC_TEXT = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Right-align a column when all its values are numbers (or big integers sent as text). */
function isNumericColumn(rows: readonly Row[], key: string): boolean {
  let any = false;
  for (const row of rows) {
    const v = row[key];
    if (v === null || v === undefined) continue;
    if (typeof v === 'number' || (typeof v === 'string' && NUMERIC_TEXT.test(v))) any = true;
    else return false;
  }
  return any;
}

/** Values exactly as sent: no rounding, no thousands separators that could be misread. */
export function cellText(v: unknown): string {
  if (v === null) return '—';
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return booleanWords(v);
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null))
    return v.map(cellText).join(', ');
  return JSON.stringify(v);
}

/**
 * A cell's value on screen: local time for timestamps (ISO on hover), a Copy button for IDs (an ID
 * people copy elsewhere, marked `data-id-text` as one shown on purpose), group names for IGP24
 * labels, words for the codes this version knows (the code on hover).
 */
export function CellValue({ field, v }: { field: string; v: unknown }) {
  if (isTimeValue(field, v)) return <LocalTime iso={v} />;
  // An IGP24 group label (`label`, `bestLabel`, `item.label`) reads with its name: "S24 (24T25000)".
  if (/label$/i.test(field) && typeof v === 'string' && labelT(v) !== null) return <GroupLabel label={v} />;
  const text = cellText(v);
  if (isCopyable(field) && (typeof v === 'string' || typeof v === 'number') && text !== '') {
    return (
      <span className="cell-copy" data-id-text>
        {text} <CopyButton text={text} what={fieldWords(field).title} />
      </span>
    );
  }
  const words = typeof v === 'string' ? valueWords(field, v) : null;
  if (words) return <span title={v as string}>{words}</span>;
  return <>{text}</>;
}

/** A column named by the caller (the order, title and hover it gives), instead of the row's own fields. */
export interface DataColumn {
  key: string;
  title: string;
  hover?: string;
  /** Right-aligned; left out, a column of numbers only is. */
  numeric?: boolean;
  /** Words that wrap onto more lines rather than being cut short (a sentence, not a value). */
  wrap?: boolean;
}

interface Props<T extends Row> {
  rows: readonly T[];
  /** The columns shown, in order; left out, every field of the rows, named by fieldWords. */
  columns?: readonly DataColumn[];
  /** Accessible name of the table. */
  label: string;
  /** The table's data-testid. */
  testId?: string;
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
  /** What the search box suggests typing (a leaderboard's by default). */
  searchHint?: string;
  /** False when the rows are searched elsewhere (a paged table searches every page itself). */
  searchBox?: boolean;
  /** A cell drawn differently (e.g. a team name as a link); undefined keeps the default. */
  renderCell?: (field: string, row: T) => ReactNode | undefined;
}

export function DataTable<T extends Row>({
  rows,
  columns: given,
  label,
  testId,
  maxHeight,
  rowKey,
  rowData,
  firstRowIndex,
  highlight,
  highlightLabel,
  interactive = false,
  searchHint = 'team, label, number…',
  searchBox = true,
  renderCell,
}: Props<T>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [query, setQuery] = useState('');
  const columns = given ? given.map((c) => c.key) : columnsOf(rows);
  const named = new Map(given?.map((c) => [c.key, c]));
  const numeric = new Set(columns.filter((c) => named.get(c)?.numeric ?? isNumericColumn(rows, c)));
  // Only what is on screen is searched (a row may carry more, for its cells' drawing).
  const searchText = (k: string, v: unknown) => (given && !named.has(k) ? '' : cellText(v));
  const shown = interactive ? sortRows(searchBox ? searchRows(rows, query, searchText) : rows, sort) : rows;
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
        <table data-testid={testId}>
          <thead>
            <tr>
              {firstRowIndex !== undefined && (
                <th scope="col" className="num data-table__index" title="Position in this list (not a rank)">
                  #
                </th>
              )}
              {columns.map((c) => {
                const dir = sort?.key === c ? sort.dir : null;
                const title = named.get(c)?.title ?? fieldWords(c).title;
                return (
                  <th
                    key={c}
                    scope="col"
                    className={numeric.has(c) ? 'num' : undefined}
                    title={named.has(c) ? named.get(c)?.hover : fieldHover(c)}
                    data-field={c}
                    aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                  >
                    {interactive ? (
                      <button
                        type="button"
                        className="data-table__sort"
                        onClick={() => setSort(nextSort(sort, c))}
                      >
                        {title}
                        <span aria-hidden="true">{dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => (
              <tr
                // Rows without a key of their own: position within the page is stable for a page.
                key={rowKey?.(row) ?? i}
                {...rowData?.(row)}
                className={highlight?.(row) ? 'is-highlighted' : undefined}
                title={highlight?.(row) ? highlightLabel : undefined}
              >
                {firstRowIndex !== undefined && (
                  <td className="num data-table__index">{firstRowIndex + i + 1}</td>
                )}
                {columns.map((c) => {
                  const v = row[c];
                  const text = cellText(v);
                  const cls = [
                    numeric.has(c) ? 'num' : '',
                    v === null || v === undefined ? 'muted' : '',
                    typeof v === 'object' && v !== null ? 'mono' : '',
                    // A long unbroken value (a 70-digit discriminant) may wrap, whole, in a narrow window.
                    numeric.has(c) && text.length > LONG_VALUE ? 'data-table__long' : '',
                    named.get(c)?.wrap ? 'data-table__wrap' : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td
                      key={c}
                      className={cls || undefined}
                      title={
                        v === undefined
                          ? 'Not sent for this row'
                          : v === null
                            ? 'No value'
                            : text.length > 40
                              ? text
                              : undefined
                      }
                    >
                      {renderCell?.(c, row) ?? <CellValue field={c} v={v} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
