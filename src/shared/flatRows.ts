/**
 * Leaderboard, standing, placement and search rows as flat records a table can show (spec 4.1 and
 * 2.10 do not show their fields, and a platform may nest them: `{ team: { number, label } }`).
 * One flattening for every table of them: the CLI's, the app's, and the CSV export.
 *
 * - A nested object becomes dotted columns: `team.number`, `team.label`, down to FLAT_DEPTH names
 *   (`a.b.c`); an object still deeper, or an empty one, is shown as its compact JSON text.
 * - A list of plain values is one text, its values joined with ", ".
 * - A list that holds objects or lists is its compact JSON text: nothing is lost (a count would
 *   drop the data from the CSV export), and such lists are rare in these rows.
 * - Plain values stay as they are, so numbers stay numbers (CSV, right-aligned columns).
 * Raw rows are still what `--json` prints and what the cache keeps.
 */

export type FlatValue = string | number | boolean | null;
export type FlatRow = Record<string, FlatValue>;

/** Names in a dotted column at most: `team.captain.name`. */
export const FLAT_DEPTH = 3;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function plain(v: unknown): FlatValue {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v.toString();
  if (v === undefined) return null;
  if (Array.isArray(v)) {
    if (v.some((x) => typeof x === 'object' && x !== null)) return JSON.stringify(v);
    return v.map((x) => (x === null || x === undefined ? '' : String(x))).join(', ');
  }
  return JSON.stringify(v);
}

function flattenInto(out: FlatRow, prefix: string, value: Record<string, unknown>, level: number): void {
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    // A field the platform itself named with a dot keeps its value: the first one wins.
    if (Object.hasOwn(out, name)) continue;
    if (isRecord(v) && level < FLAT_DEPTH && Object.keys(v).length > 0) flattenInto(out, name, v, level + 1);
    else out[name] = plain(v);
  }
}

/** One row with nested objects spread into dotted columns. */
export function flattenRow(row: Record<string, unknown>): FlatRow {
  const out: FlatRow = {};
  flattenInto(out, '', row, 1);
  return out;
}

/**
 * The columns a reader wants most, in this order: where the team stands, who the team is, what it
 * scored. Matched on the first name of a dotted column, so `team.label` is a team column.
 */
const LEADING: readonly RegExp[] = [
  /^(rank|position|place)$/,
  /^team(Id|Name|Number|Label)?$/,
  /^(score|points|total)$/,
];

function leadingGroup(column: string): number {
  const first = column.split('.')[0] ?? column;
  const i = LEADING.findIndex((re) => re.test(first));
  return i === -1 ? LEADING.length : i;
}

/** Rank, team and score columns first (in that order), the rest after them as given. */
export function readerOrder(columns: readonly string[]): string[] {
  return columns
    .map((c, i) => ({ c, i, g: leadingGroup(c) }))
    .sort((a, b) => a.g - b.g || a.i - b.i)
    .map((x) => x.c);
}

/** Whether a column is one of the leading ones (rank, team, score). */
export function isLeadingColumn(column: string): boolean {
  return leadingGroup(column) < LEADING.length;
}

/** Flat rows and the union of their columns (first seen first), leading columns first. */
export function flatTable(rows: readonly Record<string, unknown>[]): { columns: string[]; rows: FlatRow[] } {
  const flat = rows.map(flattenRow);
  const seen = new Set<string>();
  for (const row of flat) for (const k of Object.keys(row)) seen.add(k);
  return { columns: readerOrder([...seen]), rows: flat };
}
