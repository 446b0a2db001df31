import type { RunRow } from '../db/playground';
import { leanRunRecord } from './leanKernel';
import type { RunPlan } from './plan';

/** Progress in the words of each kind (playground-common.md). */
export function progressOf(run: RunRow) {
  const plan = run.plan as RunPlan;
  if (plan.kind === 'cheatsheet') return { completedExecutions: run.completed, totalExecutions: run.total };
  if (plan.kind === 'solver-participation')
    return { completedProblems: run.completed, totalProblems: run.total };
  return { completedCases: run.completed, totalCases: run.total };
}

export function isActive(run: RunRow): boolean {
  return run.status === 'pending' || run.status === 'running';
}

/** The guessed Run record (run detail, run list items, event `status` payload). */
export function runView(run: RunRow) {
  if (run.kind === 'lean-kernel') return leanRunRecord(run);
  const plan = run.plan as RunPlan;
  return {
    runId: run.id,
    competitionId: run.competitionId,
    kind: run.kind,
    status: run.status,
    canCancel: isActive(run),
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    progress: progressOf(run),
    costCredits: run.costCredits,
    params: run.params,
    ...(plan.kind === 'solver-participation' ? { track: plan.track } : {}),
    ...(plan.kind === 'model-reference' && run.status === 'done' && run.summary
      ? { summary: run.summary }
      : {}),
  };
}
