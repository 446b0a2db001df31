import { createHash } from 'node:crypto';
import { SANDBOX_SEED } from '../config';
import { Prng } from '../seed/prng';
import { PLAYGROUNDS } from './catalog';
import type { ModelRefPlan, Stage1Plan, Stage2Plan } from './plan';

/**
 * Simulated evaluators. Every outcome is a pure function of the sandbox seed and the cell's
 * inputs (model, problem, configuration content, repeat), never of time or run id, so the same
 * run planned twice gives the same rows.
 */
function rng(...parts: (string | number)[]): Prng {
  return new Prng(`${SANDBOX_SEED}:eval:${parts.join('|')}`);
}

export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

const HELPFUL_WORDS = ['magma', 'implication', 'counterexample', 'substitut', 'associativ', 'commutativ'];

/**
 * How much a cheatsheet raises a model's accuracy: +0.01 per 200 characters (at most +0.10) and
 * +0.10 more when it mentions one of HELPFUL_WORDS. The baseline (no cheatsheet) gets 0.
 */
export function cheatsheetBoost(content: string): number {
  if (content === '') return 0;
  const lower = content.toLowerCase();
  const lengthBoost = Math.min(0.1, Math.floor(content.length / 200) * 0.01);
  return lengthBoost + (HELPFUL_WORDS.some((w) => lower.includes(w)) ? 0.1 : 0);
}

function skillOf(competitionId: string, modelId: string): number {
  return PLAYGROUNDS[competitionId]?.models.find((m) => m.id === modelId)?.skill ?? 0.5;
}

/** Decodes an execution index into model, problem, configuration and repeat (model-major order). */
export function stage1Cell(plan: Stage1Plan, executionIndex: number) {
  const r = plan.repeat;
  const c = plan.configurations.length;
  const p = plan.problems.length;
  const repeatIndex = executionIndex % r;
  const ci = Math.floor(executionIndex / r) % c;
  const pi = Math.floor(executionIndex / (r * c)) % p;
  const mi = Math.floor(executionIndex / (r * c * p));
  return {
    modelId: plan.modelIds[mi]!,
    problem: plan.problems[pi]!,
    configuration: plan.configurations[ci]!,
    repeatIndex,
  };
}

export function stage1Row(
  competitionId: string,
  plan: Stage1Plan,
  runId: string,
  executionIndex: number,
  at: string,
) {
  const { modelId, problem, configuration, repeatIndex } = stage1Cell(plan, executionIndex);
  const g = rng(
    's1',
    modelId,
    problem.equation1,
    problem.equation2,
    digest(configuration.content),
    repeatIndex,
  );
  // Outcome and correctness draws ignore the configuration (common random numbers): a helpful
  // cheatsheet turns some wrong answers right and never the reverse, so comparisons are meaningful.
  const shared = rng('s1-shared', modelId, problem.equation1, problem.equation2, repeatIndex);
  const roll = shared.next();
  const solveDraw = shared.next();
  const pCorrect = Math.min(0.97, skillOf(competitionId, modelId) + cheatsheetBoost(configuration.content));
  const inputTokens = 300 + problem.equation1.length * 4 + Math.ceil(configuration.content.length / 4);
  const outputTokens = g.int(80, 1800);
  const elapsedMs = g.int(900, 24_000);
  let outcome: 'scored' | 'unscored' | 'failed';
  let parsedAnswer: boolean | null = null;
  let correct: boolean | null = null;
  let diagnostic: { code: string; message: string } | null = null;
  let output: string | null;
  if (roll < 0.02) {
    outcome = 'failed';
    diagnostic = { code: 'PROVIDER_TIMEOUT', message: 'The model provider did not answer within 120 s.' };
    output = null;
  } else if (roll < 0.08) {
    outcome = 'unscored';
    diagnostic = { code: 'PARSE_FAILURE', message: 'No VERDICT: TRUE or VERDICT: FALSE line in the output.' };
    output = `Considering ${problem.equation1} ... the answer depends on the magma.`;
  } else {
    outcome = 'scored';
    correct = solveDraw < pCorrect;
    parsedAnswer = correct ? problem.goldAnswer : !problem.goldAnswer;
    output = `Substituting into ${problem.equation1} and comparing with ${problem.equation2}.\nVERDICT: ${parsedAnswer ? 'TRUE' : 'FALSE'}`;
  }
  const failed = outcome === 'failed';
  return {
    resultId: `${runId}-e${String(executionIndex).padStart(6, '0')}`,
    executionIndex,
    modelId,
    // Spec 2.10: `source` is `{ type: 'problem-set', problemSetId, index }` or `{ type: 'custom' }`.
    problem: { position: problem.position, source: problem.source },
    configuration: { position: configuration.position, cheatsheetId: configuration.cheatsheetId },
    repeatIndex,
    outcome,
    expectedAnswer: problem.goldAnswer,
    parsedAnswer,
    correct,
    diagnostic,
    usage: failed
      ? { inputTokens, outputTokens: null, costUsd: null }
      : {
          inputTokens,
          outputTokens,
          costUsd: Math.round((inputTokens * 0.15 + outputTokens * 0.6) / 10) / 100000,
        },
    elapsedMs: failed ? null : elapsedMs,
    completedAt: at,
    output,
  };
}

/** The order in which a Stage 2 run's problems finish: a deterministic shuffle of positions. */
export function stage2Order(plan: Stage2Plan): number[] {
  const order = plan.problems.map((p) => p.position);
  const g = rng('s2-order', plan.codeKey, order.length);
  for (let i = order.length - 1; i > 0; i--) {
    const j = g.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

const JUDGE_FAILURES = [
  'unparsed',
  'malformed',
  'incomplete_proof',
  'incorrect',
  'policy_violation',
] as const;

export function stage2Row(
  competitionId: string,
  plan: Stage2Plan,
  runId: string,
  position: number,
  sequence: number,
  at: string,
  attempted: boolean,
) {
  const problem = plan.problems[position]!;
  const g = rng('s2', plan.codeKey, problem.problemId);
  const skill = Math.max(...plan.modelIds.map((m) => skillOf(competitionId, m)), 0.3);
  const verdict = g.chance(0.5);
  const elapsedMs = plan.track === 'marathon' ? null : g.int(2_000, 90_000);
  const base = {
    resultId: `${runId}-p${String(position).padStart(5, '0')}`,
    sequence,
    problem: { position, problemId: problem.problemId },
    elapsedMs,
    completedAt: at,
  };
  if (!attempted) {
    return {
      ...base,
      outcome: 'not_attempted',
      verdict: null,
      judge: null,
      diagnostic: null,
      judgeCalls: 0,
      answer: null,
    };
  }
  const roll = g.next();
  if (roll < 0.05) {
    return {
      ...base,
      outcome: 'error',
      verdict: null,
      judge: { status: 'error', axioms: [], directDeclarations: [] },
      diagnostic: {
        code: 'SOLVER_TIMEOUT',
        message: 'The solver exceeded its time budget for this problem.',
      },
      judgeCalls: 1,
      answer: null,
    };
  }
  const accepted = roll < 0.05 + skill * 0.9;
  const status = accepted ? 'accepted' : g.pick(JUDGE_FAILURES);
  const axioms = accepted ? (g.chance(0.3) ? ['propext', 'Classical.choice'] : ['propext']) : [];
  return {
    ...base,
    outcome: accepted ? 'accepted' : 'rejected',
    verdict,
    judge: {
      status,
      axioms,
      directDeclarations: accepted ? [`proof_${problem.problemId.replace(/-/g, '_')}`] : [],
    },
    diagnostic: accepted ? null : { code: status.toUpperCase(), message: `The judge answered ${status}.` },
    judgeCalls: g.int(1, 4),
    answer: {
      verdict,
      code: `theorem answer : ${verdict ? '' : '¬ '}Implies := by\n  ${accepted ? 'exact proof' : 'sorry'}`,
    },
  };
}

/** Whether a Stage 2 marathon solver answered a problem before the shared process ended. */
export function marathonAttempted(plan: Stage2Plan, position: number): boolean {
  return rng('s2-marathon', plan.codeKey, plan.problems[position]!.problemId).next() < 0.75;
}

export function modelRefCase(plan: ModelRefPlan, sequence: number) {
  let rest = sequence;
  let tierIndex = 0;
  for (const t of plan.tiers) {
    if (rest < t.cases) return { tierId: t.tierId, tierIndex, caseNo: rest };
    rest -= t.cases;
    tierIndex++;
  }
  throw new Error(`case ${sequence} out of range`);
}

export function modelRefRow(plan: ModelRefPlan, runId: string, sequence: number, at: string) {
  const { tierId, tierIndex, caseNo } = modelRefCase(plan, sequence);
  const caseId = `${tierId}-case-${String(caseNo + 1).padStart(3, '0')}`;
  const g = rng('mr', plan.modelName, plan.commitHash, caseId);
  const modulus = 7 + tierIndex * 6;
  const expected = String(g.int(0, modulus - 1));
  const pCorrect = Math.max(
    0.3,
    0.99 - tierIndex * 0.06 - (parseInt(plan.commitHash.slice(0, 2), 16) % 10) / 100,
  );
  const correct = g.next() < pCorrect;
  const prediction = correct ? expected : String((Number(expected) + g.int(1, modulus - 1)) % modulus);
  return {
    resultId: `${runId}-c${String(sequence).padStart(5, '0')}`,
    sequence,
    caseId,
    tierId,
    prediction,
    expected,
    correct,
    completedAt: at,
  };
}

/** Summary of a finished model-reference run from its rows. */
export function modelRefSummary(plan: ModelRefPlan, rows: { tierId: string; correct: boolean }[]) {
  const tiers = plan.tiers.map((t) => {
    const mine = rows.filter((r) => r.tierId === t.tierId);
    const correct = mine.filter((r) => r.correct).length;
    return {
      tierId: t.tierId,
      accuracy: mine.length ? correct / mine.length : 0,
      correct,
      total: mine.length,
    };
  });
  const correct = rows.filter((r) => r.correct).length;
  let highest: string | null = null;
  for (const t of tiers) if (t.accuracy > 0.9) highest = t.tierId;
  const g = rng('mr-summary', plan.modelName, plan.commitHash);
  return {
    overallAccuracy: rows.length ? correct / rows.length : 0,
    highestTierAbove90: highest,
    tiers,
    determinism: g.chance(0.8) ? 1 : 0.98,
    artifactSizeBytes: g.int(200, 9000) * 1_000_000,
    inferenceSeconds: g.int(40, 900),
  };
}
