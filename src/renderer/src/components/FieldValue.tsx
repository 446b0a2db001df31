import { booleanWords, fieldHover, fieldWords, isCopyable, orderFields } from '../lib/fieldWords';
import { CopyButton } from './CopyButton';
import { CellValue, DataTable } from './DataTable';
import { NetworkItemName } from './NetworkItemName';

type Obj = Record<string, unknown>;
const LINEAGE_FIELDS = new Set([
  'contributorNetworkItemId',
  'sourceContributorNetworkItemId',
  'parentContributorNetworkItemId',
]);
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Any value the platform sent, for people: text as text, lists of records as a table, records as
 * a list of fields in words, empty lists as "none". Never raw JSON.
 */
export function FieldValue({ field, v }: { field: string; v: unknown }) {
  // Lineage names an item by its ID: shown by its title and public code.
  if (LINEAGE_FIELDS.has(field) && typeof v === 'string' && v !== '') return <NetworkItemName id={v} />;
  if (typeof v === 'string' && (v.includes('\n') || v.length > 120)) {
    return (
      <div className="value-block">
        <pre className="value-pre">{v}</pre>
        {isCopyable(field) && <CopyButton text={v} what={fieldWords(field).title} />}
      </div>
    );
  }
  if (Array.isArray(v)) {
    if (v.length === 0) return <span className="muted">none</span>;
    if (v.every(isObject)) return <DataTable rows={v} label={fieldWords(field).title} />;
    if (v.every((x) => !isObject(x) && !Array.isArray(x))) return <CellValue field={field} v={v} />;
    return <FieldList value={Object.fromEntries(v.map((x, i) => [String(i + 1), x]))} />;
  }
  if (isObject(v)) {
    return Object.keys(v).length === 0 ? <span className="muted">none</span> : <FieldList value={v} />;
  }
  if (typeof v === 'boolean') return <>{booleanWords(v)}</>;
  return <CellValue field={field} v={v} />;
}

/** A record's fields in words (named ones first, the others spelled out after them). */
export function FieldList({ value, skip = [] }: { value: Obj; skip?: readonly string[] }) {
  const keys = orderFields(Object.keys(value)).filter((k) => !skip.includes(k));
  return (
    <dl className="kv">
      {keys.map((k) => (
        <div key={k} className="kv__row">
          <dt title={fieldHover(k)}>{fieldWords(k).title}</dt>
          <dd>
            <FieldValue field={k} v={value[k]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
