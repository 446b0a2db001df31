/**
 * test:data's check of `igp24 search`: the hits of a fixed search (seed 1, the first CANDIDATES
 * candidates) against PARI/GP on the same lines — irreducible (`polisirreducible`) and the same r
 * (`polsturm`, the distinct real roots) — and every hit's pair among the valid pairs
 * (valid_pairs.csv). PARI is another implementation of both: a disagreement is a bug on one side.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Hit, Search } from '../../src/shared/igp24/discover/search';
import type { GaloisTable } from '../../src/shared/igp24/galois/index';

const CANDIDATES = 300;

export interface SearchDataResult {
  candidates: number;
  hits: number;
  pariAgrees: number;
  pairsNotValid: number;
  ms: number;
}

export function searchDataChecks(
  table: GaloisTable,
  validPairs: Set<string>,
  examples: string[],
): SearchDataResult {
  const start = performance.now();
  const search = new Search({ seed: 1, table });
  const hits: Hit[] = [];
  for (let i = 0; i < CANDIDATES; i++) {
    const res = search.try(i);
    if (typeof res !== 'string') hits.push(res);
  }
  const dir = mkdtempSync(join(tmpdir(), 'test-data-search-'));
  let pariAgrees = 0;
  try {
    const script = join(dir, 'hits.gp');
    // Each line a_0..a_24: Polrev gives a_0 + a_1 x + … .
    writeFileSync(
      script,
      `${hits.map((h) => `f = Polrev([${h.line}]); print(polisirreducible(f), " ", polsturm(f));`).join('\n')}\nquit\n`,
    );
    const res = spawnSync('gp', ['-q', '-s', '1000000000', script], { encoding: 'utf8', timeout: 600_000 });
    if (res.error) {
      examples.push(
        `igp24 search: PARI/GP could not run (${res.error.message}); install it: apt-get install pari-gp`,
      );
    } else {
      const answers = res.stdout.trim().split('\n');
      hits.forEach((h, k) => {
        const [irreducible, r] = (answers[k] ?? '').split(' ').map(Number);
        if (irreducible === 1 && r === h.r) pariAgrees++;
        else
          examples.push(
            `igp24 search hit ${h.candidate}: PARI says irreducible ${irreducible}, r ${r}; ours r ${h.r}`,
          );
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const notValid = hits.filter((h) => !validPairs.has(h.pair));
  for (const h of notValid.slice(0, 5))
    examples.push(`igp24 search hit ${h.candidate}: ${h.pair} is not a valid pair`);
  return {
    candidates: CANDIDATES,
    hits: hits.length,
    pariAgrees,
    pairsNotValid: notValid.length,
    ms: Math.round(performance.now() - start),
  };
}
