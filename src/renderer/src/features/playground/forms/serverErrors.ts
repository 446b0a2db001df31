/**
 * A refusal of a run, placed where the user can act on it: the spec's `details.fieldErrors[]`
 * carry a JSON Pointer into the body (spec 7); its first segment names the form's field. A member
 * of a list entry that is itself a form field wins (`/problems/2/custom/equation2` belongs to the
 * custom equations, not to the problem-set picker), numbered by its place in the run's problems.
 */
import type { ApiErrorInfo } from '../../../../../shared/api/errors';

export function fieldErrorsFrom<F extends string>(
  info: ApiErrorInfo,
  fields: readonly F[],
  alias: Partial<Record<string, F>> = {},
): { byField: Partial<Record<F, string>>; rest: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  const fieldOf = (name: string | undefined): F | undefined =>
    name === undefined ? undefined : (fields as readonly string[]).includes(name) ? (name as F) : alias[name];
  for (const fe of info.fieldErrors) {
    const segments = fe.path.split('/').filter((s) => s !== '');
    const indexed = segments.length > 1 && /^\d+$/.test(segments[1]!);
    const nested = indexed ? fieldOf(segments[2]) : undefined;
    const field = nested ?? fieldOf(segments[0] ?? '');
    if (field === undefined) {
      rest.push(fe.message);
      continue;
    }
    const n = indexed ? Number(segments[1]) + 1 : 0;
    const where = nested ? ` (problem ${n} of the run)` : indexed ? ` (item ${n})` : '';
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
