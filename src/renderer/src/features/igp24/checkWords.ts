import type { CheckResult } from '../../../../shared/igp24';

/** Why a checked line should not be sent as it is, or null when it passed every local check. */
export function checkProblem(r: CheckResult | undefined): string | null {
  if (!r) return null;
  if (!r.valid) return r.errors.map((e) => `${e.code}: ${e.message}`).join('; ') || 'invalid';
  if (r.squarefree === false) return 'not squarefree (discriminant 0): the verifier rejects it';
  if (r.irreducible === 'reducible')
    return `reducible (factors of degree ${r.factorDegrees?.join(' + ') ?? '?'}): the verifier rejects it`;
  return null;
}

export function explorerLink(r: number, extra = ''): string {
  return `/igp24?tab=explorer&r=${r}&rState=remaining${extra}`;
}
