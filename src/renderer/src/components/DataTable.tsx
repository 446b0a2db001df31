import './DataTable.css';

type Row = Record<string, unknown>;

/** Union of keys in first-seen order: the server decides the fields, we show all of them. */
export function columnsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const k of Object.keys(row)) seen.add(k);
  return [...seen];
}

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
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
}

interface Props {
  rows: readonly Row[];
  /** Accessible name of the table. */
  label: string;
  /** Row numbers offset, so page 3 shows its rows' positions in the whole list. */
  firstRowIndex?: number;
  /** Marks rows to pick out, e.g. the caller's own team. */
  highlight?: (row: Row) => boolean;
  highlightLabel?: string;
}

export function DataTable({ rows, label, firstRowIndex, highlight, highlightLabel }: Props) {
  const columns = columnsOf(rows);
  const numeric = new Set(columns.filter((c) => isNumericColumn(rows, c)));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: wide tables scroll; the region must be reachable by keyboard.
    <section className="data-table" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {firstRowIndex !== undefined && (
              <th scope="col" className="num data-table__index" title="Position in this list (not a rank)">
                #
              </th>
            )}
            {columns.map((c) => (
              <th key={c} scope="col" className={numeric.has(c) ? 'num' : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              // Rows have no guaranteed id field; position within the page is stable for a page.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={i}
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
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td
                    key={c}
                    className={cls || undefined}
                    title={
                      v === undefined
                        ? 'Field absent in this row'
                        : v === null
                          ? 'null'
                          : text.length > 40
                            ? text
                            : undefined
                    }
                  >
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
