import type { ApiErrorInfo } from '../../../../shared/api';

/**
 * Split INVALID_INPUT field errors into the form's fields and the rest. Paths are JSON Pointers
 * ("/baseUrl") or plain names; only the first segment names a form field.
 */
export function splitFieldErrors<F extends string>(
  info: ApiErrorInfo,
  fields: readonly F[],
): { byField: Partial<Record<F, string>>; unmatched: boolean } {
  const byField: Partial<Record<F, string>> = {};
  let unmatched = false;
  for (const fe of info.fieldErrors) {
    const name = fe.path.replace(/^\//, '').split(/[/.]/)[0] ?? '';
    if ((fields as readonly string[]).includes(name)) {
      const f = name as F;
      byField[f] = byField[f] ? `${byField[f]} ${fe.message}` : fe.message;
    } else unmatched = true;
  }
  return { byField, unmatched: unmatched || info.fieldErrors.length === 0 };
}
