/**
 * `igp24 merge` on the outputs of `igp24 search` (their lines start with `{"candidate":`): the best
 * hit per pair over all files (betterHit: the smallest field discriminant), printed in the order
 * of the pairs (t, then r). Memory grows with the pairs found, not with the hits.
 */
import { createReadStream } from 'node:fs';
import { betterHit, type Hit } from '../shared/igp24/discover/search';
import { inputLines } from './igp24Lines';
import { HIT_PREFIX } from './igp24Merge';

const MAX_HIT_LINE_BYTES = 1 << 20;

const order = (p: string) => {
  const [label, r] = p.split(':');
  return Number(label!.slice(3)) * 100 + Number(r);
};

export async function mergeHits(files: string[]): Promise<number> {
  const best = new Map<string, Hit>();
  for (const file of files) {
    try {
      for await (const { text, lineNumber } of inputLines(createReadStream(file), MAX_HIT_LINE_BYTES)) {
        if (text === '') continue;
        let hit: Hit;
        try {
          if (!text.startsWith(HIT_PREFIX)) throw new Error();
          hit = JSON.parse(text) as Hit;
          if (typeof hit.pair !== 'string' || typeof hit.line !== 'string') throw new Error();
        } catch {
          process.stderr.write(`igp24 merge: ${file}, line ${lineNumber}, is not a hit of igp24 search\n`);
          return 2;
        }
        const before = best.get(hit.pair);
        if (!before || betterHit(hit, before)) best.set(hit.pair, hit);
      }
    } catch (e) {
      process.stderr.write(`igp24 merge: cannot read ${file}: ${(e as Error).message}\n`);
      return 2;
    }
  }
  const out = process.stdout;
  for (const pair of [...best.keys()].sort((a, b) => order(a) - order(b)))
    if (!out.write(`${JSON.stringify(best.get(pair))}\n`)) await new Promise((r) => out.once('drain', r));
  return 0;
}
