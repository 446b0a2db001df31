import { useMemo } from 'react';
import { type BestLine, bestLines, type PairLine } from '../../../../shared/igp24/galois/index';
import { useIgp24Store } from './igp24Store';

export interface ClosestPairs {
  /** The best checked line per (t, r) (pairKey), among lines whose most likely group is 24T<t>. */
  best: ReadonlyMap<string, BestLine>;
  /** The labels of those pairs, ascending t. */
  labels: string[];
}

/**
 * The user's checked lines gathered per likely pair, for "closest to scoring" in the explorer:
 * built once per change of the checks, the rankings or the file, never per row. Reducible and
 * invalid lines are left out (they never score).
 */
export function useClosestPairs(): ClosestPairs {
  const results = useIgp24Store((s) => s.results);
  const galois = useIgp24Store((s) => s.galois);
  const text = useIgp24Store((s) => s.text);
  return useMemo(() => {
    // Line numbers as the file stands now (a result keeps the number it was checked at).
    const lineOf = new Map<string, number>();
    text.split(/\r?\n/).forEach((l, i) => {
      if (!lineOf.has(l)) lineOf.set(l, i + 1);
    });
    const lines: PairLine[] = [];
    for (const [lineText, d] of Object.entries(galois)) {
      const top = d.ranking?.[0];
      const check = results[lineText];
      if (!top || d.r === null || !check?.valid || check.irreducible === 'reducible') continue;
      const lineNumber = lineOf.get(lineText);
      if (lineNumber === undefined) continue; // no longer in the file
      lines.push({ lineNumber, t: top.t, r: d.r, field: check.field });
    }
    const best = bestLines(lines);
    const ts = [...new Set([...best.values()].map((b) => b.t))].sort((a, b) => a - b);
    return { best, labels: ts.map((t) => `24T${t}`) };
  }, [results, galois, text]);
}
