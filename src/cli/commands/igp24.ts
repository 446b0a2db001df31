/** `igp24 check|galois|reduce|search|merge|submit|labels|targets`: the IGP24 workbench on the command line. */
import type { Command } from 'commander';
import { PageGuard } from '../../core/api/pagination';
import type { RemainingPairsPage } from '../../shared/api';
import type { Cached } from '../../shared/contracts/cached';
import type { Igp24LabelFilters, Igp24LabelSync } from '../../shared/contracts/igp24';
import type { Limits } from '../../shared/igp24';
// The default alone, not the entry module: the help must not load the prime table and the maths.
import { DEFAULT_ECM_CURVES, DEFAULT_RHO_ITERATIONS } from '../../shared/igp24/primes/factorBudget';
import { CallError } from '../callError';
import { errorSummary, note, printJson, printTable } from '../output';
import { progress } from '../progress';
import { globals, report, UsageError, withSession } from '../run';
import type { Session } from '../session';
import type { Expand } from './expand';
import { type SubmitOptions, submitAndFollow, submitOptions } from './submit';

/** The IGP24 competition's id (spec 4.1; IGP24_COMPETITION_ID in the core). */
const IGP24_ID = 'igp24';
function whole(raw: string | undefined, what: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[0-9]{1,9}$/.test(raw)) throw new UsageError(`${what} needs a non-negative whole number.`);
  return Number(raw);
}

/**
 * Syncs the label copy. A failed first sync leaves no copy at all: that is the command's error
 * (its words and exit code), not an empty table.
 */
async function syncLabels(s: Session): Promise<void> {
  const sync = await s.call('igp24.labelsSync', {});
  if (sync.error && sync.fetchedAt === null) throw new CallError(sync.error);
}

/** Says when the label copy is old, and why in words. */
function syncNote(sync: Igp24LabelSync): void {
  if (sync.stale)
    note(
      `(label copy from ${sync.generatedAt ?? 'never'}${sync.error ? `; the last refresh failed: ${errorSummary(sync.error)}` : ''})`,
    );
}

/**
 * The platform's remaining pairs, every page (spec 4.3), as `24T<t>:r`: through the pager's guard,
 * which stops on a repeated cursor and at its page cap.
 */
async function remainingPairs(s: Session): Promise<Set<string>> {
  const pairs = new Set<string>();
  const guard = new PageGuard();
  let cursor: string | null = null;
  do {
    guard.check();
    const page: Cached<RemainingPairsPage> = await s.call('igp24.remainingPairs', { cursor, limit: 5000 });
    if (page.data === null) throw new CallError(page.error!);
    for (const p of page.data.items) pairs.add(`${p.label}:${p.r}`);
    guard.passed(page.data.nextCursor);
    cursor = page.data.nextCursor;
  } while (cursor !== null);
  if (pairs.size === 0)
    note('The platform lists no remaining pairs now (not published yet?): no hit is marked open.');
  return pairs;
}

/** `igp24 search`: the options as igp24Search.ts takes them; `--open` alone: the synced remaining pairs. */
async function search(
  o: Record<string, string | string[] | boolean | undefined>,
  cmd: Command,
): Promise<void> {
  const { parseSearchArgs, searchWith } = await import('../igp24Search');
  const flag = (name: string, v: unknown) =>
    v === undefined || v === false
      ? []
      : v === true
        ? [name]
        : [name, ...(Array.isArray(v) ? [v.join(',')] : [String(v)])];
  const argv = [
    ...flag('--seed', o.seed),
    ...flag('--candidates', o.candidates),
    ...flag('--from', o.from),
    ...flag('--shard', o.shard),
    ...flag('--target', o.target),
    ...(typeof o.open === 'string' ? ['--open', o.open] : []),
    ...flag('--min-posterior', o.minPosterior),
    ...flag('--primes', o.primes),
    ...flag('--table', o.table),
    ...flag('--lines', o.lines),
    ...flag('--r', o.r),
    ...flag('--block-size', o.blockSize),
    ...flag('--solvable', o.solvable),
    ...flag('--blocks', o.blocks),
  ];
  let args: ReturnType<typeof parseSearchArgs>;
  try {
    args = parseSearchArgs(argv);
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (o.open === true) {
    let pairs: Set<string> | null = null;
    await withSession(cmd, async (s) => {
      pairs = await remainingPairs(s);
    });
    if (pairs === null) return;
    args.open = pairs;
  }
  if (o.onlyOpen === true && args.open === null) throw new UsageError('--only-open needs --open.');
  if (o.aim === true && args.open === null)
    throw new UsageError('--aim needs --open: it aims at open pairs.');
  if (o.aim === true && args.targetTokens.length)
    throw new UsageError('--aim and --target both name what to aim at: give one.');
  args.onlyOpen = o.onlyOpen === true;
  args.aim = o.aim === true;
  process.exitCode = await searchWith(args);
}

export function registerIgp24(program: Command, expand: Expand = () => true): void {
  const igp24 = program.command('igp24').description('IGP24: check, submit and explore labels');
  if (!expand('igp24')) return;
  igp24
    .command('check')
    .argument('[file]', "polynomial file; '-' or left out: standard input")
    .option('--rho-iterations <N>', 'Pollard-Brent work per polynomial', String(DEFAULT_RHO_ITERATIONS))
    .option(
      '--ecm-curves <N>',
      'elliptic-curve work (curves) on a composite part of ≤ 39 digits',
      String(DEFAULT_ECM_CURVES),
    )
    .option('--max-polynomials <N>', 'refuse a file with more polynomial lines')
    .option('--shard <I/N>', 'compute only lines I, I+N, I+2N, … (JSON lines; merge with igp24 merge)')
    .option('--first-line <N>', "number the input's first line N (a chunk of a larger file)")
    .description('check every polynomial line locally (format and math); nothing is sent')
    .action(
      async (
        file: string | undefined,
        o: {
          rhoIterations: string;
          ecmCurves: string;
          maxPolynomials?: string;
          shard?: string;
          firstLine?: string;
        },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        try {
          const { checkFile, checkStream } = await import('../igp24Check');
          const { MAX_IN_STREAM, streamChoice } = await import('../igp24StreamOptions');
          const max = whole(o.maxPolynomials, '--max-polynomials');
          const rhoIterations = whole(o.rhoIterations, '--rho-iterations')!;
          const ecmCurves = whole(o.ecmCurves, '--ecm-curves')!;
          const stream = streamChoice(file, o.shard, o.firstLine, () => process.stdin.isTTY === true);
          if (stream !== null) {
            if (max !== undefined) throw new UsageError(MAX_IN_STREAM);
            process.exitCode = await checkStream(stream.input, { ...stream, rhoIterations, ecmCurves });
            return;
          }
          const limits: Limits = max === undefined ? {} : { maxPolynomials: max };
          const bar = progress('Checking', g.json || !process.stderr.isTTY);
          process.exitCode = checkFile(file!, {
            json: g.json,
            rhoIterations,
            ecmCurves,
            limits,
            onProgress: (d, t) => bar.update(d, t),
          });
          bar.stop();
        } catch (e) {
          process.stderr.write(`Error: ${(e as Error).message}\n`);
          process.exitCode = 2;
        }
      },
    );
  igp24
    .command('galois')
    .argument('[file]', "polynomial file; '-' or left out: standard input")
    .option('--primes <N>', 'good primes to sample per polynomial')
    .option(
      '--table <file>',
      'the group table, binary or gzipped text (default data/galois/transitive24.bin.gz)',
    )
    .option('--shard <I/N>', 'rank only lines I, I+N, I+2N, … (JSON lines; merge with igp24 merge)')
    .option('--first-line <N>', "number the input's first line N (a chunk of a larger file)")
    .description('rank the likely Galois group 24T<t> of every polynomial line locally; nothing is sent')
    .action(
      async (
        file: string | undefined,
        o: { primes?: string; table?: string; shard?: string; firstLine?: string },
        cmd: Command,
      ) => {
        const { galoisCommand } = await import('../igp24Galois');
        process.exitCode = await galoisCommand([
          ...(file === undefined ? [] : [file]),
          ...(globals(cmd).json ? ['--json'] : []),
          ...(o.primes === undefined ? [] : ['--primes', o.primes]),
          ...(o.table === undefined ? [] : ['--table', o.table]),
          ...(o.shard === undefined ? [] : ['--shard', o.shard]),
          ...(o.firstLine === undefined ? [] : ['--first-line', o.firstLine]),
        ]);
      },
    );
  igp24
    .command('reduce')
    .argument('[file]', "polynomial file; '-' or left out: standard input")
    .option('--shard <I/N>', 'reduce only lines I, I+N, I+2N, … (JSON lines; merge with igp24 merge)')
    .option('--first-line <N>', "number the input's first line N (a chunk of a larger file)")
    .description(
      'a polynomial for the same field with a smaller discriminant, for every line (the original kept in the comment); nothing is sent',
    )
    .action(async (file: string | undefined, o: { shard?: string; firstLine?: string }, cmd: Command) => {
      const { reduceCommand } = await import('../igp24Reduce');
      process.exitCode = await reduceCommand([
        ...(file === undefined ? [] : [file]),
        ...(globals(cmd).json ? ['--json'] : []),
        ...(o.shard === undefined ? [] : ['--shard', o.shard]),
        ...(o.firstLine === undefined ? [] : ['--first-line', o.firstLine]),
      ]);
    });
  igp24
    .command('search')
    .option('--seed <S>', 'the search seed (default 1): the same seed gives the same candidates')
    .option('--candidates <N>', 'how many candidates to try (default 10000)')
    .option('--from <K>', "the first candidate's index (a summary's resumeFrom continues it)")
    .option('--shard <I/N>', 'try only every N-th candidate, from the I-th (merge with igp24 merge)')
    .option('--target <pairs...>', 'aim at these pairs, 24T<t>:r (or 24T<t>: every r it allows)')
    .option(
      '--open [file]',
      'the open pairs: from FILE (label,r lines), or without FILE the platform’s remaining pairs',
    )
    .option('--only-open', 'with --open: report only hits on open pairs')
    .option('--aim', 'with --open: aim at the open pairs whose group the constructions reach')
    .option('--r <R>', 'aim only at pairs with this r')
    .option('--block-size <A>', 'aim only at groups with blocks of this size')
    .option('--solvable', 'aim only at solvable groups')
    .option('--blocks <file>', 'the block table (default data/galois/blocks.txt.gz)')
    .option('--min-posterior <P>', 'how certain the likely group must be (default 0.99)')
    .option('--primes <N>', 'good primes per ranking at most')
    .option('--table <file>', 'the group table (default data/galois/transitive24.bin.gz)')
    .option('--lines', 'print IGP24 lines with the pair in the comment, not JSON')
    .description(
      'candidate polynomials for open (24T<t>, r) pairs from constructions whose group is known; nothing is sent',
    )
    .action(async (o: Record<string, string | string[] | boolean | undefined>, cmd: Command) => {
      try {
        await search(o, cmd);
      } catch (e) {
        process.exitCode = report(e, globals(cmd).json, cmd);
      }
    });
  igp24
    .command('merge')
    .argument('<files...>', 'the outputs of igp24 check|galois|reduce --shard 1/N … N/N')
    .description("put shard outputs back into input order: equal to one process's output")
    .action(async (files: string[]) => {
      const { mergeCommand } = await import('../igp24Merge');
      process.exitCode = await mergeCommand(files);
    });
  submitOptions(
    igp24
      .command('submit')
      .argument('<files...>', 'polynomial files')
      .description('submit polynomials to IGP24 (checked locally first; the daily cap is honoured)'),
  ).action((files: string[], o: SubmitOptions, cmd: Command) =>
    withSession(cmd, (s, g) => submitAndFollow(s, g.json, IGP24_ID, files, o)),
  );
  igp24
    .command('labels')
    .option('--csv', 'CSV instead of a table')
    .option('--label <LABELS...>', 'only these labels (24T<t> or t)')
    .option('--t-min <T>', 'smallest t')
    .option('--t-max <T>', 'largest t')
    .option('--r <R>', 'labels whose allowed r include R')
    .option('--state <STATE>', 'with --r: discovered | remaining | any', 'any')
    .option('--discovered-only', 'only labels with at least one discovered signature')
    .option('--limit <N>', 'at most N rows', '1000')
    .description('the IGP24 labels (synced to the local copy first)')
    .action((o: Record<string, string | string[] | boolean | undefined>, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        if (!['any', 'discovered', 'remaining'].includes(o.state as string))
          throw new UsageError('--state is discovered, remaining or any.');
        const filters: Igp24LabelFilters = {
          ...(o.label ? { labels: o.label as string[] } : {}),
          tMin: whole(o.tMin as string | undefined, '--t-min') ?? null,
          tMax: whole(o.tMax as string | undefined, '--t-max') ?? null,
          r: whole(o.r as string | undefined, '--r') ?? null,
          rState: o.state as 'any' | 'discovered' | 'remaining',
          includeEmpty: o.discoveredOnly !== true,
        };
        await syncLabels(s);
        const limit = Math.min(1000, whole(o.limit as string, '--limit')!);
        const res = await s.call('igp24.labelsQuery', { filters, offset: 0, limit });
        const rows = res.rows.map((r) => ({
          label: r.label,
          t: r.t,
          allowedR: r.allowedR.join(' '),
          discovered: r.discovered.join(' '),
          remaining: r.remaining.join(' '),
          teamCount: r.teamCount,
          minimumDiscAbs: r.minimumDiscAbs ?? '',
        }));
        if (o.csv) {
          // Loaded here: the CSV writer is not needed to start.
          const { toCsv } = await import('../../shared/csv');
          process.stdout.write(
            toCsv(
              Object.keys(rows[0] ?? { label: '' }),
              rows.map((r) => Object.values(r)),
            ),
          );
        } else if (g.json) {
          printJson({ total: res.total, rows: res.rows, sync: res.sync });
        } else {
          printTable(
            ['label', 't', 'allowed r', 'discovered', 'remaining', 'teams', 'min |disc|'],
            rows.map((r) => Object.values(r)),
          );
          note(`${res.rows.length} of ${res.total} labels.`);
        }
        syncNote(res.sync);
      }),
    );
  igp24
    .command('targets')
    .requiredOption('--r <R...>', 'signature r values (even, 0–24)')
    .option('--examples <N>', 'example labels per r', '5')
    .description('how many labels still have signature r open')
    .action((o: { r: string[]; examples: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const rs = o.r.flatMap((x) => x.split(',')).map((x) => whole(x, '--r')!);
        await syncLabels(s);
        const res = await s.call('igp24.targets', { rs, examples: whole(o.examples, '--examples')! });
        if (g.json) return printJson(res);
        printTable(
          ['r', 'allowed', 'remaining', 'examples'],
          res.byR.map((t) => [t.r, t.allowed, t.remaining, t.examples.join(' ')]),
        );
        syncNote(res.sync);
      }),
    );
}
