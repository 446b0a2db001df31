/** What a DataTable cell shows for a value: words, local times, group names, Copy buttons. */
// The group names alone (pure data and words), not the ranking's entry galois/index.ts.
import { labelT } from '../../../shared/igp24/galois/groupNames';
import {
  booleanWords,
  fieldWords,
  isCopyable,
  isTimeValue,
  orderFields,
  valueWords,
} from '../lib/fieldWords';
import { CopyButton } from './CopyButton';
import { GroupLabel } from './GroupLabel';
import { LocalTime } from './TimeLeft';
import { fieldOf } from './tableRows';

/** Union of keys: the server decides the fields, we show all of them (named ones first). */
export function columnsOf(rows: readonly object[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const k of Object.keys(row)) seen.add(k);
  return orderFields([...seen]);
}

/** Characters past which a number may wrap rather than widen its table beyond its card. */
export const LONG_VALUE = 24;

const NUMERIC_TEXT = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Right-align a column when all its values are numbers (or big integers sent as text). */
export function isNumericColumn(rows: readonly object[], key: string): boolean {
  let any = false;
  for (const row of rows) {
    const v = fieldOf(row, key);
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

/** A value cell's class and hover: absent and null said in words, long values in full. */
export function valueCellProps(
  v: unknown,
  numeric: boolean,
): { className: string[]; title: string | undefined } {
  const text = cellText(v);
  return {
    className: [
      v === null || v === undefined ? 'muted' : '',
      typeof v === 'object' && v !== null ? 'mono' : '',
      // A long unbroken value (a 70-digit discriminant) may wrap, whole, in a narrow window.
      numeric && text.length > LONG_VALUE ? 'data-table__long' : '',
    ],
    title:
      v === undefined
        ? 'Not sent for this row'
        : v === null
          ? 'No value'
          : text.length > 40
            ? text
            : undefined,
  };
}
