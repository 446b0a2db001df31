import type { CompetitionDetail } from '../../../../shared/api';
import type { Limits } from '../../../../shared/igp24';
import { descriptionMaxLength } from '../../components/submit/MetaFields';
import { useCached } from '../../stores/useCached';

export const IGP24_ID = 'igp24';

export interface Igp24Spec {
  competition: CompetitionDetail | null;
  limits: Required<Limits> | null;
  descriptionMax: number | undefined;
}

/** The live IGP24 submission limits (spec 8: submissionSpec.limits), from the cached detail. */
export function useIgp24Spec(): Igp24Spec {
  const detail = useCached('competitions.get', { competitionId: IGP24_ID });
  const c = detail.data;
  if (!c) return { competition: null, limits: null, descriptionMax: undefined };
  const l = c.submissionSpec.limits as Record<string, unknown>;
  const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
  return {
    competition: c,
    limits: {
      maxBytes: num(l.maxBytes, 1_000_000),
      maxRequestBytes: num(l.maxRequestBytes, 1_310_720),
      maxPolynomials: num(l.maxPolynomials, Number.POSITIVE_INFINITY),
    },
    descriptionMax: descriptionMaxLength(c.submissionSpec.metaSchema),
  };
}
