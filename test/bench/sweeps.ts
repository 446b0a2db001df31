/**
 * Sweeps against the sandbox, whose evaluator is a known function of the text (cheatsheetBoost in
 * src/sandbox/playground/evaluator.ts), so the true best of every sweep is known:
 * - SWEEPS (default 100) seeded sweeps of 4–8 variants (one model, the 400 problems of `hard3`,
 *   confidence 0.95, BENCH_SWEEP_BUDGET credits, default 80), each through the core over real
 *   HTTP: how often the true best is chosen when it is at least 5 points ahead, how often a winner
 *   is declared at all,
 *   wrong winners, winners declared while some other variant was not behind it at the corrected
 *   level (must be 0), and the credits spent against two baselines: the full grid on the sets the
 *   sweep was given (every variant on every problem of them), and the full grid on only the problems
 *   the sweep reached; median and mean ratios (target ≤ 0.5);
 * - wall time of a sweep against the baseline of one Stage 1 run of that full grid through the
 *   same core (first GRID_BASELINES sweeps), median ratio.
 * A fresh sandbox every BATCH sweeps keeps the account's credits from running out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import { MemorySecretStore } from '../../src/core/secrets';
import { startSandbox } from '../../src/sandbox';
import { cheatsheetBoost } from '../../src/sandbox/playground/evaluator';
import type { OutboxEntryView } from '../../src/shared/contract';
import type { SweepDefinition, SweepView } from '../../src/shared/contracts/sweeps';
import { rngFor } from '../../src/shared/rng';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const SWEEPS = Number(process.env.BENCH_SWEEPS ?? 100);
const BATCH = 20;
const GRID_BASELINES = Number(process.env.BENCH_SWEEP_GRIDS ?? 10);
/** Credits per sweep: 80 is half the 8-variant grid and all of the 4-variant one; 1000 never binds. */
const BUDGET = Number(process.env.BENCH_SWEEP_BUDGET ?? 80);
const HELPFUL = ['magma', 'counterexample', 'substitution', 'associativity'];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Variant i of sweep `seed`: a length (0–2,200 characters) and, a third of the time, a helpful word. */
function variants(seed: number): string[] {
  const r = rngFor(seed, 1_000_000);
  const n = 4 + (seed % 5);
  const texts = new Set<string>();
  while (texts.size < n) {
    const words = r.int(0, 2) === 0 ? ` ${r.pick(HELPFUL)}` : '';
    texts.add(`Sweep ${seed} variant ${texts.size}${words} ${'.'.repeat(r.int(0, 11) * 200)}`);
  }
  return [...texts];
}

async function until<T>(check: () => Promise<T | null>, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function main() {
  const outcomes: Array<{
    poolRatio: number;
    lead: number;
    bestChosen: boolean;
    winner: boolean;
    wrong: boolean;
    early: boolean;
    ratio: number;
    ms: number;
  }> = [];
  const timeRatios: number[] = [];
  for (let batch = 0; batch * BATCH < SWEEPS; batch++) {
    // The account's rate limit (600 a minute) would pace the follower's reads, not the race.
    const sandbox = await startSandbox({ playgroundPaceMs: 0, rateLimit: { accountPerMinute: 1_000_000 } });
    const dataDir = mkdtempSync(join(tmpdir(), 'wb-bench-sweeps-'));
    let wb: Workbench | null = null;
    try {
      const participant = sandbox.keys.find((k) => k.name === 'participant')!;
      wb = await openWorkbench({
        dataDir,
        version: 'bench',
        builtinSandbox: { baseUrl: sandbox.baseUrl, apiKey: participant.apiKey },
        secrets: new MemorySecretStore(),
        checkAtOnce: false,
        followerPollMs: { min: 5, max: 50 },
      });
      const dispatch = createDispatcher(wb.handlers);
      const call = async <T>(method: string, input: unknown): Promise<T> => {
        const res = await dispatch(method, input);
        if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
        return res.value as T;
      };
      for (let seed = batch * BATCH; seed < Math.min(SWEEPS, (batch + 1) * BATCH); seed++) {
        const texts = variants(seed);
        const boosts = texts.map(cheatsheetBoost);
        const sorted = [...boosts].sort((a, b) => b - a);
        const lead = sorted[0]! - sorted[1]!;
        const def: SweepDefinition = {
          competitionId: STAGE1,
          name: `bench ${seed}`,
          variants: texts.map((text) => ({ text })),
          models: ['gpt-oss-120b'],
          problemSets: ['hard3'],
          budgetCredits: BUDGET,
          confidence: 0.95,
          seed,
        };
        const t0 = performance.now();
        const started = await call<SweepView>('sweeps.start', def);
        const view = await until(async () => {
          const v = await call<SweepView | null>('sweeps.get', { sweepId: started.id });
          return v && (v.status === 'ended' || v.status === 'paused') ? v : null;
        });
        const ms = performance.now() - t0;
        if (view.status !== 'ended') throw new Error(`sweep ${seed} paused: ${view.pause?.message}`);
        const reached = Math.max(...view.rounds.map((r) => r.end));
        const grid = Math.round(texts.length * reached * view.plan.creditRate * 100) / 100;
        const poolGrid = view.plan.cost.fullGrid.credits;
        const winner = view.winner;
        const early =
          winner !== null &&
          view.standings.some(
            (s) => s.variant !== winner && !(s.droppedP !== null && s.droppedP <= view.roundAlpha),
          );
        outcomes.push({
          lead,
          bestChosen: winner !== null && boosts[winner] === sorted[0],
          winner: winner !== null,
          wrong: winner !== null && boosts[winner]! < sorted[0]!,
          early,
          ratio: view.spentCredits / grid,
          poolRatio: view.spentCredits / poolGrid,
          ms,
        });
        if (seed < GRID_BASELINES) {
          // Baseline: the full grid to the same problems as one ordinary run through the same core.
          const cheatsheets = view.plan.variants.map((v) => ({ cheatsheet: v.cheatsheetId! }));
          const g0 = performance.now();
          const entry = await call<OutboxEntryView>('playground.create', {
            competitionId: STAGE1,
            kind: 'cheatsheet',
            body: {
              models: def.models,
              problems: Array.from({ length: reached }, (_, index) => ({ problemSet: 'hard3', index })),
              configurations: cheatsheets,
            },
          });
          const done = await until(async () => {
            const e = (await call<OutboxEntryView[]>('outbox.list', {})).find((x) => x.id === entry.id);
            return e?.status === 'done' ? e : null;
          });
          const runId = (done.result as { runId: string }).runId;
          await until(async () => {
            const r = await call<{ complete: boolean; run: { status: string } | null }>(
              'playground.results',
              {
                competitionId: STAGE1,
                runId,
                offset: 0,
                limit: 1,
              },
            );
            return r.complete && r.run && ['done', 'failed', 'cancelled'].includes(r.run.status)
              ? true
              : null;
          });
          timeRatios.push(ms / (performance.now() - g0));
        }
      }
    } finally {
      await wb?.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const ahead = outcomes.filter((o) => o.lead >= 0.05 - 1e-9);
  const ratios = outcomes.map((o) => o.ratio);
  const poolRatios = outcomes.map((o) => o.poolRatio);
  process.stdout.write(
    `${JSON.stringify(
      {
        sweeps: outcomes.length,
        budgetCredits: BUDGET,
        variants: '4–8',
        bestAtLeast5PointsAhead: {
          sweeps: ahead.length,
          bestChosenRate: ahead.filter((o) => o.bestChosen).length / Math.max(1, ahead.length),
          target: '≥ 0.95',
        },
        winnersDeclared: outcomes.filter((o) => o.winner).length,
        wrongWinners: outcomes.filter((o) => o.wrong).length,
        winnersBelowTargetConfidence: outcomes.filter((o) => o.early).length,
        credits: {
          target: '≤ 0.5',
          onTheSweepsProblemSets: {
            baseline: 'full grid: every variant on every problem of the sets the sweep was given',
            medianRatio: median(poolRatios),
            meanRatio: poolRatios.reduce((a, b) => a + b, 0) / Math.max(1, poolRatios.length),
            maxRatio: Math.max(...poolRatios),
          },
          onTheProblemsReached: {
            baseline: 'full grid: every variant on every problem the sweep reached',
            medianRatio: median(ratios),
            meanRatio: ratios.reduce((a, b) => a + b, 0) / Math.max(1, ratios.length),
            maxRatio: Math.max(...ratios),
          },
        },
        wallTime: {
          medianSweepMs: median(outcomes.map((o) => o.ms)),
          baseline: 'one Stage 1 run of that full grid through the same core',
          medianRatio: median(timeRatios),
          pairs: timeRatios.length,
        },
      },
      null,
      2,
    )}\n`,
  );
}

await main();
