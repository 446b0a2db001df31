import { useMemo } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api/errors';
import type { Igp24LabelRow } from '../../../../shared/contracts/igp24';
import { type GaloisDetail, type ScoreOutlook, scoreOutlook } from '../../../../shared/igp24/galois/index';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';
import { LABELS_KEY } from './useLabelSync';

/** Likely groups weighed per line: the three most likely, as the summary and the detail show them. */
export const OUTLOOK_TOP = 3;
/** The label query's page limit (contract): more distinct likely labels than this read as "not loaded". */
const MAX_LABELS = 1000;

export interface ScoreOutlooks {
  /** The outlook of a ranked line (by its text); undefined when it has no ranking. */
  outlook(text: string): ScoreOutlook | undefined;
  error: ApiErrorInfo | null;
  retry(): void;
}

/**
 * "Would it score?" for every ranked line: its most likely groups against the local label copy
 * (remaining or found, how many teams, minimum |disc|), read again when the copy changes.
 */
export function useScoreOutlooks(galois: Record<string, GaloisDetail>): ScoreOutlooks {
  const labels = useMemo(() => {
    const ts = new Set<number>();
    for (const d of Object.values(galois))
      for (const g of d.ranking?.slice(0, OUTLOOK_TOP) ?? []) ts.add(g.t);
    return [...ts]
      .sort((a, b) => a - b)
      .slice(0, MAX_LABELS)
      .map((t) => `24T${t}`);
  }, [galois]);
  const q = useContractQuery(
    'igp24.labelsQuery',
    { filters: { labels }, offset: 0, limit: MAX_LABELS },
    { enabled: labels.length > 0, refreshOn: [LABELS_KEY], placeholderData: (previous) => previous },
  );
  const outlooks = useMemo(() => {
    const byT = new Map<number, Igp24LabelRow>((q.data?.rows ?? []).map((row) => [row.t, row]));
    const out = new Map<string, ScoreOutlook>();
    for (const [text, d] of Object.entries(galois))
      if (d.ranking && d.r !== null)
        out.set(
          text,
          scoreOutlook(d.ranking, d.r, (t) => byT.get(t), OUTLOOK_TOP),
        );
    return out;
  }, [galois, q.data]);
  return {
    outlook: (text) => outlooks.get(text),
    error: q.error ? toErrorInfo(q.error) : null,
    retry: () => void q.refetch(),
  };
}
