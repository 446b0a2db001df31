/**
 * `igp24 search`: candidate polynomials for (24T<t>, r) pairs from constructions whose group is
 * known by design (src/shared/igp24/discover, docs/igp24.md "Discovery"). Each hit is one JSON
 * line on standard output as soon as it is found (or, with --lines, an IGP24 line with its pair in
 * the comment); the rates go to standard error every few seconds and a summary at the end, with
 * the index to resume from (`--from`). Deterministic per seed: candidate i is the same on every
 * machine, so `--shard I/N` splits a search by index and `igp24 merge` keeps the best per pair.
 *
 * Exit codes: 0 the candidates asked for were tried (hits or not); 1 nothing to aim at (no pair
 * passes --aim's filters); 2 usage error, unreadable file or missing table; 130 stopped by a
 * signal (the summary says where to resume).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { type GroupBlocks, parseBlocks, plans } from '../shared/igp24/discover/blocksTable';
import { PAIR, parseTargetList } from '../shared/igp24/discover/pairs';
import { hitFileLine, Search } from '../shared/igp24/discover/search';
import { aimedPairs } from '../shared/igp24/discover/targets';
import { enableDdfKernel } from '../shared/igp24/index';
import { tuneTieringForBatch } from './batchTiering';
import { DEFAULT_TABLE, galoisDataFile, loadTable } from './igp24Galois';
import { parseShard, type Shard, WHOLE } from './igp24StreamOptions';

export const DEFAULT_CANDIDATES = 10_000;
export const DEFAULT_BLOCKS = galoisDataFile('blocks.txt.gz');
const PROGRESS_MS = 5_000;

export const SEARCH_USAGE = `  search                candidate polynomials for open (24T<t>, r) pairs, from compositions f(g(x))
                          and composita whose group is known by design; one JSON line per hit
    --seed S              the search's seed (default 1): the same seed gives the same candidates
    --candidates N        how many candidates to try (default ${DEFAULT_CANDIDATES})
    --from K              the first candidate's index (default 0; a summary's resumeFrom continues it)
    --shard I/N           try only candidates K+I-1, K+I-1+N, … (merge the outputs with igp24 merge)
    --target 24T<t>[:r]   aim at these pairs (24T<t> alone: every r it allows; repeat, or separate
                          by commas): each candidate is made for one of them, by the construction
                          that realizes its group when there is one (the block table), and only
                          these pairs are kept
    --open FILE           the open pairs (label,r per line, as remaining-pairs or valid_pairs.csv):
                          each hit says whether it opens one
    --only-open           with --open: report only hits on open pairs
    --aim                 with --open: aim at the open pairs whose group the constructions reach
    --r R, --block-size A, --solvable
                          narrow the pairs aimed at: this r; groups with blocks of size A; solvable groups
    --blocks FILE         the block table (default data/galois/blocks.txt.gz)
    --min-posterior P     how certain the likely group must be (default 0.99)
    --primes N            good primes per ranking at most (default 300)
    --table FILE          the group table (default data/galois/transitive24.bin.gz)
    --lines               print IGP24 lines (the pair and construction in the comment), not JSON`;

export interface SearchArgs {
  seed: number;
  /** --target tokens (`24T<t>:r` or `24T<t>`), expanded once the group table is read. */
  targetTokens: string[];
  aim: boolean;
  filter: { r: number | null; blockSize: number | null; solvable: boolean };
  blocks: string;
  candidates: number;
  from: number;
  shard: Shard;
  open: Set<string> | null;
  onlyOpen: boolean;
  minPosterior: number;
  primes: number | undefined;
  table: string;
  lines: boolean;
}

/** Pairs from text: `24T<t>:r` tokens, or CSV rows `24T<t>,r` (a header line is skipped). */
export function parsePairs(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.split(/[\n]/)) {
    const line = raw.trim();
    if (!line || /^label\b/i.test(line)) continue;
    const pair = line.replace(/\s*,\s*/, ':');
    if (!PAIR.test(pair)) throw new Error(`not a pair (24T<t>,r or 24T<t>:r): '${line.slice(0, 60)}'`);
    out.add(pair);
  }
  return out;
}

/** `--target 24T<t>[:r]`, repeated or comma-separated. */
function parseTargets(raw: string[]): string[] {
  const list = parseTargetList(raw.join(','));
  if ('bad' in list)
    throw new Error(
      `--target needs 24T<t>:r or 24T<t> (for example 24T1000:4); got '${list.bad.slice(0, 60)}'`,
    );
  return list.targets;
}

function whole(raw: string | undefined, name: string, fallback: number, max = 2 ** 31 - 1): number {
  if (raw === undefined) return fallback;
  if (!/^[0-9]{1,10}$/.test(raw) || Number(raw) > max)
    throw new Error(`${name} needs a whole number from 0 to ${max}`);
  return Number(raw);
}

export function parseSearchArgs(argv: string[]): SearchArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      candidates: { type: 'string' },
      from: { type: 'string' },
      shard: { type: 'string' },
      target: { type: 'string', multiple: true },
      open: { type: 'string' },
      'only-open': { type: 'boolean', default: false },
      'min-posterior': { type: 'string' },
      primes: { type: 'string' },
      table: { type: 'string' },
      lines: { type: 'boolean', default: false },
      aim: { type: 'boolean', default: false },
      r: { type: 'string' },
      'block-size': { type: 'string' },
      solvable: { type: 'boolean', default: false },
      blocks: { type: 'string' },
    },
  });
  if (positionals.length) throw new Error(`search takes no file (got '${positionals[0]}')`);
  const targetTokens = values.target?.length ? parseTargets(values.target) : [];
  let open: Set<string> | null = null;
  if (values.open !== undefined) {
    let text: string;
    try {
      text = readFileSync(values.open, 'utf8');
    } catch (e) {
      throw new Error(`cannot read ${values.open}: ${e instanceof Error ? e.message : String(e)}`);
    }
    open = parsePairs(text);
  }
  if (values['only-open'] && open === null) throw new Error('--only-open needs --open FILE');
  if (values.aim && open === null) throw new Error('--aim needs --open FILE: it aims at open pairs');
  if (values.aim && targetTokens.length)
    throw new Error('--aim and --target both name what to aim at: give one');
  const r = values.r === undefined ? null : whole(values.r, '--r', 0, 24);
  if (r !== null && r % 2 !== 0) throw new Error('--r needs an even number from 0 to 24');
  const blockSize =
    values['block-size'] === undefined ? null : whole(values['block-size'], '--block-size', 0, 12);
  if (blockSize !== null && ![2, 3, 4, 6, 8, 12].includes(blockSize))
    throw new Error('--block-size needs a proper divisor of 24 above 1: 2, 3, 4, 6, 8 or 12');
  const posteriorRaw = values['min-posterior'];
  const minPosterior = posteriorRaw === undefined ? 0.99 : Number(posteriorRaw);
  if (!(minPosterior > 0 && minPosterior <= 1))
    throw new Error('--min-posterior needs a number above 0 and at most 1');
  return {
    seed: whole(values.seed, '--seed', 1),
    candidates: whole(values.candidates, '--candidates', DEFAULT_CANDIDATES),
    from: whole(values.from, '--from', 0),
    shard: values.shard === undefined ? WHOLE : parseShard(values.shard),
    targetTokens,
    aim: values.aim === true,
    filter: { r, blockSize, solvable: values.solvable === true },
    blocks: values.blocks ?? DEFAULT_BLOCKS,
    open,
    onlyOpen: values['only-open'] === true,
    minPosterior,
    primes:
      values.primes === undefined ? undefined : Math.max(1, whole(values.primes, '--primes', 300, 20_000)),
    table: values.table ?? DEFAULT_TABLE,
    lines: values.lines === true,
  };
}

interface Tally {
  tried: number;
  hits: number;
  pairs: Set<string>;
  openPairs: Set<string>;
  misses: Record<string, number>;
}

function summary(args: SearchArgs, t: Tally, next: number, ms: number, stopped: boolean) {
  const perMinute = (n: number) => (ms > 0 ? Math.round((n * 60_000) / ms) : 0);
  return {
    summary: {
      seed: args.seed,
      shard: `${args.shard.index}/${args.shard.count}`,
      tried: t.tried,
      hits: t.hits,
      distinctPairs: t.pairs.size,
      openPairs: args.open ? t.openPairs.size : null,
      misses: t.misses,
      candidatesPerMinute: perMinute(t.tried),
      pairsPerMinute: perMinute(t.pairs.size),
      ms: Math.round(ms),
      stopped,
      resumeFrom: next,
    },
  };
}

/**
 * Runs the search; `out` and `err` receive whole lines. Yields to the event loop after each
 * candidate, so a signal stops it between candidates (never inside one) with the summary printed.
 */
export async function runSearch(
  args: SearchArgs,
  out: (line: string) => void,
  err: (line: string) => void,
  signal?: AbortSignal,
): Promise<number> {
  tuneTieringForBatch();
  enableDdfKernel();
  const table = loadTable(args.table);
  const blocks = loadBlocks(args.blocks);
  const planned = plans(blocks);
  const { r, blockSize, solvable } = args.filter;
  if ((r !== null || blockSize !== null || solvable) && !args.targetTokens.length && !args.aim)
    throw new Error('--r, --block-size and --solvable narrow --target or --aim: give one of those');
  let targets: Set<string> | null;
  try {
    targets = aimedPairs(
      { tokens: args.targetTokens, aim: args.aim, open: args.open, filter: args.filter },
      table,
      blocks,
      planned,
    );
  } catch (e) {
    throw new Error(`--target ${e instanceof Error ? e.message : String(e)}`);
  }
  if (targets !== null && targets.size === 0) {
    err(
      'igp24 search: no pair to aim at: no open pair passes the filters, or none whose group the constructions reach',
    );
    return 1;
  }
  const search = new Search({
    seed: args.seed,
    table,
    primes: args.primes,
    minPosterior: args.minPosterior,
    targets,
    plans: planned,
    open: args.open,
  });
  const t: Tally = { tried: 0, hits: 0, pairs: new Set(), openPairs: new Set(), misses: {} };
  const end = args.from + args.candidates;
  const t0 = performance.now();
  let lastProgress = t0;
  let i = args.from + args.shard.index - 1;
  while (i < end) {
    if (signal?.aborted) {
      // The --from that resumes this shard at candidate i (it starts at from + I − 1).
      err(JSON.stringify(summary(args, t, i - (args.shard.index - 1), performance.now() - t0, true)));
      return 130;
    }
    const res = search.try(i);
    i += args.shard.count;
    t.tried++;
    if (typeof res === 'string') t.misses[res] = (t.misses[res] ?? 0) + 1;
    else if (args.onlyOpen && !res.open) t.misses['not-open'] = (t.misses['not-open'] ?? 0) + 1;
    else {
      t.hits++;
      t.pairs.add(res.pair);
      if (res.open) t.openPairs.add(res.pair);
      out(args.lines ? hitFileLine(res) : JSON.stringify(res));
    }
    const now = performance.now();
    if (now - lastProgress >= PROGRESS_MS) {
      lastProgress = now;
      const s = summary(args, t, i, now - t0, false).summary;
      err(
        `searched ${s.tried} candidates: ${s.hits} hits, ${s.distinctPairs} pairs` +
          `${s.openPairs === null ? '' : ` (${s.openPairs} open)`}; ${s.candidatesPerMinute} candidates and ${s.pairsPerMinute} pairs a minute`,
      );
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  err(JSON.stringify(summary(args, t, end, performance.now() - t0, false)));
  return 0;
}

/** The block table from its gzipped text (or plain text). */
export function loadBlocks(path: string): Map<string, GroupBlocks> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new Error(`cannot read the block table ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes);
  return parseBlocks(new TextDecoder().decode(bytes));
}

export async function searchCommand(argv: string[]): Promise<number> {
  let args: SearchArgs;
  try {
    args = parseSearchArgs(argv);
  } catch (e) {
    process.stderr.write(`igp24 search: ${e instanceof Error ? e.message : String(e)}\n${SEARCH_USAGE}\n`);
    return 2;
  }
  return searchWith(args);
}

/** The search with its arguments parsed (the workbench command adds the synced open pairs). */
export async function searchWith(args: SearchArgs): Promise<number> {
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await runSearch(
      args,
      (line) => process.stdout.write(`${line}\n`),
      (line) => process.stderr.write(`${line}\n`),
      stop.signal,
    );
  } catch (e) {
    process.stderr.write(`igp24 search: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
