/// <reference lib="webworker" />
/**
 * "Discover" off the UI thread: the candidates start, start + step, … below end of a search
 * (src/shared/igp24/discover, as `workbench igp24 search --shard`), each a construction checked
 * exactly and ranked. The worker reports at most every REPORT_MS: the hits found since the last
 * report and the next index to try, so a page that terminates it (Stop) resumes from there,
 * trying again only what it had not heard of (candidate i is the same every time).
 */
import { plans } from '../../../../../shared/igp24/discover/blocksTable';
import { type Hit, type Miss, Search } from '../../../../../shared/igp24/discover/search';
import { aimedPairs } from '../../../../../shared/igp24/discover/targets';
import { blockTable } from './blocksTable';
import { groupTable } from './groupTable';
import './kernel';

export interface SearchRequest {
  type: 'run';
  seed: number;
  start: number;
  step: number;
  end: number;
  /** Pairs to aim at (`24T<t>:r`, or `24T<t>` for every r it allows); empty: any. */
  targets: string[];
  /** The open pairs: with `aim`, those whose group the constructions reach are the targets. */
  open: string[] | null;
  aim: boolean;
  /** Narrows the pairs aimed at (named or open): r, a block size, solvable groups. */
  filter: { r: number | null; blockSize: number | null; solvable: boolean };
}

export type SearchMessage =
  | { type: 'progress'; next: number; tried: number; hits: Hit[]; misses: Partial<Record<Miss, number>> }
  | { type: 'done'; next: number }
  | { type: 'failed'; message: string };

const REPORT_MS = 250;
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (e: MessageEvent<SearchRequest>) => {
  const { seed, start, step, end } = e.data;
  let search: Search;
  try {
    const table = await groupTable();
    const blocks = e.data.targets.length || e.data.aim ? await blockTable() : null;
    const planned = blocks ? plans(blocks) : null;
    const open = e.data.open ? new Set(e.data.open) : null;
    const targets =
      blocks && planned
        ? aimedPairs(
            { tokens: e.data.targets, aim: e.data.aim, open, filter: e.data.filter },
            table,
            blocks,
            planned,
          )
        : null;
    if (targets?.size === 0)
      throw new Error(
        'no pair to aim at: none of them is open, or the constructions reach none of their groups',
      );
    search = new Search({ seed, table, targets, plans: planned, open });
  } catch (err) {
    scope.postMessage({
      type: 'failed',
      message: err instanceof Error ? err.message : String(err),
    } satisfies SearchMessage);
    return;
  }
  let hits: Hit[] = [];
  let misses: Partial<Record<Miss, number>> = {};
  let tried = 0;
  let last = performance.now();
  let i = start;
  const report = () => {
    scope.postMessage({ type: 'progress', next: i, tried, hits, misses } satisfies SearchMessage);
    hits = [];
    misses = {};
    tried = 0;
    last = performance.now();
  };
  for (; i < end; ) {
    const res = search.try(i);
    i += step;
    tried++;
    if (typeof res === 'string') misses[res] = (misses[res] ?? 0) + 1;
    else hits.push(res);
    if (performance.now() - last >= REPORT_MS) report();
  }
  report();
  scope.postMessage({ type: 'done', next: i } satisfies SearchMessage);
};
