/**
 * A refusal of a run, placed where the user can act on it: the spec's `details.fieldErrors[]`
 * carry a JSON Pointer into the body (spec 7); its first segment names the form's field.
 */
import type { ApiErrorInfo } from '../../../../../shared/api/errors';

export function fieldErrorsFrom<F extends string>(
  info: ApiErrorInfo,
  fields: readonly F[],
  alias: Partial<Record<string, F>> = {},
): { byField: Partial<Record<F, string>>; rest: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const fe of info.fieldErrors) {
    const segments = fe.path.split('/').filter((s) => s !== '');
    const top = segments[0] ?? '';
    const field = (fields as readonly string[]).includes(top) ? (top as F) : alias[top];
    if (field === undefined) {
      rest.push(fe.message);
      continue;
    }
    const where =
      segments.length > 1 && /^\d+$/.test(segments[1]!) ? ` (item ${Number(segments[1]) + 1})` : '';
    const text = `${fe.message}${where}`;
    byField[field] = byField[field] ? `${byField[field]} ${text}` : text;
  }
  return { byField, rest };
}

/**
 * Refusals that name no field are still shown where the user acts on them: a run over budget at
 * its price (fewer cells is the fix), an active model-reference run at the start button (wait for
 * it or cancel it from the run list). Others stay in the refusal box with what to do next.
 */
export function refusalSpot(code: string): 'cost' | 'start' | null {
  if (code === 'RUN_BUDGET_EXCEEDED') return 'cost';
  if (code === 'ACTIVE_RUN_EXISTS') return 'start';
  return null;
}
