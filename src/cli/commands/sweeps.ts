/**
 * `runs sweep|sweeps|sweep-export`: Playground sweeps (docs/sweeps.md). `sweep SPEC` reads a
 * sweep definition (src/cli/sweepSpec.ts), prints its plan (the variants by letter, the rounds,
 * the worst and expected cost), asks before spending, starts it and drives it in this process
 * until it ends or pauses; `--resume ID` goes on with one. Every round is an ordinary Stage 1 run
 * through the outbox, so a sweep interrupted here (Ctrl+C, a lost connection) is kept and goes on
 * where it was with `--resume` (or in the app).
 *
 * Exit codes of `sweep`: 0 ended (with a winner or without one: the summary says which); 2 usage,
 * an invalid definition, or a plan that cannot start (its refusal in words; nothing is started);
 * 1 declined at the question; 6 paused (the reason, and the command that resumes it); 4 or 5 a
 * write of the sweep held in the outbox (offline, rate limited); 130 stopped waiting by Ctrl+C.
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { SweepDefinition, SweepPlanView, SweepView } from '../../shared/contracts/sweeps';
import { creditsText } from '../../shared/playgroundCost';
import { CallError } from '../callError';
import { EXIT, note, printJson, printTable } from '../output';
import { type Progress, progress } from '../progress';
import { ask } from '../prompt';
import { ExitWith, UsageError, withSession } from '../run';
import type { Session } from '../session';
import { catchStops, notEnded, type Stops, waitForSweep } from '../sweepDrive';
import { loadSweepSpec, specProblems } from '../sweepSpec';
import { letter, planLines, roundLine, roundRecord, summaryLines } from '../sweepWords';

interface SweepOptions {
  plan?: boolean;
  resume?: string;
  watch?: boolean;
  yes?: boolean;
}

const SWEEP_ID = /^[0-9a-f-]{36}$/;

function sweepIdOf(given: string, what: string): string {
  const id = given.trim().toLowerCase();
  if (!SWEEP_ID.test(id))
    throw new UsageError(
      `${what} takes a sweep ID (not “${given}”); \`workbench runs sweeps COMPETITION\` lists them.`,
    );
  return id;
}

/** A call whose refusal about the definition's fields is said by their place in SPEC. */
async function withSpec<T>(file: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof CallError) throw specProblems(file, e.info) ?? e;
    throw e;
  }
}

/**
 * Whether to spend: `--yes`, or an answer typed on a terminal; without either nothing can be
 * asked and the command refuses (exit 2), as `runs create` does. Answers the exit code to end
 * with when nothing is to be started, or null to go on.
 */
async function confirmSweep(
  plan: SweepPlanView,
  text: string,
  yes: boolean,
  json: boolean,
): Promise<number | null> {
  if (yes) return null;
  const worst = creditsText(plan.cost.worst.credits, 4);
  const terminal = process.stdin.isTTY === true && process.stderr.isTTY === true;
  if (!terminal)
    throw new UsageError(
      `A sweep spends up to ${worst} (its worst case), and there is no terminal to ask on: add --yes to start it, or --plan to only see its plan.`,
    );
  if (json) note(text);
  // Ctrl+C or Ctrl+D at the question is a no.
  const answer = await ask(`Spend up to ${worst} and start this sweep? [y/N] `).catch(() => '');
  if (/^y(es)?$/i.test(answer)) return null;
  note('Nothing was started.');
  return EXIT.failed;
}

/**
 * Drives the sweep to its end or pause: with `watch`, a line (or a JSON line) per ended round;
 * then the summary (or the view, with --json). Answers the exit code.
 */
async function follow(
  s: Session,
  sweepId: string,
  o: { watch: boolean; json: boolean },
  stops: Stops,
): Promise<number> {
  const printed = new Set<number>();
  // The running round's run, as `runs create --watch` shows one: a bar on a terminal, lines when piped.
  let bar: { round: number; progress: Progress } | null = null;
  const stopBar = () => {
    bar?.progress.stop();
    bar = null;
  };
  const end = await waitForSweep(s, sweepId, stops, async (view: SweepView) => {
    if (!o.watch) return;
    for (const r of view.rounds) {
      if (r.state !== 'ended' || printed.has(r.round)) continue;
      printed.add(r.round);
      if (bar?.round === r.round) stopBar();
      if (o.json) printJson(roundRecord(view, r.round), true);
      else process.stdout.write(`${roundLine(view, r.round)}\n`);
    }
    const running = view.rounds.find((r) => r.state === 'running' && r.runId);
    if (o.json || !running?.runId || view.status !== 'racing') return;
    if (bar?.round !== running.round) {
      stopBar();
      bar = {
        round: running.round,
        progress: progress(
          `Round ${running.round + 1} (run ${running.runId}, variants ${running.variants.map(letter).join(' ')})`,
          false,
        ),
      };
    }
    // Only progress: a read that fails now is tried again at the next look.
    const res = await s
      .call('playground.results', {
        competitionId: view.competitionId,
        runId: running.runId,
        offset: 0,
        limit: 1,
      })
      .catch(() => null);
    const p = res?.run?.progress ?? {};
    const total = p.totalExecutions ?? 0;
    if (total > 0) bar.progress.update(p.completedExecutions ?? 0, total);
  }).finally(stopBar);
  // With --watch the output is a stream of JSON lines: the view is its last line.
  if (o.json) printJson(end.view, o.watch);
  if (end.kind === 'ended') {
    if (!o.json) process.stdout.write(`${summaryLines(end.view).join('\n')}\n`);
    return EXIT.ok;
  }
  const { lines, code } = notEnded(end);
  process.stderr.write(`${lines.join('\n')}\n`);
  return code;
}

async function startSweep(s: Session, spec: string, o: SweepOptions, json: boolean): Promise<number> {
  const def: SweepDefinition = await loadSweepSpec(s, spec);
  const plan = await withSpec(spec, () => s.call('sweeps.plan', def));
  const text = planLines(plan, def.seed).join('\n');
  const refusal = plan.refusal
    ? `The sweep cannot start as it is: ${plan.refusal} Nothing was started.`
    : null;
  if (o.plan) {
    if (json) printJson(plan);
    else process.stdout.write(`${text}\n`);
    if (refusal) throw new UsageError(refusal);
    return EXIT.ok;
  }
  if (!json) note(text);
  if (refusal) throw new UsageError(refusal);
  const declined = await confirmSweep(plan, text, o.yes === true, json);
  if (declined !== null) return declined;
  const stops = catchStops();
  try {
    const view = await withSpec(spec, () => s.call('sweeps.start', def));
    if (!json)
      note(
        `Started sweep ${view.id}; this command drives it until it ends or pauses (Ctrl+C stops waiting, the sweep is kept: workbench runs sweep --resume ${view.id}).`,
      );
    return await follow(s, view.id, { watch: o.watch === true, json }, stops);
  } finally {
    stops.dispose();
  }
}

async function resumeSweep(s: Session, given: string, o: SweepOptions, json: boolean): Promise<number> {
  const sweepId = sweepIdOf(given, '--resume');
  const stops = catchStops();
  try {
    const view = await s.call('sweeps.resume', { sweepId });
    if (!json && view.status !== 'ended')
      note(`Resumed sweep ${view.id} (“${view.name}”); this command drives it until it ends or pauses.`);
    return await follow(s, sweepId, { watch: o.watch === true, json }, stops);
  } finally {
    stops.dispose();
  }
}

export function registerSweeps(runs: Command): void {
  runs
    .command('sweep')
    .argument('[spec]', 'the sweep definition: a .json, .yaml or .yml file')
    .option('--plan', 'print the plan (variants, rounds, worst and expected cost) and start nothing')
    .option('--resume <ID>', 'go on with a paused or interrupted sweep, instead of SPEC')
    .option('--watch', 'print each round when it ends (a JSON line each with --json)')
    .option('-y, --yes', 'start it without asking (scripts): the plan is only printed')
    .description(
      'race cheatsheet variants in rounds of Stage 1 runs within a credit budget until one is ahead at the chosen confidence; prints the plan and asks first (else needs --yes), then drives it until it ends (exit 0) or pauses (exit 6)',
    )
    .action((spec: string | undefined, o: SweepOptions, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        if (o.resume !== undefined) {
          if (spec !== undefined) throw new UsageError('Give SPEC or --resume ID, not both.');
          if (o.plan)
            throw new UsageError(
              'A started sweep keeps its plan: see it with `workbench runs sweep-export ID --json`; --plan is for a SPEC file.',
            );
          return resumeSweep(s, o.resume, o, g.json);
        }
        if (spec === undefined)
          throw new UsageError(
            'Give the sweep definition, `workbench runs sweep SPEC` (a .json, .yaml or .yml file), or a sweep to go on with, `workbench runs sweep --resume ID`.',
          );
        return startSweep(s, spec, o, g.json);
      }),
    );
  runs
    .command('sweeps')
    .argument('<competition>', 'competition id')
    .description('the sweeps kept here for a competition: status, rounds, credits, winner')
    .action((competitionId: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const list = await s.call('sweeps.list', { competitionId });
        if (g.json) return printJson(list);
        if (list.length === 0) {
          note(`No sweep is kept here for ${competitionId}. Start one: workbench runs sweep SPEC`);
          return;
        }
        printTable(
          ['sweep', 'status', 'variants', 'rounds', 'credits', 'created', 'winner', 'name'],
          list.map((x) => [
            x.id,
            x.status,
            x.variants,
            x.rounds,
            `${x.spentCredits}/${x.budgetCredits}`,
            x.createdAt,
            x.winner,
            x.name,
          ]),
        );
      }),
    );
  runs
    .command('sweep-export')
    .argument('<sweep>', 'sweep id')
    .option('--csv', 'one row per round and variant that ran in it (the default)')
    .option('--winner', 'the winning variant’s exact text (what to submit); exit 1 when there is none')
    .option('-o, --out <FILE>', 'write it to FILE instead of standard output')
    .description(
      'a sweep’s rounds, runs and variants as CSV, with --json the whole sweep, or the winner’s text',
    )
    .action((given: string, o: { csv?: boolean; winner?: boolean; out?: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        if ([o.csv, g.json, o.winner].filter(Boolean).length > 1)
          throw new UsageError('Give one of --csv, --json and --winner.');
        const sweepId = sweepIdOf(given, 'SWEEP');
        if (o.winner) return writeOut(await winnerText(s, sweepId), o.out, 'the winner’s text');
        const { text } = await s.call('sweeps.export', { sweepId, format: g.json ? 'json' : 'csv' });
        writeOut(text.endsWith('\n') ? text : `${text}\n`, o.out, g.json ? null : 'the sweep’s CSV');
      }),
    );
}

/**
 * The winner's exact text, as it raced (read by its SHA-256 from the versions kept here, as the
 * app's "Submit the winner…" does): nothing added, so it hashes to the sweep's sha256.
 */
async function winnerText(s: Session, sweepId: string): Promise<string> {
  const view = await s.call('sweeps.get', { sweepId });
  if (!view)
    throw new UsageError(
      `No sweep ${sweepId} is kept here; \`workbench runs sweeps COMPETITION\` lists them.`,
    );
  const variant = view.winner === null ? undefined : view.plan.variants[view.winner];
  if (!variant) {
    note(
      view.status === 'ended'
        ? `Sweep ${view.id} ended without a winner; see its standings: workbench runs sweep-export ${view.id} --json`
        : `Sweep ${view.id} has no winner yet (${view.status}); go on with: workbench runs sweep --resume ${view.id}`,
    );
    throw new ExitWith(EXIT.failed);
  }
  const found = await s.call('library.version', {
    kind: 'cheatsheet',
    sha256: variant.sha256,
    id: variant.cheatsheetId ?? undefined,
  });
  if (!found)
    throw new UsageError(
      `The winner's text (${variant.sha256.slice(0, 12)}) is not kept here: the sweep was started on another computer.`,
    );
  return found.text;
}

/** To standard output, or to FILE (a note on stderr says so, unless `what` is null). */
function writeOut(body: string, out: string | undefined, what: string | null): void {
  if (out === undefined || out === '-') {
    process.stdout.write(body);
    return;
  }
  try {
    writeFileSync(out, body);
  } catch (e) {
    throw new UsageError(`Cannot write ${out}: ${(e as Error).message}`);
  }
  if (what) note(`Wrote ${what} to ${out}.`);
}
