/**
 * Running aggregates of one run's result rows. `addRows` folds only the new rows into the state
 * (counters and sums, no row is kept), so 100 new rows cost 100 small updates however long the
 * run is; `viewOf` turns the state into what the dashboard shows.
 */
import type { ModelReferenceRow, ModelReferenceSummary, Stage1Row, Stage2Row } from '../../shared/api';
import type { AccuracyCell, CountBucket, PlaygroundAggregates } from '../../shared/contract';

/** Elapsed-time histogram bucket upper bounds in ms; the last bucket is open-ended. */
export const ELAPSED_BOUNDS = [250, 500, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

interface Elapsed {
  counts: number[];
  unknown: number;
  min: number | null;
  max: number | null;
  sum: number;
}
interface Acc {
  correct: number;
  scored: number;
}
type Counts = Record<string, number>;

export interface Stage1State {
  kind: 'cheatsheet';
  rows: number;
  byModelConfiguration: Record<
    string,
    Acc & { modelId: string; configuration: number; cheatsheetId: string | null }
  >;
  byRepeat: Record<string, Acc & { modelId: string; configuration: number; repeatIndex: number }>;
  outcomes: Counts;
  parseFailures: number;
  scored: number;
  diagnostics: Counts;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  elapsed: Elapsed;
}

export interface Stage2State {
  kind: 'solver-participation';
  rows: number;
  outcomes: Counts;
  judgeStatuses: Counts;
  axioms: Counts;
  diagnostics: Counts;
  judgeCalls: number;
  elapsed: Elapsed;
}

export interface ModelReferenceState {
  kind: 'model-reference';
  rows: number;
  correct: number;
  scored: number;
  byTier: Record<string, Acc>;
  summary: ModelReferenceSummary | null;
}

export type AggregateState = Stage1State | Stage2State | ModelReferenceState;
export type AggregatedKind = AggregateState['kind'];

function emptyElapsed(): Elapsed {
  return { counts: new Array(ELAPSED_BOUNDS.length + 1).fill(0), unknown: 0, min: null, max: null, sum: 0 };
}

export function emptyState(kind: AggregatedKind): AggregateState {
  switch (kind) {
    case 'cheatsheet':
      return {
        kind,
        rows: 0,
        byModelConfiguration: {},
        byRepeat: {},
        outcomes: {},
        parseFailures: 0,
        scored: 0,
        diagnostics: {},
        inputTokens: 0,
        outputTokens: 0,
        costUsd: 0,
        elapsed: emptyElapsed(),
      };
    case 'solver-participation':
      return {
        kind,
        rows: 0,
        outcomes: {},
        judgeStatuses: {},
        axioms: {},
        diagnostics: {},
        judgeCalls: 0,
        elapsed: emptyElapsed(),
      };
    case 'model-reference':
      return { kind, rows: 0, correct: 0, scored: 0, byTier: {}, summary: null };
  }
}

function bump(counts: Counts, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

function addElapsed(e: Elapsed, ms: number | null): void {
  if (ms === null) {
    e.unknown++;
    return;
  }
  let i = ELAPSED_BOUNDS.findIndex((b) => ms <= b);
  if (i < 0) i = ELAPSED_BOUNDS.length;
  e.counts[i] = (e.counts[i] ?? 0) + 1;
  e.sum += ms;
  e.min = e.min === null ? ms : Math.min(e.min, ms);
  e.max = e.max === null ? ms : Math.max(e.max, ms);
}

function addScore(acc: Acc, correct: boolean | null): void {
  if (correct === null) return;
  acc.scored++;
  if (correct) acc.correct++;
}

/** Folds new rows into the state in place and returns it. */
export function addRows(state: AggregateState, rows: readonly unknown[]): AggregateState {
  switch (state.kind) {
    case 'cheatsheet':
      for (const r of rows as Stage1Row[]) addStage1(state, r);
      break;
    case 'solver-participation':
      for (const r of rows as Stage2Row[]) addStage2(state, r);
      break;
    case 'model-reference':
      for (const r of rows as ModelReferenceRow[]) {
        state.rows++;
        state.byTier[r.tierId] ??= { correct: 0, scored: 0 };
        const tier = state.byTier[r.tierId] as Acc;
        addScore(tier, r.correct);
        addScore(state, r.correct);
      }
      break;
  }
  return state;
}

function addStage1(s: Stage1State, r: Stage1Row): void {
  s.rows++;
  const conf = r.configuration.position;
  const mcKey = `${r.modelId}|${conf}`;
  s.byModelConfiguration[mcKey] ??= {
    modelId: r.modelId,
    configuration: conf,
    cheatsheetId: r.configuration.cheatsheetId ?? null,
    correct: 0,
    scored: 0,
  };
  const mc = s.byModelConfiguration[mcKey];
  addScore(mc, r.correct);
  const repKey = `${r.modelId}|${conf}|${r.repeatIndex}`;
  s.byRepeat[repKey] ??= {
    modelId: r.modelId,
    configuration: conf,
    repeatIndex: r.repeatIndex,
    correct: 0,
    scored: 0,
  };
  const rep = s.byRepeat[repKey];
  addScore(rep, r.correct);
  bump(s.outcomes, r.outcome);
  if (r.outcome === 'scored') s.scored++;
  // A parse failure is an answer that came back but could not be read: the platform leaves such
  // rows unscored (with a diagnostic), so they are counted among every row that was not a failed call.
  if (r.outcome !== 'failed' && r.parsedAnswer === null) s.parseFailures++;
  if (r.diagnostic) bump(s.diagnostics, r.diagnostic.code);
  s.inputTokens += r.usage?.inputTokens ?? 0;
  s.outputTokens += r.usage?.outputTokens ?? 0;
  s.costUsd += r.usage?.costUsd ?? 0;
  addElapsed(s.elapsed, r.elapsedMs);
}

function addStage2(s: Stage2State, r: Stage2Row): void {
  s.rows++;
  bump(s.outcomes, r.outcome);
  if (r.judge) {
    bump(s.judgeStatuses, r.judge.status);
    for (const a of r.judge.axioms) bump(s.axioms, a);
  }
  if (r.diagnostic) bump(s.diagnostics, r.diagnostic.code);
  s.judgeCalls += r.judgeCalls;
  addElapsed(s.elapsed, r.elapsedMs);
}

const buckets = (c: Counts): CountBucket[] =>
  Object.entries(c)
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));

const cell = (a: Acc): AccuracyCell => ({
  correct: a.correct,
  scored: a.scored,
  accuracy: a.scored === 0 ? null : a.correct / a.scored,
});

/** Rows whose model call completed (scored or unscored): the base of the parse-failure rate. */
const answered = (s: Stage1State) => (s.outcomes.scored ?? 0) + (s.outcomes.unscored ?? 0);

const elapsedView = (e: Elapsed) => ({ bounds: ELAPSED_BOUNDS, ...e });

export function viewOf(state: AggregateState): PlaygroundAggregates {
  switch (state.kind) {
    case 'cheatsheet':
      return {
        kind: state.kind,
        rows: state.rows,
        byModelConfiguration: Object.values(state.byModelConfiguration)
          .map((v) => ({ ...v, ...cell(v) }))
          .sort((a, b) =>
            a.modelId < b.modelId ? -1 : a.modelId > b.modelId ? 1 : a.configuration - b.configuration,
          ),
        byRepeat: Object.values(state.byRepeat).map((v) => ({ ...v, ...cell(v) })),
        outcomes: buckets(state.outcomes),
        parseFailures: state.parseFailures,
        parseFailureRate: answered(state) === 0 ? null : state.parseFailures / answered(state),
        diagnostics: buckets(state.diagnostics),
        inputTokens: state.inputTokens,
        outputTokens: state.outputTokens,
        costUsd: state.costUsd,
        elapsed: elapsedView(state.elapsed),
      };
    case 'solver-participation':
      return {
        kind: state.kind,
        rows: state.rows,
        outcomes: buckets(state.outcomes),
        judgeStatuses: buckets(state.judgeStatuses),
        axioms: buckets(state.axioms),
        diagnostics: buckets(state.diagnostics),
        judgeCalls: state.judgeCalls,
        elapsed: elapsedView(state.elapsed),
      };
    case 'model-reference':
      return {
        kind: state.kind,
        rows: state.rows,
        correct: state.correct,
        scored: state.scored,
        byTier: Object.entries(state.byTier)
          .map(([tierId, a]) => ({ tierId, ...cell(a) }))
          .sort((a, b) => (a.tierId < b.tierId ? -1 : 1)),
        summary: state.summary,
      };
  }
}
