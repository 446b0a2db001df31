/**
 * Field errors from every source in one shape: keys are JSON Pointers into the whole submit
 * body (`/payload/modelName`, `/meta/contributorNetworkItemId`, `/slot`) or into a library body
 * (`/content`, `/lhsText`). The server's pointers are into the object named by the error code
 * (spec 7), so they are prefixed here.
 */
import type { ApiErrorInfo, FieldError } from '../../../shared/api';
import type { SubmitPrecheck } from '../../../shared/contract';

export type FieldErrorMap = Record<string, string[]>;

function add(map: FieldErrorMap, key: string, message: string) {
  const list = map[key] ?? [];
  if (!list.includes(message)) list.push(message);
  map[key] = list;
}

function normalize(path: string): string {
  if (path === '' || path === '/') return '';
  return path.startsWith('/') ? path : `/${path}`;
}

export function fieldErrorsFromPrecheck(p: SubmitPrecheck | null): FieldErrorMap {
  const map: FieldErrorMap = {};
  if (!p) return map;
  for (const f of p.payloadErrors) add(map, `/payload${normalize(f.path)}`, f.message);
  for (const f of p.metaErrors) add(map, `/meta${normalize(f.path)}`, f.message);
  if (p.slotError) add(map, '/slot', p.slotError);
  return map;
}

/** A refused write's fieldErrors, keyed like the precheck's. */
export function fieldErrorsFromError(error: ApiErrorInfo | null, submission: boolean): FieldErrorMap {
  const map: FieldErrorMap = {};
  if (!error) return map;
  const prefix =
    error.code === 'SUBMISSION_PAYLOAD_INVALID'
      ? '/payload'
      : error.code === 'SUBMISSION_META_INVALID'
        ? '/meta'
        : '';
  if (error.code === 'SUBMISSION_SLOT_INVALID') add(map, '/slot', error.message || 'Slot not valid');
  const list: FieldError[] = error.fieldErrors ?? [];
  for (const f of list) {
    const path = normalize(f.path);
    // A submission's payload/meta errors without a known prefix land on the body as a whole.
    add(map, submission && !prefix ? path || '/payload' : `${prefix}${path}`, f.message);
  }
  if (list.length === 0 && (error.code === 'FILE_TOO_LARGE' || error.code === 'LEAN_SOURCE_INVALID')) {
    add(map, submission ? '/payload' : '', error.message);
  }
  return map;
}

export function mergeFieldErrors(...maps: FieldErrorMap[]): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const m of maps) for (const [k, v] of Object.entries(m)) for (const msg of v) add(out, k, msg);
  return out;
}

/** Errors at `key` and below it (a pointer into an array item counts for the array). */
export function errorsAt(map: FieldErrorMap, key: string): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(map)) if (k === key || k.startsWith(`${key}/`)) out.push(...v);
  return out;
}

/** Errors whose key no field on the form shows: listed above the form so none is hidden. */
export function unplacedErrors(map: FieldErrorMap, shown: readonly string[]): [string, string[]][] {
  return Object.entries(map).filter(([k]) => !shown.some((s) => k === s || k.startsWith(`${s}/`)));
}

/**
 * A flat form's view (settings): one message per named field, and whether anything is left that
 * no field shows (then the whole error is shown above the form). Same mapping as above.
 */
export function errorsByField<F extends string>(
  error: ApiErrorInfo,
  fields: readonly F[],
): { byField: Partial<Record<F, string>>; unmatched: boolean } {
  const map = fieldErrorsFromError(error, false);
  const byField: Partial<Record<F, string>> = {};
  for (const f of fields) {
    const messages = errorsAt(map, `/${f}`);
    if (messages.length > 0) byField[f] = messages.join(' ');
  }
  const unplaced = unplacedErrors(
    map,
    fields.map((f) => `/${f}`),
  );
  return { byField, unmatched: unplaced.length > 0 || error.fieldErrors.length === 0 };
}
