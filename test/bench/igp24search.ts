/**
 * IGP24 discovery, whole process against whole process, CPU time: ours = `igp24 search --open FILE
 * --only-open` (the CLI bundled as it ships) over CANDIDATES candidates, free (the random grammar)
 * and aimed (`--aim`: each candidate made for one of the open pairs whose group the constructions
 * reach, by the block table's plan); the baseline = what a
 * participant's first script does, random monic lines with coefficients in [−9, 9] ranked by
 * `igp24 galois --json` (same checks, same table), a hit being the top group at posterior ≥ 0.99
 * on an open pair. The open pairs are the sandbox's (GET /competitions/igp24/remaining-pairs, every
 * page, from a sandbox process of its own). Figures: distinct open pairs in all and per CPU-minute,
 * for both, and their ratio; how the distinct pairs grow over the candidates (quarters).
 *
 * Then an independent route on a sample of the hits, when GAP is installed: the cycle types seen
 * at 300 good primes (our Frobenius sampler) must all occur in GAP's TransitiveGroup(24, t) of the
 * claimed label — GAP computes the group's classes itself, not from our table.
 * BENCH_SEARCH_CANDIDATES (default 4,000) and BENCH_SEARCH_SEED (default 1) set the run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FrobeniusSampler, PARTITIONS } from '../../src/shared/igp24/galois/index';
import { analyze, parseLine } from '../../src/shared/igp24/index';
import { startSandboxProcess } from '../e2e/harness';
import { randMonic, rng } from '../unit/igp24/gen';
import { bundleIgp24Cli, runTimed } from './lib/cliProcess';
import { repoRoot } from './lib/igp24Classes';

const CANDIDATES = Number(process.env.BENCH_SEARCH_CANDIDATES ?? 4000);
const SEED = Number(process.env.BENCH_SEARCH_SEED ?? 1);
const GAP_SAMPLE = 30;
/** The bundle lives in a temporary folder: the table is named, not found beside it. */
const TABLE = join(repoRoot, 'data', 'galois', 'transitive24.bin.gz');
const BLOCKS = join(repoRoot, 'data', 'galois', 'blocks.txt.gz');

interface Hit {
  candidate: number;
  pair: string;
  label: string;
  line: string;
}

async function remainingPairs(baseUrl: string, apiKey: string): Promise<string[]> {
  const pairs: string[] = [];
  let cursor: string | null = null;
  do {
    const url = new URL(`${baseUrl}/api/public/v1/competitions/igp24/remaining-pairs`);
    url.searchParams.set('limit', '5000');
    if (cursor) url.searchParams.set('cursor', cursor);
    const res = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
    const body = (await res.json()) as {
      data?: { items: { label: string; r: number }[]; nextCursor: string | null };
    };
    if (!body.data)
      throw new Error(`remaining-pairs answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    for (const p of body.data.items) pairs.push(`${p.label}:${p.r}`);
    cursor = body.data.nextCursor;
  } while (cursor);
  return pairs;
}

/** For each sampled hit, whether every cycle type seen at 300 primes occurs in GAP's group. */
function gapCheck(dir: string, hits: Hit[]): { checked: number; agree: number; disagree: string[] } | null {
  if (spawnSync('gap', ['-h'], { stdio: 'ignore' }).error) return null;
  const cases = hits.map((h) => {
    const f = parseLine(h.line).coefficients!;
    const sampler = new FrobeniusSampler(f, analyze(f).disc);
    sampler.extend(300);
    const types = [...sampler.sample().counts.keys()].map(
      (i) => `[${[...PARTITIONS[i]!].sort((a, b) => a - b).join(',')}]`,
    );
    return `[${h.label.slice(3)}, [${types.join(',')}]]`;
  });
  const script = join(dir, 'check.g');
  writeFileSync(
    script,
    `cases := [${cases.join(',\n')}];;
for c in cases do
  G := TransitiveGroup(24, c[1]);;
  seen := Set(List(ConjugacyClasses(G), k -> SortedList(CycleLengths(Representative(k), [1..24]))));;
  if ForAll(c[2], t -> t in seen) then Print("ok ", c[1], "\\n"); else Print("bad ", c[1], "\\n"); fi;
od;
QUIT;
`,
  );
  const res = spawnSync('gap', ['-q', '-o', '8g', script], { encoding: 'utf8', timeout: 600_000 });
  const lines = res.stdout
    .trim()
    .split('\n')
    .filter((l) => /^(ok|bad) /.test(l));
  return {
    checked: lines.length,
    agree: lines.filter((l) => l.startsWith('ok')).length,
    disagree: lines.filter((l) => l.startsWith('bad')).map((l) => `24T${l.slice(4)}`),
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const sandbox = await startSandboxProcess({ dataDir: join(dir, 'sandbox') });
  try {
    const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
    const open = await remainingPairs(sandbox.baseUrl, apiKey);
    const openSet = new Set(open);
    const openFile = join(dir, 'open.txt');
    writeFileSync(openFile, `${open.join('\n')}\n`);
    const bundle = join(dir, 'igp24.mjs');
    await bundleIgp24Cli(bundle);

    /** One search process (free or aimed at the reachable open pairs): its hits, CPU time and growth. */
    const search = (extra: string[], name: string) => {
      const res = runTimed(
        process.execPath,
        [
          bundle,
          'search',
          '--seed',
          String(SEED),
          '--candidates',
          String(CANDIDATES),
          '--open',
          openFile,
          '--only-open',
        ].concat(['--table', TABLE, '--blocks', BLOCKS], extra),
        join(dir, `${name}.jsonl`),
      );
      const hits = res.stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Hit);
      const distinct = new Set(hits.map((h) => h.pair));
      const growth = [1, 2, 3, 4].map(
        (q) => new Set(hits.filter((h) => h.candidate < (CANDIDATES * q) / 4).map((h) => h.pair)).size,
      );
      return { cpuMs: res.cpuMs, hits, distinct, growth };
    };
    const free = search([], 'free');
    const aimed = search(['--aim'], 'aimed');
    const hits = [...free.hits, ...aimed.hits];

    const rand = rng(SEED);
    const randomLines = Array.from({ length: CANDIDATES }, () => randMonic(rand, 24, 9n).join(','));
    const randomFile = join(dir, 'random.txt');
    writeFileSync(randomFile, `${randomLines.join('\n')}\n`);
    const base = runTimed(
      process.execPath,
      [bundle, 'galois', randomFile, '--json', '--table', TABLE],
      join(dir, 'base.jsonl'),
    );
    const basePairs = new Set<string>();
    for (const l of base.stdout.trim().split('\n')) {
      const g = JSON.parse(l) as { r: number | null; ranking: { label: string; posterior: number }[] | null };
      const top = g.ranking?.[0];
      if (top && top.posterior >= 0.99 && openSet.has(`${top.label}:${g.r}`))
        basePairs.add(`${top.label}:${g.r}`);
    }

    const perMinute = (n: number, cpuMs: number) => Number(((n * 60_000) / cpuMs).toFixed(1));
    const baseRate = perMinute(basePairs.size, base.cpuMs);
    const figures = (r: typeof free) => ({
      cpuMs: Math.round(r.cpuMs),
      hits: r.hits.length,
      distinctOpenPairs: r.distinct.size,
      distinctLabels: new Set(r.hits.map((h) => h.label)).size,
      openPairsPerCpuMinute: perMinute(r.distinct.size, r.cpuMs),
      distinctOpenPairsByQuarter: r.growth,
    });
    // One per label, spread over the labels found: the GAP route on a sample.
    const byLabel = new Map<string, Hit>();
    for (const h of hits) if (!byLabel.has(h.label)) byLabel.set(h.label, h);
    const sample = [...byLabel.values()].filter(
      (_, i, all) => i % Math.max(1, Math.floor(all.length / GAP_SAMPLE)) === 0,
    );
    process.stdout.write(
      `${JSON.stringify({
        seed: SEED,
        candidates: CANDIDATES,
        sandboxOpenPairs: open.length,
        search: figures(free),
        aimedAtReachableOpenPairs: figures(aimed),
        bothDistinctOpenPairs: new Set(hits.map((h) => h.pair)).size,
        randomLinesBaseline: {
          cpuMs: Math.round(base.cpuMs),
          distinctOpenPairs: basePairs.size,
          openPairsPerCpuMinute: baseRate,
        },
        searchOverBaselinePerCpuMinute:
          baseRate > 0 ? Number((perMinute(free.distinct.size, free.cpuMs) / baseRate).toFixed(1)) : null,
        aimedOverBaselinePerCpuMinute:
          baseRate > 0 ? Number((perMinute(aimed.distinct.size, aimed.cpuMs) / baseRate).toFixed(1)) : null,
        gapCycleTypeCheck: gapCheck(dir, sample.slice(0, GAP_SAMPLE)),
      })}\n`,
    );
  } finally {
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
