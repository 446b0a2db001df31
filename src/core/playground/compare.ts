/**
 * Two runs of one competition, problem by problem. For each model (Stage 1) a problem counts as
 * solved when most of its scored rows (over configurations and repeats) are correct; Stage 2 and
 * model-reference runs have one row per problem or case (model = null). The significance of an
 * accuracy difference is McNemar's exact test over the problems both runs scored: only the
 * discordant problems (solved by one run only) carry information, and under "no difference" each
 * is equally likely to go either way, so the p-value is a two-sided binomial tail with p = 1/2.
 */
import type { ModelReferenceRow, Run, Stage1Row, Stage2Row } from '../../shared/api';
import type { CompareModel, CompareProblem, PlaygroundCompare } from '../../shared/contract';
import { compareModelIds, compareProblemKeys } from '../../shared/playgroundProblems';

interface Outcome {
  correct: boolean | null;
  answer: unknown;
}

/** `model \u0000 problem` → majority outcome of one run. */
export function outcomesByProblem(
  kind: string | null,
  rows: readonly unknown[],
): Map<string, Outcome & { modelId: string | null; key: string }> {
  const tally = new Map<
    string,
    { modelId: string | null; key: string; yes: number; no: number; answers: unknown[] }
  >();
  for (const raw of rows) {
    const { modelId, key, correct, answer } = describe(kind, raw);
    const id = `${modelId ?? ''}\u0000${key}`;
    let t = tally.get(id);
    if (!t) {
      t = { modelId, key, yes: 0, no: 0, answers: [] };
      tally.set(id, t);
    }
    if (correct === true) t.yes++;
    else if (correct === false) t.no++;
    t.answers.push(answer);
  }
  const out = new Map<string, Outcome & { modelId: string | null; key: string }>();
  for (const [id, t] of tally) {
    const correct = t.yes + t.no === 0 ? null : t.yes > t.no;
    out.set(id, {
      modelId: t.modelId,
      key: t.key,
      correct,
      answer: t.answers.length === 1 ? t.answers[0] : t.answers,
    });
  }
  return out;
}

function describe(kind: string | null, raw: unknown) {
  if (kind === 'cheatsheet') {
    const r = raw as Stage1Row;
    const p = r.problem;
    const key =
      p.source.type === 'problem-set'
        ? `set:${p.source.problemSetId ?? p.problemSetId}#${p.source.index ?? p.index}`
        : `custom:${p.position}`;
    return { modelId: r.modelId, key, correct: r.correct, answer: r.parsedAnswer };
  }
  if (kind === 'solver-participation') {
    const r = raw as Stage2Row;
    const correct = r.outcome === 'accepted' ? true : r.outcome === 'not_attempted' ? null : false;
    return { modelId: null, key: r.problem.problemId, correct, answer: r.answer ?? r.verdict };
  }
  const r = raw as ModelReferenceRow;
  return { modelId: null, key: r.caseId, correct: r.correct, answer: r.prediction };
}

/** Two-sided exact McNemar p-value for b and c discordant pairs. */
export function mcnemarExact(b: number, c: number): number | null {
  const n = b + c;
  if (n === 0) return null;
  const k = Math.min(b, c);
  // P(X <= k) for X ~ Binomial(n, 1/2), in logs so large n does not overflow.
  let logC = 0; // log C(n, 0)
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

export function compareRuns(
  kind: string | null,
  runA: Run | null,
  rowsA: readonly unknown[],
  runB: Run | null,
  rowsB: readonly unknown[],
): PlaygroundCompare {
  const a = outcomesByProblem(kind, rowsA);
  const b = outcomesByProblem(kind, rowsB);
  const problems: CompareProblem[] = [];
  const perModel = new Map<
    string | null,
    { shared: number; okA: number; okB: number; onlyA: number; onlyB: number }
  >();
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(id) ?? null;
    const y = b.get(id) ?? null;
    const ref = (x ?? y) as { modelId: string | null; key: string };
    const onlySolvedBy =
      x?.correct === true && y?.correct !== true
        ? 'a'
        : y?.correct === true && x?.correct !== true
          ? 'b'
          : null;
    problems.push({
      key: ref.key,
      modelId: ref.modelId,
      a: x && { correct: x.correct, answer: x.answer },
      b: y && { correct: y.correct, answer: y.answer },
      onlySolvedBy,
    });
    if (x?.correct == null || y?.correct == null) continue;
    let m = perModel.get(ref.modelId);
    if (!m) {
      m = { shared: 0, okA: 0, okB: 0, onlyA: 0, onlyB: 0 };
      perModel.set(ref.modelId, m);
    }
    m.shared++;
    if (x.correct) m.okA++;
    if (y.correct) m.okB++;
    if (x.correct && !y.correct) m.onlyA++;
    if (y.correct && !x.correct) m.onlyB++;
  }
  const models: CompareModel[] = [...perModel].map(([modelId, m]) => {
    const accuracyA = m.okA / m.shared;
    const accuracyB = m.okB / m.shared;
    return {
      modelId,
      shared: m.shared,
      accuracyA,
      accuracyB,
      delta: accuracyB - accuracyA,
      onlyA: m.onlyA,
      onlyB: m.onlyB,
      pValue: mcnemarExact(m.onlyA, m.onlyB),
    };
  });
  // By problem number (problem 2 before problem 10), then model: one problem's models together.
  problems.sort((p, q) => compareProblemKeys(p.key, q.key) || compareModelIds(p.modelId, q.modelId));
  return { runA, runB, problems, models };
}
