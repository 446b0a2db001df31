/**
 * `runs create|list|watch|results|cancel`: Playground runs. A run is started and cancelled through
 * the outbox like every write; the app's run follower (in this process while a command runs)
 * reads its progress and results into the cache, which `watch` and `results` print. `create` says
 * the run's price first and asks before spending it (src/cli/runPrice.ts); `models` and `problems`
 * list what a run can use (runCatalog.ts); `sweep`, `sweeps` and `sweep-export` race cheatsheet
 * variants in rounds of runs (sweeps.ts).
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { Run } from '../../shared/api';
import { errorInfo } from '../../shared/api/errors';
import type { ExperimentRun } from '../../shared/contracts/experiments';
import type { PlaygroundResults } from '../../shared/contracts/playground';
import { PROBLEM_NUMBERING } from '../../shared/playgroundProblems';
import { type RunNamer, runName, runWhat } from '../../shared/runName';
import { CallError } from '../callError';
import { failure, resultOf, settle } from '../follow';
import { EXIT, errorSummary, note, printJson, printTable } from '../output';
import { progress } from '../progress';
import { UsageError, withSession } from '../run';
import { confirmSpend, priceOf } from '../runPrice';
import type { Session } from '../session';
import { dataOf } from './competitions';
import type { Expand } from './expand';
import { registerRunCatalog } from './runCatalog';
import { registerSweeps } from './sweeps';

interface CreateOptions {
  models?: string;
  problems?: string;
  config?: string[];
  repeat?: string;
  body?: string;
  watch?: boolean;
  yes?: boolean;
}

/** The fields of a result row that the table shows, from any of the three kinds. */
interface RowFields {
  resultId: string;
  modelId?: string;
  tierId?: string;
  caseId?: string;
  problem?: { position?: number; problemId?: string };
  outcome?: string;
  correct?: boolean | null;
  verdict?: boolean | null;
}

const ENDED = new Set(['done', 'failed', 'cancelled']);

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as Error).message}`);
  }
}

/** `SET:3`, `SET:0-9` → problem references of a problem set. */
function problemRefs(raw: string | undefined): { problemSet: string; index: number }[] {
  const refs: { problemSet: string; index: number }[] = [];
  for (const item of list(raw)) {
    const m = /^(.+):(\d{1,6})(?:-(\d{1,6}))?$/.exec(item);
    if (!m) throw new UsageError(`--problems takes SET:INDEX or SET:FROM-TO, not “${item}”.`);
    const from = Number(m[2]);
    const to = m[3] === undefined ? from : Number(m[3]);
    if (to < from || to - from >= 10_000) throw new UsageError(`The range in “${item}” is not valid.`);
    for (let i = from; i <= to; i++) refs.push({ problemSet: m[1]!, index: i });
  }
  return refs;
}

/** The run body from the options, for the competition's kind (or --body FILE as JSON, for any kind). */
function bodyFor(kind: string, o: CreateOptions): Record<string, unknown> {
  if (o.body) {
    try {
      return JSON.parse(readText(o.body)) as Record<string, unknown>;
    } catch (e) {
      if (e instanceof UsageError) throw e;
      throw new UsageError(`--body must be the run body as JSON: ${(e as Error).message}`);
    }
  }
  const repeat = o.repeat === undefined ? undefined : Number(o.repeat);
  if (o.repeat !== undefined && !/^[1-9][0-9]?$/.test(o.repeat))
    throw new UsageError('--repeat needs a whole number.');
  if (kind === 'cheatsheet') {
    return {
      models: list(o.models),
      problems: problemRefs(o.problems),
      // Cheatsheets from your library, by id (spec 4.5); none is the unconditioned baseline.
      ...(o.config?.length ? { configurations: o.config.map((id) => ({ cheatsheet: id })) } : {}),
      ...(repeat ? { repeat } : {}),
    };
  }
  if (kind === 'solver-participation') {
    if (o.config?.length !== 1) throw new UsageError('A solver run takes its solver as one --config FILE.');
    return {
      solverCode: readText(o.config[0]!),
      problemIds: list(o.problems),
      ...(o.models ? { allowedModels: list(o.models) } : {}),
    };
  }
  throw new UsageError(`Runs of kind ${kind} take their body as JSON: --body FILE.`);
}

function progressOf(run: Run | null): { done: number; total: number } {
  const p = run?.progress ?? {};
  const done = p.completedExecutions ?? p.completedProblems ?? p.completedCases ?? 0;
  const total = p.totalExecutions ?? p.totalProblems ?? p.totalCases ?? 0;
  return { done, total };
}

/** Follows a run until it has ended and every result is stored; a bar on a terminal, lines when piped. */
async function watch(
  s: Session,
  competitionId: string,
  runId: string,
  quiet: boolean,
): Promise<PlaygroundResults> {
  // Reading the run starts the follower when it is still going. A run the platform does not have
  // (or that cannot be read and was never stored here) ends the command with that error.
  dataOf(await s.read('playground.run', { competitionId, runId }));
  const bar = progress(`Run ${runId}`, quiet);
  try {
    for (;;) {
      let off = () => {};
      let timer: NodeJS.Timeout | undefined;
      const changed = new Promise<void>((resolve) => {
        off = s.on('cache.updated', () => resolve());
        // The follower announces what it stored; look anyway now and then.
        timer = setTimeout(resolve, 2_000);
      });
      const res = await s.call('playground.results', { competitionId, runId, offset: 0, limit: 1 });
      const p = progressOf(res.run);
      if (p.total > 0) bar.update(p.done, p.total);
      if (res.run && ENDED.has(res.run.status) && res.complete && !res.following) {
        off();
        clearTimeout(timer);
        return res;
      }
      if (!res.following) {
        // Nobody reads the run any more, so its end (or the rest of its rows, when it ended on the
        // platform meanwhile) will never be stored: say why, and stop; never a short table.
        off();
        clearTimeout(timer);
        throw notFollowed(competitionId, runId, res);
      }
      await changed;
      off();
      clearTimeout(timer);
    }
  } finally {
    bar.stop();
  }
}

/** A run that has not ended and that the follower let go of: its reason, and what to run next. */
function notFollowed(competitionId: string, runId: string, res: PlaygroundResults): CallError {
  const again = `To try once more: workbench runs watch ${competitionId} ${runId}`;
  const status = res.run ? `it is “${res.run.status}” in the last copy` : 'no copy of it is stored';
  if (res.stopped)
    return new CallError(res.stopped.error, [
      `The workbench stopped following run ${runId} at ${res.stopped.at}, before it ended or all its results were read (${status}, ${res.total} result rows stored).`,
      again,
    ]);
  return new CallError(
    errorInfo('INTERNAL', `Nothing follows run ${runId}, and it has not ended (${status}).`),
    [again],
  );
}

/**
 * Runs named by what they ran, as the app names them: model names and problem set titles as the
 * cache has them (IDs when they cannot be read), what each ran from the experiments record.
 */
async function runNamer(
  s: Session,
  competitionId: string,
  known: readonly ExperimentRun[],
): Promise<(run: Run) => string> {
  const [models, sets] = await Promise.all([
    s.read('playground.models', { competitionId }),
    s.read('playground.problemSets', { competitionId }),
  ]);
  const model = new Map((models.data?.items ?? []).map((m) => [m.id, m.name]));
  const set = new Map((sets.data ?? []).map((x) => [x.id, x.title]));
  const what = new Map(known.map((r) => [r.runId, r.what]));
  const namer: RunNamer = {
    model: (id) => model.get(id) || id,
    problemSet: (id) => set.get(id) || id,
    cheatsheet: () => null,
  };
  return (run) =>
    runName(
      what.get(run.runId) ?? runWhat(run.kind ?? null, (run.params as Record<string, unknown>) ?? null, []),
      run,
      namer,
    ).title;
}

/** The run's line when it has ended; a record without progress says nothing of it (no "0/0 done"). */
export function runLine(run: Run | null, total: number): string {
  const p = progressOf(run);
  const done = p.total > 0 ? `, ${p.done}/${p.total} done` : '';
  return `Run ${run?.runId ?? '?'}: ${run?.status ?? 'unknown'}${done}, ${total} result rows stored.`;
}

function printRun(run: Run | null, total: number): void {
  process.stdout.write(`${runLine(run, total)}\n`);
}

export function registerRuns(program: Command, expand: Expand = () => true): void {
  const runs = program
    .command('runs')
    .description('Playground runs: models and problems, start, follow, read results, cancel; sweeps');
  if (!expand('runs')) return;
  runs
    .command('create')
    .argument('<id>', 'competition id')
    .option('--models <IDS>', 'model ids, comma-separated (solver runs: allowed models)')
    .option(
      '--problems <REFS>',
      `cheatsheet runs: SET:INDEX or SET:FROM-TO, comma-separated (problems ${PROBLEM_NUMBERING}: warmup:0-9 is the first ten); solver runs: problem ids`,
    )
    .option(
      '--config <ID|FILE>',
      'cheatsheet runs: a library cheatsheet id to compare (repeat for more); solver runs: the solver FILE',
      (v, acc: string[]) => [...acc, v],
      [],
    )
    .option('--repeat <N>', 'cheatsheet runs: repeats per problem')
    .option('--body <FILE>', 'the whole run body as JSON (any kind)')
    .option('--watch', 'follow the run to its end')
    .option('-y, --yes', 'start it without asking (scripts): the price is only printed')
    .description(
      'start a run (through the outbox); says its price in credits first and asks on a terminal (else needs --yes)',
    )
    .action((competitionId: string, o: CreateOptions, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const competition = dataOf(await s.read('competitions.get', { competitionId }));
        const kind = competition.submissionSpec.kind;
        const body = bodyFor(kind, o);
        const input = { competitionId, kind, body } as Parameters<typeof s.call<'playground.create'>>[1];
        // The price before anything is spent: asked on a terminal, --yes for scripts.
        const priced = await priceOf(s, competitionId, kind, body);
        const declined = await confirmSpend(priced, o.yes === true, g.json);
        if (declined !== null) return declined;
        const { price } = priced;
        const queued = await s.call('playground.create', input);
        const settled = await settle(s, queued.id, 0);
        if (settled.kind === 'failed') throw failure(settled.entry);
        if (settled.kind === 'waiting') {
          note(
            `The run waits in the outbox (entry ${queued.id}): ${settled.entry.error ? errorSummary(settled.entry.error) : 'not sent yet.'}`,
          );
          if (g.json) printJson({ outboxId: queued.id, status: 'waiting', price });
          return EXIT.offline;
        }
        const { runId } = resultOf(settled.entry, 'playground.run.create');
        if (!o.watch) {
          if (g.json) return printJson({ outboxId: queued.id, runId, price });
          process.stdout.write(
            `Started run ${runId}. Follow it: workbench runs watch ${competitionId} ${runId}\n`,
          );
          return;
        }
        const res = await watch(s, competitionId, runId, g.json);
        if (g.json) return printJson({ outboxId: queued.id, runId, run: res.run, rows: res.total, price });
        printRun(res.run, res.total);
        return res.run?.status === 'done' ? 0 : 1;
      }),
    );
  runs
    .command('list')
    .argument('<id>', 'competition id')
    .option('--status <STATUS>', 'pending, running, done, failed or cancelled')
    .description('your recent runs in a competition')
    .action((competitionId: string, o: { status?: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const page = dataOf(
          await s.read('playground.runs', {
            competitionId,
            status: (o.status ?? null) as never,
            cursor: null,
            limit: 100,
          }),
        );
        // The texts each run ran, from the versions kept here (null sha256: version unknown), and
        // what each ran, for its name (src/shared/runName.ts).
        const experiments = await s.call('experiments.list', { competitionId });
        const pins = new Map(experiments.runs.map((r) => [r.runId, r.pins]));
        const nameOf = await runNamer(s, competitionId, experiments.runs);
        if (g.json)
          return printJson(
            page.items.map((r) => ({ ...r, name: nameOf(r), versions: pins.get(r.runId) ?? [] })),
          );
        printTable(
          ['run', 'status', 'progress', 'created', 'versions', 'name'],
          page.items.map((r) => {
            const p = progressOf(r);
            const v = (pins.get(r.runId) ?? []).map((pin) =>
              pin.how === 'baseline' ? 'baseline' : (pin.sha256?.slice(0, 12) ?? 'unknown'),
            );
            return [
              r.runId,
              r.status,
              p.total ? `${p.done}/${p.total}` : null,
              r.createdAt,
              v.join(' ') || null,
              nameOf(r),
            ];
          }),
        );
      }),
    );
  runs
    .command('watch')
    .argument('<id>', 'competition id')
    .argument('<run>', 'run id')
    .description('follow a run to its end (a live bar on a terminal, plain lines when piped)')
    .action((competitionId: string, runId: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const res = await watch(s, competitionId, runId, g.json);
        if (g.json) printJson({ run: res.run, rows: res.total });
        else printRun(res.run, res.total);
        return res.run?.status === 'done' ? 0 : 1;
      }),
    );
  runs
    .command('results')
    .argument('<id>', 'competition id')
    .argument('<run>', 'run id')
    .option('--csv', 'the result rows as CSV (the app’s export)')
    .description('the result rows of a run (follows it to its end first)')
    .action((competitionId: string, runId: string, o: { csv?: boolean }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        await watch(s, competitionId, runId, true);
        if (o.csv) {
          const csv = await s.call('playground.exportResults', { competitionId, runId });
          process.stdout.write(csv.csv.endsWith('\n') ? csv.csv : `${csv.csv}\n`);
          return;
        }
        const res = await s.call('playground.results', { competitionId, runId, offset: 0, limit: 10_000 });
        if (g.json) return printJson(res);
        // One line per row whatever the kind: Stage 1, Stage 2 and model-reference rows differ.
        const rows = res.rows as unknown as RowFields[];
        printTable(
          ['result', 'model', 'problem', 'outcome', 'correct'],
          rows.map((r) => [
            r.resultId,
            r.modelId ?? r.tierId,
            r.problem?.problemId ?? r.problem?.position ?? r.caseId,
            r.outcome,
            r.correct ?? r.verdict,
          ]),
        );
      }),
    );
  runs
    .command('cancel')
    .argument('<id>', 'competition id')
    .argument('<run>', 'run id')
    .description('cancel a run (through the outbox)')
    .action((competitionId: string, runId: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const queued = await s.call('playground.cancel', { competitionId, runId });
        const settled = await settle(s, queued.id, 0);
        if (settled.kind === 'failed') throw failure(settled.entry);
        if (g.json)
          return printJson({ outboxId: queued.id, status: settled.kind, result: settled.entry.result });
        note(
          settled.kind === 'done'
            ? `Run ${runId} cancelled.`
            : `The cancel waits in the outbox (entry ${queued.id}).`,
        );
      }),
    );
  registerRunCatalog(runs);
  registerSweeps(runs);
}
