/** Sorting and searching a table's loaded rows (the platform's order is kept until a sort). */
/**
 * A row's field by name. Rows are any objects (a platform's open record, or a typed summary): an
 * object's own fields are what its cells show.
 */
export const fieldOf = (row: object, key: string): unknown => (row as Record<string, unknown>)[key];

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Numbers (and big integers sent as text, exactly) by value, text by locale, absent values last. */
export function compareValues(a: unknown, b: unknown): number {
  const absent = (v: unknown) => v === null || v === undefined;
  if (absent(a) || absent(b)) return absent(a) === absent(b) ? 0 : absent(a) ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string' && INTEGER.test(a) && INTEGER.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const num = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && NUMBER.test(v) ? Number(v) : null;
  const x = num(a);
  const y = num(b);
  if (x !== null && y !== null) return x - y;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

export function sortRows<T extends object>(rows: readonly T[], sort: SortState | null): readonly T[] {
  if (!sort) return rows;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((p, q) => {
      const a = fieldOf(p.row, sort.key);
      const b = fieldOf(q.row, sort.key);
      // Absent values stay last in both directions.
      if (a === null || a === undefined || b === null || b === undefined)
        return compareValues(a, b) || p.i - q.i;
      return sign * compareValues(a, b) || p.i - q.i;
    })
    .map((x) => x.row);
}

/** Rows with a cell containing the query (case-insensitive), as the cells read on screen. */
export function searchRows<T extends object>(
  rows: readonly T[],
  query: string,
  text: (key: string, v: unknown) => string,
): readonly T[] {
  const q = query.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((row) => Object.entries(row).some(([k, v]) => text(k, v).toLowerCase().includes(q)));
}

/** Next sort after a click on a column title: ascending, descending, then the platform's order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : null;
}
